import { Trans } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { api } from '../../app/trpc';
import { buttonPrimary, card, muted, pageTitle } from '../../features/content/ui';
import { isNotFound } from '../../features/content/queryErrors';
import { FormMessage } from '../../features/forms/fields';
import { useHydrated } from '../../lib/use-hydrated';
import { userText } from '../../lib/user-text';
import { memberBookingsQuery } from './memberQuery';
import { RequestLinkForm } from './RequestLinkForm';

type TrpcError = { data?: { httpStatus?: number } | null };

/**
 * /my-bookings/sign-in/{token}: the emailed link. Opening it uses nothing: mail scanners (Outlook Safe
 * Links, company gateways) open links, and the link works once, so the page (rendered on the server or
 * not) only asks, naming the address once the browser has read it (`member.linkAddress`, which does not
 * use the link either). "Continue" uses the link (a POST; the token never goes into an API URL) and goes
 * on to /my-bookings, signed in; a used or expired link asks for a new one.
 */
export default function MemberSignInPage({ params }: { params: Record<string, string | undefined> }) {
  const token = params.token ?? '';
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const hydrated = useHydrated();
  const address = useMutation<{ email: string }, TrpcError>({
    mutationFn: () => api.member.linkAddress.mutate({ token }),
  });
  const signIn = useMutation<unknown, TrpcError>({
    mutationFn: () => api.member.signIn.mutate({ token }),
    onSuccess: async () => {
      await queryClient.resetQueries({ queryKey: memberBookingsQuery(true).queryKey });
      navigate('/my-bookings', { replace: true });
    },
  });
  const readAddress = address.mutate;
  useEffect(() => readAddress(), [readAddress]);

  if ((signIn.isError && isNotFound(signIn.error)) || (address.isError && isNotFound(address.error))) {
    return <RequestLinkForm expired />;
  }
  const busy = signIn.isPending || signIn.isSuccess;
  // The address as typed when the booking was made: text, never markup (`userText`).
  const email = address.data ? userText(address.data.email) : null;
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-10 text-dark min-[600px]:px-6 min-[900px]:py-16 dark:text-sand">
      <h1 className={pageTitle}>
        <Trans>My bookings</Trans>
      </h1>
      <div className={`mt-6 space-y-4 p-5 min-[600px]:p-6 ${card}`}>
        <p aria-live="polite" className="break-words">
          {email ? (
            <Trans>
              Sign in to My bookings as <strong>{email}</strong>? Your link works once, on this device.
            </Trans>
          ) : (
            <Trans>Your link signs you in to My bookings on this device. It works once.</Trans>
          )}
        </p>
        <button
          type="button"
          className={`w-full ${buttonPrimary}`}
          disabled={!hydrated || busy}
          aria-busy={busy}
          onClick={() => signIn.mutate()}
        >
          <Trans>Continue to My bookings</Trans>
        </button>
        {signIn.isError && (
          <FormMessage kind="error">
            <Trans>Signing in did not work. Please check your connection and try again.</Trans>
          </FormMessage>
        )}
        <p className={`text-sm ${muted}`}>
          <Trans>Did not ask for this link? Then you can ignore it: nothing happens until someone continues.</Trans>
        </p>
      </div>
    </div>
  );
}
