import type { Booking } from '@app/contract';
import { Trans } from '@lingui/react/macro';
import { CircleCheck, CircleX, Hourglass } from 'lucide-react';
import { useEffect, useRef } from 'react';

const styles = {
  confirmed: { box: 'bg-success/10', icon: 'text-success dark:text-green-300', Icon: CircleCheck },
  waitlisted: { box: 'bg-gold/15', icon: 'text-primary-strong dark:text-gold', Icon: Hourglass },
  cancelled: { box: 'bg-danger/10', icon: 'text-danger dark:text-red-300', Icon: CircleX },
} as const;

function Explanation({ booking }: { booking: Booking }) {
  if (booking.status === 'confirmed') return <Trans>Your place is confirmed. We look forward to seeing you.</Trans>;
  if (booking.status === 'waitlisted') {
    const position = booking.waitlistPosition;
    return position === null ? (
      <Trans>If a place opens, you are confirmed automatically and we let you know by email.</Trans>
    ) : (
      <Trans>
        You are number {position} on the waiting list. If a place opens, you are confirmed automatically and we let you
        know by email.
      </Trans>
    );
  }
  return booking.session.status === 'cancelled' ? (
    <Trans>The studio has cancelled this session. We are sorry for the change.</Trans>
  ) : (
    <Trans>This booking is cancelled. You are welcome to book another date.</Trans>
  );
}

/** Confirmed, on the waiting list (at position N) or cancelled; announced and focused when it becomes cancelled. */
export function BookingStatus({ booking }: { booking: Booking }) {
  const { box, icon, Icon } = styles[booking.status];
  const region = useRef<HTMLDivElement>(null);
  const previous = useRef(booking.status);
  useEffect(() => {
    // Cancelled just now: the button that did it is gone, so the answer takes the focus.
    if (booking.status === 'cancelled' && previous.current !== 'cancelled') region.current?.focus();
    previous.current = booking.status;
  }, [booking.status]);

  return (
    <div
      ref={region}
      tabIndex={-1}
      role="status"
      className={`flex gap-3 rounded-2xl p-5 outline-none focus-visible:ring-2 focus-visible:ring-primary ${box}`}
    >
      <Icon size={24} aria-hidden className={`mt-0.5 shrink-0 ${icon}`} />
      <div>
        <p className="text-lg font-semibold">
          {booking.status === 'confirmed' && <Trans>Confirmed</Trans>}
          {booking.status === 'waitlisted' && <Trans>On the waiting list</Trans>}
          {booking.status === 'cancelled' && <Trans>Cancelled</Trans>}
        </p>
        <p className="mt-1">
          <Explanation booking={booking} />
        </p>
      </div>
    </div>
  );
}
