import type { AdminSession } from '@app/contract';
import { Plural, Trans } from '@lingui/react/macro';
import { pillTones } from '../StatusPill';
import { muted } from '../ui';

const badge = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap';

/** Cancelled (red), full (amber) or open (green). */
export function SessionStatusBadge({ session }: { session: Pick<AdminSession, 'status' | 'seatsLeft'> }) {
  if (session.status === 'cancelled') {
    return (
      <span className={`${badge} ${pillTones.danger}`}>
        <Trans>Cancelled</Trans>
      </span>
    );
  }
  return session.seatsLeft === 0 ? (
    <span className={`${badge} ${pillTones.warn}`}>
      <Trans>Full</Trans>
    </span>
  ) : (
    <span className={`${badge} ${pillTones.success}`}>
      <Trans>Open</Trans>
    </span>
  );
}

/** "12 of 20 seats taken" ("12 seats taken (no limit)"): the dashboard's and the session list's count. */
export function SeatsTaken({ session }: { session: Pick<AdminSession, 'seatsTaken' | 'capacity'> }) {
  const { seatsTaken, capacity } = session;
  return capacity === null ? (
    <Plural value={seatsTaken} one="# seat taken (no limit)" other="# seats taken (no limit)" />
  ) : (
    <Plural value={capacity} one={`${seatsTaken} of # seat taken`} other={`${seatsTaken} of # seats taken`} />
  );
}

/** The seats taken, with the seats left and the seats the waiting list asks for: every count is of seats. */
export function SeatsSummary({
  session,
}: {
  session: Pick<AdminSession, 'seatsTaken' | 'capacity' | 'seatsLeft' | 'seatsWaitlisted'>;
}) {
  const { seatsLeft, seatsWaitlisted } = session;
  return (
    <span className="tabular-nums">
      <SeatsTaken session={session} />
      {seatsLeft !== null && seatsLeft > 0 && (
        <span className={`block text-xs ${muted}`}>
          <Plural value={seatsLeft} one="# seat left" other="# seats left" />
        </span>
      )}
      {seatsWaitlisted > 0 && (
        <span className={`block text-xs ${muted}`}>
          <Plural value={seatsWaitlisted} one="# seat on the waiting list" other="# seats on the waiting list" />
        </span>
      )}
    </span>
  );
}
