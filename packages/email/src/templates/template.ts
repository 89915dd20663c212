import type { ReactElement } from 'react';
import type { EmailKind, EmailProps } from '../props';

/** One kind of email: its subject and its body, both from the same props (and so the same language). */
export interface EmailTemplate<K extends EmailKind> {
  subject: (props: EmailProps<K>) => string;
  body: (props: EmailProps<K>) => ReactElement;
}
