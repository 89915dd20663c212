import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { schemaMessage } from './schemaMessages';

export const inputClass =
  'mt-1 block w-full rounded-md border border-dark/25 bg-white px-3 py-2 text-dark focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary aria-[invalid=true]:border-error dark:border-sand/30 dark:bg-dark dark:text-sand';

interface FieldProps {
  id: string;
  label: ReactNode;
  error?: FieldError | undefined;
  hint?: ReactNode;
  optional?: ReactNode;
  children: (props: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode;
}

/** A labelled control with its hint and its error tied to it for screen readers. */
export function Field({ id, label, error, hint, optional, children }: FieldProps) {
  const { i18n } = useLingui();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
        {optional && <span className="ms-1 font-normal opacity-75">{optional}</span>}
      </label>
      {children({
        id,
        ...(error ? { 'aria-invalid': true } : {}),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      })}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm opacity-80">
          {hint}
        </p>
      )}
      {error?.message && (
        <p id={`${id}-error`} className="mt-1 text-sm text-error">
          {schemaMessage(error.message, (d) => i18n._(d))}
        </p>
      )}
    </div>
  );
}

/** The spam trap: invisible and skipped by keyboards and screen readers; bots fill it. */
export function Honeypot({ register }: { register: UseFormRegisterReturn }) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        Website
        <input type="text" tabIndex={-1} autoComplete="off" {...register} />
      </label>
    </div>
  );
}

export function FormMessage({ kind, children }: { kind: 'error' | 'success'; children: ReactNode }) {
  return (
    <p
      role={kind === 'error' ? 'alert' : 'status'}
      className={`rounded-md px-3 py-2 text-sm ${kind === 'error' ? 'bg-danger/10 text-error' : 'bg-success/10 text-dark dark:text-sand'}`}
    >
      {children}
    </p>
  );
}
