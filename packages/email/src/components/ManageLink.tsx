/** @jsxRuntime automatic */
import { formatMoment } from '../format';
import { EMAIL_CATALOGS } from '../messages';
import type { BookingEmailProps } from '../props';
import { Action, AllBookingsLink, Paragraph } from './Blocks';

/**
 * The personal link to a booking, what it is for, and until when the booking can be cancelled online
 * (in the class's zone), from the booking email's own props: in every email about a booking that goes on. The
 * email links to "My bookings" on the studio's site too.
 */
export function ManageLink({
  booking,
}: {
  booking: Pick<BookingEmailProps, 'locale' | 'studio' | 'manageUrl' | 'cancellation' | 'session'>;
}) {
  const { locale, cancellation } = booking;
  const m = EMAIL_CATALOGS[locale].manage;
  const deadline = cancellation && formatMoment(cancellation.until, booking.session.timeZone, locale);
  return (
    <>
      {cancellation && deadline && (
        <Paragraph>{cancellation.open ? m.cancelUntil({ deadline }) : m.cancelClosed({ deadline })}</Paragraph>
      )}
      <Action href={booking.manageUrl}>{m.button}</Action>
      <Paragraph muted>{m.hint}</Paragraph>
      <AllBookingsLink locale={locale} siteUrl={booking.studio.siteUrl} />
    </>
  );
}
