import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { LoadFailedMessage } from '../../features/content/LoadFailedMessage';
import { PersonalPageSkeleton } from '../../features/content/PersonalPageSkeleton';
import { Skeleton } from '../../features/content/Skeleton';
import { useHydrated } from '../../lib/use-hydrated';
import { MemberBookingsView } from './MemberBookingsView';
import { isSignedOut, memberBookingsQuery } from './memberQuery';
import { RequestLinkForm } from './RequestLinkForm';

function MemberSkeleton() {
  return (
    <PersonalPageSkeleton kickerWidth="w-40" titleLines={1}>
      <Skeleton className="mt-8 h-40 w-full rounded-2xl" />
      <Skeleton className="mt-3 h-40 w-full rounded-2xl" />
    </PersonalPageSkeleton>
  );
}

/**
 * /my-bookings: a member's bookings, requests and newsletter subscription, without a password. Private,
 * so the server renders only the loading state; the list loads in the browser with the member's cookie.
 * Signed out (401), the page asks for the address and sends a sign-in link.
 */
export default function MyBookingsPage() {
  const hydrated = useHydrated();
  const bookings = useQuery(memberBookingsQuery(hydrated));
  if (bookings.data) return <MemberBookingsView data={bookings.data} />;
  if (bookings.isError && isSignedOut(bookings.error)) return <RequestLinkForm />;
  if (bookings.isError) {
    return (
      <LoadFailedMessage
        links={[{ href: '/contact', label: <Trans>Contact us</Trans> }]}
        onRetry={() => bookings.refetch()}
      />
    );
  }
  return <MemberSkeleton />;
}
