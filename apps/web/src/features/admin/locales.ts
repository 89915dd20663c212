import { LANGUAGES, LOCALES, type Locale } from '@app/contract/constants';

export { LANGUAGES, LOCALES, type Locale };

/** A translatable value as the forms hold it: English required, the rest optional. */
export type LocalizedValue = Partial<Record<Locale, string>>;

/** Server data (missing locales) to form values (empty strings), so every box is controlled. */
export function toLocalizedForm(value: LocalizedValue | null | undefined): Record<Locale, string> {
  return Object.fromEntries(LOCALES.map((l) => [l, value?.[l] ?? ''])) as Record<Locale, string>;
}
