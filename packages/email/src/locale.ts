import { DEFAULT_LOCALE, isLocale, type Locale } from '@app/contract';

/** The language an email is written in: the one stored with the person's row, English for anything else. */
export function emailLocale(stored: string | null | undefined): Locale {
  return isLocale(stored) ? stored : DEFAULT_LOCALE;
}

/** The tag `Intl` formats dates, times and prices with: Indonesian as written in Indonesia (`id-ID`). */
export function intlLocale(locale: Locale): string {
  return locale === 'id' ? 'id-ID' : locale;
}
