import { DEFAULT_LOCALE, isLocale, type Locale } from '@app/contract';
import { pluralRules } from './intl';

/** The language an email is written in: the one stored with the person's row, English for anything else. */
export function emailLocale(stored: string | null | undefined): Locale {
  return isLocale(stored) ? stored : DEFAULT_LOCALE;
}

/** The tag `Intl` formats dates, times and prices with: Indonesian as written in Indonesia (`id-ID`). */
export function intlLocale(locale: Locale): string {
  return locale === 'id' ? 'id-ID' : locale;
}

/** Chooses the wording for a count by the language's plural rules (`one`, `few`, `other`, …). */
export function plural(
  locale: Locale,
  count: number,
  forms: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string },
): string {
  return forms[pluralRules(intlLocale(locale)).select(count)] ?? forms.other;
}
