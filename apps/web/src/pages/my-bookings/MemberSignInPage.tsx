import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { api } from '../../app/trpc';
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
  const [failed, setFailed] = useState(false);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    api.member.signIn
      .mutate({ token })
      .then(async () => {
        await queryClient.resetQueries({ queryKey: memberBookingsQuery(true).queryKey });
        navigate('/my-bookings', { replace: true });
      })
      .catch(() => setFailed(true));
  }, [token, navigate, queryClient]);

  if (failed) return <RequestLinkForm expired />;
  return (
    <Loading className="mx-auto w-full max-w-2xl px-4 py-10 min-[900px]:py-16">
      <Skeleton className="h-8 w-48" />
      <Skeleton className="mt-8 h-40 w-full rounded-2xl" />
    </Loading>
  );
}
