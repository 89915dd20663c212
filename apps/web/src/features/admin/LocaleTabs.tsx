import { Trans, useLingui } from '@lingui/react/macro';
import { type KeyboardEvent, type ReactNode, useContext, useEffect, useRef, useState } from 'react';
import { get, useFormContext, useWatch } from 'react-hook-form';
import { AdminFormContext, fieldIdOf } from './formContext';
import { plainTextOf, useFormLanguage } from './formLanguage';
import { RequiredMark } from './fields';
import { LANGUAGES, LOCALES, type Locale } from './locales';
import { errorText, focusRing, hint as hintClass, legend as legendClass } from './ui';

interface LocaleControl {
  locale: Locale;
  /** The field path, e.g. `title.fr`. */
  path: string;
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  /** Accessible name of the control, e.g. "Title (Français)". */
  label: string;
}

interface LocaleTabsProps {
  /** The translatable object's path, e.g. `title` or `extendInfo.location`. */
  name: string;
  label: string;
  /** English is required unless the whole value is optional. */
  required?: boolean;
  hint?: ReactNode;
  children: (control: LocaleControl) => ReactNode;
}

/**
 * Per-locale tabs for a translatable field (DESIGN section 8). English first; the others are optional
 * and fall back to English on the site. Arrow keys move between tabs; a tab whose text has an error
 * is marked, and a submit that fails switches to it.
 */
