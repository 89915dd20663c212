import { Trans } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { api } from '../../app/trpc';
import { buttonPrimary, card, muted, pageTitle } from '../../features/content/ui';
import { isNotFound } from '../../features/content/queryErrors';
import { FormMessage } from '../../features/forms/fields';
import { useHydrated } from '../../lib/use-hydrated';
import { memberBookingsQuery } from './memberQuery';
import { RequestLinkForm } from './RequestLinkForm';

/**
 * /my-bookings/sign-in/{token}: the emailed link. Opening it uses nothing: mail scanners (Outlook Safe
 * Links, company gateways) open links, and the link works once, so the page (rendered on the server or
 * not) only asks. "Continue" uses the link (a POST; the token never goes into an API URL) and goes on to
 * /my-bookings, signed in; a used or expired link asks for a new one.
 */
export default function MemberSignInPage({ params }: { params: Record<string, string | undefined> }) {
  const token = params.token ?? '';
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const hydrated = useHydrated();
  const signIn = useMutation<unknown, { data?: { httpStatus?: number } | null }>({
    mutationFn: () => api.member.signIn.mutate({ token }),
    onSuccess: async () => {
      await queryClient.resetQueries({ queryKey: memberBookingsQuery(true).queryKey });
      navigate('/my-bookings', { replace: true });
    },
  });

  if (signIn.isError && isNotFound(signIn.error)) return <RequestLinkForm expired />;
  const busy = signIn.isPending || signIn.isSuccess;
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-10 text-dark min-[600px]:px-6 min-[900px]:py-16 dark:text-sand">
      <h1 className={pageTitle}>
        <Trans>My bookings</Trans>
      </h1>
      <div className={`mt-6 space-y-4 p-5 min-[600px]:p-6 ${card}`}>
        <p>
          <Trans>Your link signs you in to My bookings on this device. It works once.</Trans>
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
