import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { api } from '../../app/trpc';
import { Trans } from '@lingui/react/macro';
import { LoadFailedMessage } from '../../features/content/LoadFailedMessage';
import { isNotFound } from '../../features/content/queryErrors';
import { Loading, Skeleton } from '../../features/content/Skeleton';
import { memberBookingsQuery } from './memberQuery';
import { RequestLinkForm } from './RequestLinkForm';

/**
 * /my-bookings/sign-in/{token}: the emailed link. Once the page runs it uses the link (a POST; the token
 * never goes into an API URL) and goes on to /my-bookings, signed in; a used or expired link asks for a
 * new one.
 */
export default function MemberSignInPage({ params }: { params: Record<string, string | undefined> }) {
  const token = params.token ?? '';
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const [failed, setFailed] = useState<'gone' | 'network' | null>(null);
  const [attempt, setAttempt] = useState(0);
  const started = useRef(-1);
  useEffect(() => {
    if (started.current === attempt) return;
    started.current = attempt;
    api.member.signIn
      .mutate({ token })
      .then(async () => {
        await queryClient.resetQueries({ queryKey: memberBookingsQuery(true).queryKey });
        navigate('/my-bookings', { replace: true });
      })
      .catch((error: { data?: { httpStatus?: number } | null }) => setFailed(isNotFound(error) ? 'gone' : 'network'));
  }, [token, attempt, navigate, queryClient]);

  if (failed === 'gone') return <RequestLinkForm expired />;
  if (failed === 'network') {
    return (
      <LoadFailedMessage
        links={[{ href: '/my-bookings', label: <Trans>My bookings</Trans> }]}
        onRetry={() => {
          setFailed(null);
          setAttempt((n) => n + 1);
        }}
      />
    );
  }
  return (
    <Loading className="mx-auto w-full max-w-2xl px-4 py-10 min-[900px]:py-16">
      <Skeleton className="h-8 w-48" />
      <Skeleton className="mt-8 h-40 w-full rounded-2xl" />
    </Loading>
  );
}
