import type { ClassSession } from '@app/contract';
import { Plural, Trans } from '@lingui/react/macro';

const tone = {
  open: 'text-primary-strong dark:text-gold-light',
  full: 'text-dark dark:text-sand',
  cancelled: 'text-danger dark:text-red-300',
};

/** "3 places left", "Full – join the waiting list" or "Cancelled" for one session. */
export function SessionAvailability({ session, className = '' }: { session: ClassSession; className?: string }) {
  if (session.status === 'cancelled') {
    return (
      <span className={`font-semibold ${tone.cancelled} ${className}`}>
        <Trans>Cancelled</Trans>
      </span>
    );
  }
  if (session.seatsLeft === 0) {
    return (
      <span className={`font-semibold ${tone.full} ${className}`}>
        <Trans>Full – join the waiting list</Trans>
      </span>
    );
  }
  if (session.seatsLeft === null) {
    return (
      <span className={`${tone.open} ${className}`}>
        <Trans>Places available</Trans>
      </span>
    );
  }
  const seatsLeft = session.seatsLeft;
  return (
    <span className={`${tone.open} ${className}`}>
      <Plural value={seatsLeft} one="# place left" other="# places left" />
    </span>
  );
}
