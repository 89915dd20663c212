import type { MessageValues } from './types';

/** A message as Lingui extracts it: a stable id, the English text (ICU), a note for translators. */
export interface EmailMessageDescriptor {
  id: string;
  message: string;
  comment: string;
}

/** A message without values: read as a string. */
export interface EmailText {
  kind: 'text';
  descriptor: EmailMessageDescriptor;
}

/** A message filled with the values `K`: read as a function of them. */
export interface EmailMessageWithValues<K extends keyof MessageValues> {
  kind: 'values';
  descriptor: EmailMessageDescriptor;
  /** Only carries `K` for the type of the function it becomes. */
  values?: K;
}

export const text = (descriptor: EmailMessageDescriptor): EmailText => ({ kind: 'text', descriptor });

export const withValues = <K extends keyof MessageValues>(
  descriptor: EmailMessageDescriptor,
): EmailMessageWithValues<K> => ({ kind: 'values', descriptor });

/** What templates read: each text as a string, each message with values as a function of them. */
export type EmailMessagesOf<T> = {
  [P in keyof T]: T[P] extends EmailMessageWithValues<infer K>
    ? (values: Pick<MessageValues, K>) => string
    : T[P] extends EmailText
      ? string
      : EmailMessagesOf<T[P]>;
};