export function LocaleTabs({ name, label, required = true, hint, children }: LocaleTabsProps) {
  const { t } = useLingui();
  const { idPrefix, labels } = useContext(AdminFormContext);
  const {
    control,
    formState: { errors, submitCount },
  } = useFormContext();
  const values = (useWatch({ control, name }) ?? {}) as Partial<Record<Locale, string>>;
  const formLocale = useFormLanguage(name);
  const [active, setActive] = useState<Locale>('en');
  const [visited, setVisited] = useState<ReadonlySet<Locale>>(() => new Set(['en']));
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);
  const baseId = fieldIdOf(idPrefix, name);

  const errorOf = (locale: Locale): string | undefined => {
    const e = get(errors, `${name}.${locale}`) as { message?: string } | undefined;
    return e?.message;
  };
  const wholeError = (get(errors, name) as { message?: string } | undefined)?.message;

  useEffect(() => {
    for (const locale of LOCALES) labels.set(`${name}.${locale}`, `${label} (${LANGUAGES[locale].name})`);
    labels.set(name, label);
  }, [labels, name, label]);

  const open = (locale: Locale, focus = false) => {
    setActive(locale);
    setVisited((prev) => (prev.has(locale) ? prev : new Set([...prev, locale])));
    if (focus) tabs.current[LOCALES.indexOf(locale)]?.focus();
  };

  // The form-wide language switch moves every field to its language (each tab can still be chosen after).
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the form-wide language changes
  useEffect(() => {
    if (formLocale) open(formLocale);
  }, [formLocale]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: only after a submit
  useEffect(() => {
    if (submitCount === 0 || errorOf(active)) return;
    const first = LOCALES.find((l) => errorOf(l));
    if (first) open(first);
  }, [submitCount]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = LOCALES.indexOf(active);
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % LOCALES.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + LOCALES.length) % LOCALES.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? LOCALES.length - 1
              : null;
    if (next === null) return;
    event.preventDefault();
    open(LOCALES[next]!, true);
  };

  return (
    <fieldset className="min-w-0">
      <legend className={legendClass}>
        {label}
        {required && <RequiredMark />}
        {formLocale && formLocale !== 'en' && values.en?.trim() && !values[formLocale]?.trim() && (
          <span className="ml-2 rounded-full bg-gold/25 px-2 py-0.5 text-xs font-medium text-dark dark:text-sand">
            <Trans>Not translated yet</Trans>
          </span>
        )}
      </legend>
      <div
        role="tablist"
        aria-label={t`${label}: languages`}
        className="mt-1 flex gap-1 overflow-x-auto border-b border-dark/15 dark:border-sand/20"
      >
        {LOCALES.map((locale, i) => {
          const selected = locale === active;
          const hasError = Boolean(errorOf(locale));
          const filled = Boolean(values[locale]?.trim());
          return (
            <button
              key={locale}
              ref={(el) => {
                tabs.current[i] = el;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${locale}`}
              aria-selected={selected}
              aria-controls={`${baseId}-panel-${locale}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => open(locale)}
              onKeyDown={onKeyDown}
              className={`-mb-px shrink-0 rounded-t-md border-b-2 px-3 py-1.5 text-sm whitespace-nowrap ${focusRing} ${
                selected
                  ? 'border-primary font-semibold text-primary-strong dark:border-gold dark:text-gold'
                  : `border-transparent hover:bg-dark/5 dark:hover:bg-sand/10 ${filled ? '' : 'text-dark/55 dark:text-sand/55'}`
              }`}
            >
              <span lang={locale}>{LANGUAGES[locale].name}</span>
              {locale === 'en' && required && (
                <span aria-hidden className="ml-0.5 text-danger dark:text-red-400">
                  *
                </span>
              )}
              {hasError && (
                <>
                  <span aria-hidden className="ml-1 inline-block h-2 w-2 rounded-full bg-danger" />
                  <span className="sr-only">
                    {' '}
                    <Trans>(has an error)</Trans>
                  </span>
                </>
              )}
            </button>
          );
        })}
      </div>
      {LOCALES.map((locale) => {
        const id = `${baseId}-${locale}`;
        const error = errorOf(locale);
        const hintId = `${id}-hint`;
        const describedBy = [hintId, error ? `${id}-error` : null].filter(Boolean).join(' ');
        return (
          <div
            key={locale}
            role="tabpanel"
            id={`${baseId}-panel-${locale}`}
            aria-labelledby={`${baseId}-tab-${locale}`}
            hidden={locale !== active}
            className="pt-3"
          >
            <div className={locale === 'en' ? undefined : 'grid gap-3 min-[1100px]:grid-cols-2'}>
              <div className="min-w-0">
                {visited.has(locale) &&
                  children({
                    locale,
                    path: `${name}.${locale}`,
                    id,
                    'aria-invalid': error ? true : undefined,
                    'aria-describedby': describedBy,
                    label: `${label} (${LANGUAGES[locale].name})`,
                  })}
              </div>
              {locale !== 'en' && locale === active && <EnglishReference text={values.en ?? ''} />}
            </div>
            <p id={hintId} className={hintClass}>
              {locale === 'en' ? (
                required ? (
                  <Trans>Required. Shown when a translation is missing.</Trans>
                ) : (
                  <Trans>Optional. Shown when a translation is missing.</Trans>
                )
              ) : (
                <Trans>Optional. Falls back to English.</Trans>
              )}
              {hint ? <> {hint}</> : null}
            </p>
            {error && (
              <p id={`${id}-error`} className={errorText}>
                {error}
              </p>
            )}
          </div>
        );
      })}
      {wholeError && !LOCALES.some((l) => errorOf(l)) && <p className={errorText}>{wholeError}</p>}
    </fieldset>
  );
}

/** The English text beside a translation, to translate from; read-only, markup shown as plain text. */
function EnglishReference({ text }: { text: string }) {
  const plain = plainTextOf(text);
  return (
    <div className="mt-1 max-h-56 overflow-y-auto rounded-md border border-dashed border-dark/20 px-3 py-2 text-sm dark:border-sand/25">
      <p className="text-xs font-semibold tracking-wide text-dark/60 uppercase dark:text-sand/60">
        <Trans>English, for reference</Trans>
      </p>
      <p lang="en" className="mt-1 whitespace-pre-line">
        {plain || (
          <span className="text-dark/55 italic dark:text-sand/55">
            <Trans>No English text yet.</Trans>
          </span>
        )}
      </p>
    </div>
  );
}
