import { LOCALES, type Locale } from '@app/contract';
import type { I18n } from '@lingui/core';
import { readPoCatalog } from '../po-catalog';
import type { EmailMessagesOf, EmailMessageWithValues, EmailText } from './define';
import { EMAIL_MESSAGES } from './descriptors';

export type EmailMessages = EmailMessagesOf<typeof EMAIL_MESSAGES>;

/** Each message's English text by its id: what a language's catalogue falls back to. */
const ENGLISH = new Map<string, string>();
(function collect(node: object) {
  for (const child of Object.values(node) as Array<EmailText | EmailMessageWithValues<never> | object>) {
    if ('kind' in child) ENGLISH.set(child.descriptor.id, child.descriptor.message);
    else collect(child);
  }
})(EMAIL_MESSAGES);

const catalogs = new Map<Locale, I18n>();

function catalog(locale: Locale): I18n {
  let i18n = catalogs.get(locale);
  if (!i18n) {
    i18n = readPoCatalog(new URL(`../../locales/${locale}.po`, import.meta.url), locale, (id) => ENGLISH.get(id));
    catalogs.set(locale, i18n);
  }
  return i18n;
}

function build(node: object, i18n: I18n): unknown {
  return Object.fromEntries(
    Object.entries(node).map(([key, child]: [string, EmailText | EmailMessageWithValues<never> | object]) => {
      if (!('kind' in child)) return [key, build(child, i18n)];
      const { id } = child.descriptor;
      return [key, child.kind === 'text' ? i18n._(id) : (values: Record<string, unknown>) => i18n._(id, values)];
    }),
  );
}

const built = new Map<Locale, EmailMessages>();

/**
 * The emails' words in every language the site speaks, from `packages/email/locales/{locale}.po`: a language's
 * catalogue is read the first time an email is written in it.
 */
export const EMAIL_CATALOGS = Object.defineProperties(
  {} as Record<Locale, EmailMessages>,
  Object.fromEntries(
    LOCALES.map((locale) => [
      locale,
      {
        enumerable: true,
        get: () => {
          let messages = built.get(locale);
          if (!messages) {
            messages = build(EMAIL_MESSAGES, catalog(locale)) as EmailMessages;
            built.set(locale, messages);
          }
          return messages;
        },
      },
    ]),
  ),
);
