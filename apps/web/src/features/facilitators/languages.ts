import { currentLocale } from '../../app/i18n';
import { displayNames } from '../../lib/intl-cache';
import { formatList } from '../content/format';

/** BCP 47 tags as names in the visitor's language, joined as a list: "English and Indonesian". */
export function formatLanguages(tags: readonly string[]): string {
  let names: Intl.DisplayNames | null = null;
  try {
    names = displayNames(currentLocale(), { type: 'language' });
  } catch {
    names = null;
  }
  return formatList(
    tags.map((tag) => {
      try {
        return names?.of(tag) ?? tag;
      } catch {
        return tag;
      }
    }),
  );
}
