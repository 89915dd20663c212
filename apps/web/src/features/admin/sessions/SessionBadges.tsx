import type { AdminSession } from '@app/contract';
import { Plural, Trans } from '@lingui/react/macro';
import { muted } from '../ui';

const badge = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap';
const tones = {
  open: 'bg-success/15 text-success dark:bg-success/25 dark:text-green-300',
  full: 'bg-warn/15 text-[#8a5a14] dark:bg-warn/25 dark:text-amber-300',
  cancelled: 'bg-danger/10 text-danger dark:bg-danger/25 dark:text-red-300',
};

/** Cancelled (red), full (amber) or open (green). */
export function SessionStatusBadge({ session }: { session: Pick<AdminSession, 'status' | 'seatsLeft'> }) {
  if (session.status === 'cancelled') {
    return (
      <span className={`${badge} ${tones.cancelled}`}>
        <Trans>Cancelled</Trans>
      </span>
    );
  }
  return session.seatsLeft === 0 ? (
    <span className={`${badge} ${tones.full}`}>
      <Trans>Full</Trans>
    </span>
  ) : (
    <span className={`${badge} ${tones.open}`}>
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
