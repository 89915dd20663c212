import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { type FieldError, type FieldValues, get, type Path, type UseFormReturn } from 'react-hook-form';
import { inputClass } from '../forms/fields';

/**
 * A field of the pages around signing in (sign-in, first admin, forgot and choose a password) and of the account's own
 * name and password (settings): its label, input, optional hint and error, tied together for screen readers.
 */
export function AuthField<T extends FieldValues>({
  form,
  name,
  id = name,
  label,
  type,
  autoComplete,
  hint,
}: {
  form: Pick<UseFormReturn<T, any, any>, 'register' | 'formState'>;
  name: Path<T>;
  /** The input's id; its name by default. */
  id?: string;
  label: ReactNode;
  type: 'text' | 'email' | 'password';
  autoComplete: string;
  hint?: ReactNode;
}) {
  const error = get(form.formState.errors, name) as FieldError | undefined;
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
        {...form.register(name)}
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

/** An email address that signs in (`username` to password managers, and passkeys where the page offers them). */
export function EmailAuthField<T extends FieldValues>(props: {
  form: Pick<UseFormReturn<T, any, any>, 'register' | 'formState'>;
  name: Path<T>;
  id?: string;
  autoComplete?: string;
}) {
  return <AuthField label={<Trans>Email</Trans>} type="email" autoComplete="username" {...props} />;
}

/** A password being chosen, with what makes a good one. */
export function NewPasswordAuthField<T extends FieldValues>(props: {
  form: Pick<UseFormReturn<T, any, any>, 'register' | 'formState'>;
  name: Path<T>;
  id?: string;
  label: ReactNode;
}) {
  return (
    <AuthField
      type="password"
      autoComplete="new-password"
      hint={<Trans>At least 10 characters; a few unrelated words make a strong password.</Trans>}
      {...props}
    />
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
