import { LOCALES, type Locale } from '@app/contract/constants';

export { LOCALES, type Locale };

/**
 * Each language named in itself (as the site's language switcher does). Kept here rather than
 * imported from the switcher so the public bundle's chunks stay as they are.
 */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  'pt-BR': 'Português (Brasil)',
  'zh-CN': '简体中文',
};

/** A translatable value as the forms hold it: English required, the rest optional. */
export type LocalizedValue = Partial<Record<Locale, string>>;

/** Server data (missing locales) to form values (empty strings), so every box is controlled. */
export function toLocalizedForm(value: LocalizedValue | null | undefined): Record<Locale, string> {
  return Object.fromEntries(LOCALES.map((l) => [l, value?.[l] ?? ''])) as Record<Locale, string>;
}
