import { LANGUAGES, LOCALES, type Locale } from '@app/contract/constants';
import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { changeLocale } from '../../app/i18n';
import { useHydrated } from '../../lib/use-hydrated';
import { refetchInLanguage } from '../../lib/refetch-in-language';

export function LanguageSwitcher({ id }: { id: string }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  // Server-rendered, it cannot switch anything until the app runs.
  const ready = useHydrated();
  return (
    <div className="flex items-center gap-2 text-sm">
      <label htmlFor={id} className="sr-only">
        {t`Language`}
      </label>
      <select
        id={id}
        value={i18n.locale}
        disabled={!ready}
        className="rounded-md border border-dark/20 bg-white px-2 py-1.5 text-dark focus-visible:ring-2 focus-visible:ring-primary dark:border-sand/30 dark:bg-dark dark:text-sand"
        onChange={async (event) => {
          await changeLocale(event.target.value as Locale);
          // Content comes back in the new language.
          await refetchInLanguage(queryClient);
        }}
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {LANGUAGES[locale].name}
          </option>
        ))}
      </select>
    </div>
  );
}
