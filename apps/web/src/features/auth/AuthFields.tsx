import type { ReactNode } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { inputClass } from '../forms/fields';

/**
 * A field of the pages around signing in (sign-in, first admin, forgot and choose a password) and of the account's own
 * name and password (settings): its label, input,
 * optional hint and error, tied together for screen readers.
 */
export function AuthField({
  id,
  label,
  type,
  autoComplete,
  hint,
  error,
  registration,
}: {
  id: string;
  label: ReactNode;
  type: 'text' | 'email' | 'password';
  autoComplete: string;
  hint?: ReactNode;
  error: FieldError | undefined;
  registration: UseFormRegisterReturn;
}) {
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        type={type}
        autoComplete={autoComplete}
        className={inputClass}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        {...registration}
      />
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-dark/70 dark:text-sand/70">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-error">
          {error.message}
        </p>
      )}
    </div>
  );
}

/** The send button of those pages: full width, off while sending. */
export function AuthSubmit({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <button
      type="submit"
      disabled={busy}
      className="w-full rounded-full bg-primary px-4 py-2.5 font-medium text-white hover:bg-primary-strong focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-offset-2 disabled:opacity-60"
    >
      {children}
    </button>
  );
}

/** What went wrong with the whole form, announced. */
export function AuthFormError({ message, className = '' }: { message: string | null; className?: string }) {
  if (!message) return null;
  return (
    <p role="alert" className={`rounded-md bg-danger/10 px-3 py-2 text-sm text-error ${className}`}>
      {message}
    </p>
  );
}
