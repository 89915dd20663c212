import type { AdminSession } from '@app/contract';
import { Trans } from '@lingui/react/macro';
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

/** "12 of 20 taken", with the seats left and who is waiting. */
export function SeatsSummary({
  session,
}: {
  session: Pick<AdminSession, 'seatsTaken' | 'capacity' | 'seatsLeft' | 'waitlisted'>;
}) {
  const { seatsTaken, capacity, seatsLeft, waitlisted } = session;
  return (
    <span className="tabular-nums">
      {capacity === null ? (
        <Trans>{seatsTaken} taken (no limit)</Trans>
      ) : (
        <Trans>
          {seatsTaken} of {capacity} taken
        </Trans>
      )}
      {seatsLeft !== null && seatsLeft > 0 && (
        <span className={`block text-xs ${muted}`}>
          <Trans>{seatsLeft} left</Trans>
        </span>
      )}
      {waitlisted > 0 && (
        <span className={`block text-xs ${muted}`}>
          <Trans>{waitlisted} waiting</Trans>
        </span>
      )}
    </span>
  );
}
