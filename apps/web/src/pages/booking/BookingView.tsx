import type { Booking } from '@app/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { CalendarPlus } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { useFormatLabel } from '../../features/classes/classFormat';
import { factRow } from '../../features/content/Fact';
import { buttonSecondary, card, eyebrow, muted, pageTitle, textLink } from '../../features/content/ui';
import { formatSessionDay, formatSessionTime, sessionZoneLabel } from '../../features/sessions/sessionFormat';
import { VisitorTime } from '../../features/sessions/VisitorTime';
import { useNow } from '../../lib/clock';
import { userText } from '../../lib/user-text';
import { useVisitorTimeZone } from '../../lib/use-visitor-time-zone';
import { BookingStatus } from './BookingStatus';
import { CancelBooking } from './CancelBooking';
import { ChangeAttendanceMode } from './ChangeAttendanceMode';
import { ChangeDate } from './ChangeDate';
import { ChangeSeats } from './ChangeSeats';
import { PendingMove } from './PendingMove';

const Fact = factRow({
  row: 'py-3 first:pt-0 last:pb-0 min-[600px]:grid min-[600px]:grid-cols-[9rem_1fr] min-[600px]:gap-4',
  value: 'mt-1 min-[600px]:mt-0',
});

/** The actions a booking email links to by fragment: "Leave the waiting list" (`#leave`, `#leave-move`). */
const LINKED_ACTIONS = new Set(['leave', 'leave-move']);

/**
 * Opened from an email's "Leave the waiting list" link: that button is focused (and so scrolled into view)
 * once the page is interactive. Nothing is given up until the person confirms.
 */
function useFocusLinkedAction() {
  useEffect(() => {
    const id = window.location.hash.slice(1);
    if (LINKED_ACTIONS.has(id)) document.getElementById(id)?.focus();
  }, []);
}

/** One booking as its owner sees it: what, when, where, its status, and what can still be done. */
export function BookingView({ booking, token }: { booking: Booking; token: string }) {
  const { t } = useLingui();
  const formatLabel = useFormatLabel();
  const { session } = booking;
  const day = formatSessionDay(session, useNow());
  const time = formatSessionTime(session);
  const zone = sessionZoneLabel(session, useVisitorTimeZone());
  // How this person joins: the class's format, or, for a hybrid class, the way they chose.
  const attends =
    booking.class.format === 'hybrid' && booking.attendanceMode ? booking.attendanceMode : booking.class.format;
  const place = attends === 'online' ? null : booking.class.location;
  const cancelled = booking.status === 'cancelled';
  const seats = booking.seats;
  useFocusLinkedAction();

  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-10 text-dark min-[600px]:px-6 min-[900px]:py-16 dark:text-sand">
      <p className={eyebrow}>
        <Trans>Your booking</Trans>
      </p>
      <h1 className={`mt-2 ${pageTitle}`}>{booking.class.title}</h1>
      <div className="mt-6 space-y-4">
        <BookingStatus booking={booking} />
        <PendingMove booking={booking} token={token} />
      </div>

      <section aria-label={t`Booking details`} className={`mt-6 p-5 min-[600px]:p-6 ${card}`}>
        <dl className="divide-y divide-dark/10 dark:divide-sand/15">
          <Fact label={<Trans>Date</Trans>}>
            <span className={`font-semibold ${session.status === 'cancelled' ? 'line-through decoration-1' : ''}`}>
              {day}
            </span>
          </Fact>
          <Fact label={<Trans>Time</Trans>}>
            {time}
            {zone && (
              <span className={`block text-sm ${muted}`}>
                <Trans>In the class’s time zone ({zone})</Trans>
              </span>
            )}
            <VisitorTime session={session} className={`block text-sm ${muted}`} />
          </Fact>
          <Fact label={<Trans>Seats</Trans>}>
            {seats}
            {booking.guests.length > 0 && (
              <ul className={`mt-1 text-sm ${muted}`} aria-label={t`Guests`}>
                {booking.guests.map((guest) => (
                  <li key={`${guest.name}\u0000${guest.email ?? ''}`} className="break-words">
                    <Trans>Guest: {userText(guest.name)}</Trans>
                  </li>
                ))}
              </ul>
            )}
          </Fact>
          <Fact label={<Trans>Where</Trans>}>
            <span className="block">{formatLabel(attends)}</span>
            {place && <span className={`block text-sm ${muted}`}>{place}</span>}
            {attends !== 'in-person' && !cancelled && (
              <span className={`block text-sm ${muted}`}>
                <Trans>The meeting link is in your confirmation email.</Trans>
              </span>
            )}
          </Fact>
          <Fact label={<Trans>Name</Trans>}>{booking.name}</Fact>
        </dl>
      </section>

      <div className="mt-6 flex flex-col gap-3 min-[600px]:flex-row min-[600px]:flex-wrap">
        {!cancelled && (
          <a href={booking.calendarUrl} download className={`w-full min-[600px]:w-auto ${buttonSecondary}`}>
            <CalendarPlus size={18} aria-hidden />
            <Trans>Add to calendar</Trans>
          </a>
        )}
        {booking.cancellable && <ChangeDate booking={booking} token={token} />}
        {booking.cancellable && booking.class.format === 'hybrid' && (
          <ChangeAttendanceMode booking={booking} token={token} />
        )}
        {booking.cancellable && !booking.pendingMove && <ChangeSeats booking={booking} token={token} />}
        {!cancelled && <CancelBooking booking={booking} token={token} when={`${day}, ${time}`} />}
      </div>

      <p className={`mt-8 text-sm ${muted}`}>
        <Link href={`/class/${booking.class.slug}`} className={textLink}>
          <Trans>See the class and its other dates</Trans>
        </Link>
      </p>
    </div>
  );
}
