import { type FormEventHandler, type ReactNode, useId, useMemo } from 'react';
import { type FieldValues, FormProvider, type UseFormReturn } from 'react-hook-form';
import { ErrorSummary } from './ErrorSummary';
import { AdminFormContext } from './formContext';

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

/** A back-office form: react-hook-form context, unique field ids, the error summary, no browser validation. */
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
  return (
    <FormProvider {...form}>
      <AdminFormContext.Provider value={meta}>
        <form onSubmit={onSubmit} noValidate className={className} aria-label={rest['aria-label']}>
          {banner}
          <ErrorSummary message={formError} />
          {children}
        </form>
      </AdminFormContext.Provider>
    </FormProvider>
  );
}
