import type { ClassSession } from '@app/contract';
import { Plural, Trans } from '@lingui/react/macro';
import { useNow } from '../../lib/clock';
import { formatMoment } from './sessionFormat';

const HOUR_MS = 3_600_000;

/** How long before the start a booking can be cancelled online: "Free cancellation online until 12 hours before the start". */
export function CancellationRule({ hours }: { hours: number }) {
  if (hours === 0) return <Trans>Free cancellation online until the start.</Trans>;
  return (
    <Plural
      value={hours}
      one="Free cancellation online until # hour before the start."
      other="Free cancellation online until # hours before the start."
    />
  );
}

/**
 * Until when a booking of this date can be cancelled online, on the class's clock; a date already
 * inside the cut-off says that, once booked, it cannot be (on the page's clock: the server's time until
 * the page has hydrated, so the server's page and the browser's first render agree).
 */
export function SessionCancellation({ session, hours }: { session: ClassSession; hours: number }) {
  const now = useNow();
  const deadline = new Date(new Date(session.startsAt).getTime() - hours * HOUR_MS);
  if (deadline.getTime() <= now) {
    return (
      <Plural
        value={hours}
        one="This date starts within # hour: once booked, it can no longer be cancelled online."
        other="This date starts within # hours: once booked, it can no longer be cancelled online."
      />
    );
  }
  const until = formatMoment(deadline.toISOString(), session.timeZone);
  return <Trans>Free cancellation online until {until}.</Trans>;
}
