import type { BookingSource, RosterBooking } from '@app/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../../features/admin/format';
import { card, muted } from '../../../features/admin/ui';

export function useSourceLabel() {
  const { t } = useLingui();
  return (source: BookingSource): string =>
    ({
      web: t`Online`,
      'walk-in': t`Walk-in`,
      staff: t`Staff`,
      'private-request': t`Private request`,
      api: t`API`,
    })[source];
}

/** One part of a roster (confirmed, waiting list, cancelled): a titled list of people, each with its actions. */
export function RosterSection({
  id,
  title,
  bookings,
  empty,
  actions,
  guestActions,
  collapsed = false,
}: {
  id: string;
  title: ReactNode;
  bookings: readonly RosterBooking[];
  empty: ReactNode;
  actions?: (booking: RosterBooking) => ReactNode;
  /** Beside each guest (attendance). */
  guestActions?: (booking: RosterBooking, guest: RosterBooking['guests'][number]) => ReactNode;
  /** Closed until opened (the cancelled bookings). */
  collapsed?: boolean;
}) {
  const { t } = useLingui();
  const sourceLabel = useSourceLabel();
  const list =
    bookings.length === 0 ? (
      <p className={`mt-2 ${muted}`}>{empty}</p>
    ) : (
      <ul className="mt-3 divide-y divide-dark/10 dark:divide-sand/10">
        {bookings.map((booking) => (
          <li key={booking.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3">
            <div className="min-w-0 flex-1 basis-56">
              <p className="font-medium break-words">
                {booking.waitlistPosition !== null && (
                  <span className={`mr-2 tabular-nums ${muted}`} title={t`Place on the waiting list`}>
                    {booking.waitlistPosition}.
                  </span>
                )}
                {booking.name ?? t`Booking ${booking.id}`}
                <span className={`ml-2 text-sm font-normal ${muted}`}>
                  {booking.seats === 1 ? <Trans>1 seat</Trans> : <Trans>{booking.seats} seats</Trans>}
                </span>
                {booking.attendanceMode && (
                  <span
                    className={`ml-2 inline-flex items-center rounded-full px-2 py-0.5 align-middle text-xs font-medium ${
                      booking.attendanceMode === 'online'
                        ? 'bg-primary/10 text-primary-strong dark:bg-gold/15 dark:text-gold-light'
                        : 'bg-dark/10 text-dark dark:bg-sand/15 dark:text-sand'
                    }`}
                  >
                    {booking.attendanceMode === 'online' ? <Trans>Joins online</Trans> : <Trans>Joins in person</Trans>}
                  </span>
                )}
              </p>
              {(booking.email || booking.phone) && (
                <p className={`text-sm break-all ${muted}`}>
                  {booking.email && (
                    <a className="underline" href={`mailto:${booking.email}`}>
                      {booking.email}
                    </a>
                  )}
                  {booking.email && booking.phone && ' · '}
                  {booking.phone}
                </p>
              )}
              <p className={`text-xs ${muted}`}>
                {sourceLabel(booking.source)} · <Trans>booked {formatDateTime(booking.createdAt)}</Trans>
                {booking.cancelledAt && (
                  <>
                    {' · '}
                    <Trans>cancelled {formatDateTime(booking.cancelledAt)}</Trans>
                  </>
                )}
                {booking.lateCancel && (
                  <>
                    {' '}
                    <span className="ml-1 rounded-full bg-danger/15 px-2 py-0.5 font-medium text-danger dark:text-red-300">
                      <Trans>Late cancel</Trans>
                    </span>
                  </>
                )}
              </p>
              {booking.movesBooking && (
                <p className={`text-xs ${muted}`}>
                  <Trans>Moving here from another date: keeps their seats there until confirmed here.</Trans>
                </p>
              )}
              {booking.guests.length > 0 && (
                <ul className="mt-1 space-y-0.5 border-l-2 border-dark/10 pl-3 text-sm dark:border-sand/10">
                  {booking.guests.map((guest) => (
                    <li key={guest.id} className="flex flex-wrap items-center justify-between gap-2 break-words">
                      <span className="min-w-0">
                        <span className={`mr-1 ${muted}`}>
                          <Trans>Guest</Trans>:
                        </span>
                        {guest.name}
                        {guest.email && (
                          <a className={`ml-2 underline break-all ${muted}`} href={`mailto:${guest.email}`}>
                            {guest.email}
                          </a>
                        )}
                      </span>
                      {guestActions?.(booking, guest)}
                    </li>
                  ))}
                </ul>
              )}
              {booking.message && <p className="mt-1 text-sm whitespace-pre-wrap">{booking.message}</p>}
            </div>
            {actions && <div className="flex flex-wrap items-center gap-2">{actions(booking)}</div>}
          </li>
        ))}
      </ul>
    );
  if (collapsed) {
    return (
      <details className={card}>
        <summary id={id} className="cursor-pointer text-lg font-semibold">
          {title}
        </summary>
        {list}
      </details>
    );
  }
  return (
    <section aria-labelledby={id} className={card}>
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {list}
    </section>
  );
}
