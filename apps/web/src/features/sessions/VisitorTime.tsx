import { Trans } from '@lingui/react/macro';
import { useVisitorTimeZone } from '../../lib/use-visitor-time-zone';
import { formatVisitorTime, type SessionTimes, sessionZoneLabel, showsOtherTime } from './sessionFormat';

/**
 * " (GMT+7)" after a session's time, once the page runs, for a visitor whose clock shows another time: the page
 * the server rendered names no zone (it cannot know the visitor's).
 */
export function SessionZoneLabel({ session }: { session: SessionTimes }) {
  const label = sessionZoneLabel(session, useVisitorTimeZone());
  return label && <span className="whitespace-nowrap"> ({label})</span>;
}

/**
 * The session on the visitor's own clock, once the page runs, for a visitor whose clock shows another time than
 * the class's: "Your time: Wed, Dec 2, 12:00 – 1:00 AM (Eastern Standard Time)". Nothing otherwise.
 */
export function VisitorTime({ session, className }: { session: SessionTimes; className?: string }) {
  const visitorZone = useVisitorTimeZone();
  if (visitorZone === null || !showsOtherTime(session, visitorZone)) return null;
  const { time, zone } = formatVisitorTime(session, visitorZone);
  return (
    <span className={className}>
      <Trans>
        Your time: {time} ({zone})
      </Trans>
    </span>
  );
}
