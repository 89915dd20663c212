import type { AdminSession } from '@app/contract';
import { Plural, Trans } from '@lingui/react/macro';
import { pillTones, StatusPill } from '../StatusPill';
import { muted } from '../ui';

/** Cancelled (red), full (amber) or open (green). */
export function SessionStatusBadge({ session }: { session: Pick<AdminSession, 'status' | 'seatsLeft'> }) {
  if (session.status === 'cancelled') {
    return (
      <StatusPill tone={pillTones.danger}>
        <Trans>Cancelled</Trans>
      </StatusPill>
    );
  }
  return session.seatsLeft === 0 ? (
    <StatusPill tone={pillTones.warn}>
      <Trans>Full</Trans>
    </StatusPill>
  ) : (
    <StatusPill tone={pillTones.success}>
      <Trans>Open</Trans>
    </StatusPill>
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
