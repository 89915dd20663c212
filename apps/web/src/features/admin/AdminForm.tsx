import { type FormEventHandler, type ReactNode, useCallback, useId, useMemo, useState } from 'react';
import { type FieldValues, FormProvider, type UseFormReturn } from 'react-hook-form';
import { ErrorSummary } from './ErrorSummary';
import { FormLanguageBar } from './FormLanguageBar';
import { AdminFormContext } from './formContext';
import { FormLanguageContext } from './formLanguage';
import type { Locale } from './locales';

interface AdminFormProps<T extends FieldValues> {
  form: UseFormReturn<T, any, any>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The form-level message of the last failed save, shown above the error list. */
  formError: string | null;
  /** Shown above everything (e.g. the "someone else changed this" notice). */
  banner?: ReactNode;
  children: ReactNode;
  className?: string;
  'aria-label'?: string;
}

/**
 * A back-office form: react-hook-form context, unique field ids, the error summary, no browser validation,
 * and, when it has translatable fields, one switch that shows all of them in one language.
 */
export function AdminForm<T extends FieldValues>({
  form,
  onSubmit,
  formError,
  banner,
  children,
  className = 'space-y-6',
  ...rest
}: AdminFormProps<T>) {
  const idPrefix = `f${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const meta = useMemo(() => ({ idPrefix, labels: new Map<string, string>() }), [idPrefix]);
  const [locale, setLocale] = useState<Locale | null>(null);
  const [localized, setLocalized] = useState<readonly string[]>([]);
  const register = useCallback((name: string) => {
    setLocalized((names) => (names.includes(name) ? names : [...names, name]));
    return () => setLocalized((names) => names.filter((n) => n !== name));
  }, []);
  const language = useMemo(() => ({ locale, register }), [locale, register]);
  return (
    <FormProvider {...form}>
      <AdminFormContext.Provider value={meta}>
        <FormLanguageContext.Provider value={language}>
          <form onSubmit={onSubmit} noValidate className={className} aria-label={rest['aria-label']}>
            {banner}
            <ErrorSummary message={formError} />
            {localized.length > 0 && <FormLanguageBar locale={locale} onChange={setLocale} fields={localized} />}
            {children}
          </form>
        </FormLanguageContext.Provider>
      </AdminFormContext.Provider>
    </FormProvider>
  );
}
