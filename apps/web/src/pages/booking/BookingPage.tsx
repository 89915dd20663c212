import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { PersonalPageSkeleton } from '../../features/content/PersonalPageSkeleton';
import { Skeleton } from '../../features/content/Skeleton';
import { QueryFallback } from '../../features/content/QueryFallback';
import { StatusMessage } from '../../features/content/StatusMessage';
import { bookingQuery } from './bookingQuery';
import { BookingView } from './BookingView';

function BookingSkeleton() {
  return (
    <PersonalPageSkeleton kickerWidth="w-32" titleLines={2}>
      <Skeleton className="mt-8 h-64 w-full rounded-2xl" />
    </PersonalPageSkeleton>
  );
}

/**
 * /booking/{token}: the personal page a booking's emails link to. It shows the booking and lets its
 * owner add it to a calendar or cancel it. The token is the only key: the server checks its signature,
 * so the page never reveals whether another token exists.
 */
export default function BookingPage({ params }: { params: Record<string, string | undefined> }) {
  const token = params.token;
  const booking = useQuery(bookingQuery(token));

  if (booking.data && token) return <BookingView booking={booking.data} token={token} />;
  const contact = { href: '/contact', label: <Trans>Contact us</Trans> };
  return (
    <QueryFallback
      query={booking}
      missing={!token}
      notFound={
        <StatusMessage
          title={<Trans>We couldn't find this booking</Trans>}
          links={[{ href: '/session-classes', label: <Trans>See all classes</Trans> }, contact]}
        >
          <p>
            <Trans>
              The link may be incomplete: open it again from your confirmation email, or write to us and we will help.
            </Trans>
          </p>
        </StatusMessage>
      }
      failedLinks={[contact]}
      loading={<BookingSkeleton />}
    />
  );
}
