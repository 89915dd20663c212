import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { currentLocale } from '../../app/i18n';
import { api } from '../../app/trpc';
import { buttonPrimary, card, muted, pageTitle } from '../../features/content/ui';
import { FormMessage, inputClass } from '../../features/forms/fields';
import { useHydrated } from '../../lib/use-hydrated';

interface FieldErrors {
  data?: { httpStatus?: number; fieldErrors?: Record<string, string[]> | null } | null;
  message?: string;
}

/**
 * Signed out: the visitor types the address their bookings were made with and is told the same thing
 * whatever it holds; the email (if any) brings a sign-in link.
 */
export function RequestLinkForm({ expired = false }: { expired?: boolean }) {
  const { t } = useLingui();
  const id = useId();
  const hydrated = useHydrated();
  const [email, setEmail] = useState('');
  const ask = useMutation<unknown, FieldErrors, string>({
    mutationFn: (address) => api.member.requestLink.mutate({ email: address, locale: currentLocale() }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    ask.mutate(email);
  };
  const fieldError = ask.error?.data?.fieldErrors?.email?.[0];
  const tooMany = ask.error?.data?.httpStatus === 429;

  return (
    <div className="mx-auto w-full max-w-xl px-4 py-10 text-dark min-[600px]:px-6 min-[900px]:py-16 dark:text-sand">
      <h1 className={pageTitle}>
        <Trans>My bookings</Trans>
      </h1>
      <p className={`mt-3 ${muted}`}>
        <Trans>
          Enter the email address you booked with. We will send you a link that shows all your bookings, requests and
          your newsletter subscription: no password needed.
        </Trans>
      </p>
      {expired && (
        <div className="mt-4">
          <FormMessage kind="error">
            <Trans>This sign-in link does not work any more: it was used or it expired. Ask for a new one below.</Trans>
          </FormMessage>
        </div>
      )}
      <form onSubmit={submit} noValidate className={`mt-6 space-y-4 p-5 min-[600px]:p-6 ${card}`}>
        <div>
          <label htmlFor={`${id}-email`} className="text-sm font-medium">
            <Trans>Email address</Trans>
          </label>
          <input
            id={`${id}-email`}
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            className={inputClass}
            {...(fieldError ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {})}
          />
          {fieldError && (
            <p id={`${id}-error`} className="mt-1 text-sm text-error">
              {fieldError}
            </p>
          )}
        </div>
        <button type="submit" className={`w-full ${buttonPrimary}`} disabled={!hydrated || ask.isPending}>
          {ask.isPending ? t`Sending…` : t`Send me a link`}
        </button>
        {ask.isSuccess && (
          <FormMessage kind="success">
            <Trans>
              If this address has bookings with us, we have sent you a link. It works once, for 30 minutes. Check your
              inbox (and your spam folder).
            </Trans>
          </FormMessage>
        )}
        {tooMany && (
          <FormMessage kind="error">
            <Trans>You asked for several links in a short time. Please wait a while and try again.</Trans>
          </FormMessage>
        )}
        {ask.isError && !fieldError && !tooMany && (
          <FormMessage kind="error">
            <Trans>The link could not be sent. Please check your connection and try again.</Trans>
          </FormMessage>
        )}
      </form>
    </div>
  );
}
