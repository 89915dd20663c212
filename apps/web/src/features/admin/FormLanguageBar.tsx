import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { LANGUAGES, LOCALES, type Locale } from './locales';
import { focusRing, hint } from './ui';

interface FormLanguageBarProps {
  locale: Locale | null;
  onChange: (locale: Locale | null) => void;
  /** Paths of the form's translatable fields. */
  fields: readonly string[];
}

function textAt(values: unknown, path: string): string {
  let node = values;
  for (const key of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[key];
  return typeof node === 'string' ? node.trim() : '';
}

/** "Edit everything in Español": one choice switches every translatable field of the form to that language. */
export function FormLanguageBar({ locale, onChange, fields }: FormLanguageBarProps) {
  const { t } = useLingui();
  const id = useId();
  const { control } = useFormContext();
  const values = useWatch({ control });
  const untranslated =
    locale && locale !== 'en'
      ? fields.filter((f) => textAt(values, `${f}.en`) && !textAt(values, `${f}.${locale}`)).length
      : 0;
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg bg-dark/5 px-3 py-2 dark:bg-sand/5">
      <label htmlFor={id} className="text-sm font-medium">
        <Trans>Edit every field in</Trans>
      </label>
      <select
        id={id}
        value={locale ?? ''}
        onChange={(event) => onChange((event.target.value || null) as Locale | null)}
        className={`rounded-md border border-dark/25 bg-white px-2 py-1 text-sm dark:border-sand/30 dark:bg-dark ${focusRing}`}
      >
        <option value="">{t`Each field’s own language tab`}</option>
        {LOCALES.map((l) => (
          <option key={l} value={l} lang={l}>
            {LANGUAGES[l].name}
          </option>
        ))}
      </select>
      {locale && locale !== 'en' && (
        <p className={`${hint} mt-0`} role="status">
          {untranslated === 0 ? (
            <Trans>Every field is translated.</Trans>
          ) : (
            <Plural value={untranslated} one="# field not translated yet" other="# fields not translated yet" />
          )}
        </p>
      )}
    </div>
  );
}
