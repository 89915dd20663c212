import type { ClassSession } from '@app/contract';
import { Trans } from '@lingui/react/macro';
import { Check } from 'lucide-react';
import { TitledSection } from '../../features/content/TitledSection';
import { buttonPrimary, buttonSecondary, card, muted } from '../../features/content/ui';
import { SessionAvailability } from '../../features/sessions/SessionAvailability';
import { isBookable } from '../../features/sessions/sessionChoice';
import { formatSessionDay, formatSessionTime } from '../../features/sessions/sessionFormat';
import { SessionZoneLabel, VisitorTime } from '../../features/sessions/VisitorTime';
import { useNow } from '../../lib/clock';
import { useHydrated } from '../../lib/use-hydrated';

interface UpcomingDatesProps {
  sessions: readonly ClassSession[];
  /** The session chosen in the registration form. */
  chosenId: number | null;
  /** Absent in a staff preview, which has no form to choose in. */
  onChoose: ((session: ClassSession) => void) | undefined;
}

function DateRow({
  session,
  chosen,
  onChoose,
}: {
  session: ClassSession;
  chosen: boolean;
  onChoose: (() => void) | undefined;
}) {
  const now = useNow();
  const day = formatSessionDay(session, now);
  const time = formatSessionTime(session);
  const bookable = isBookable(session, now) && onChoose !== undefined;
  const cancelled = session.status === 'cancelled';
  // Server-rendered, a tap could not choose anything until the app runs: the button says so until then.
  const ready = useHydrated();
  return (
    <li
      className={`flex items-center justify-between gap-3 p-4 ${card} ${chosen ? 'ring-2 ring-primary dark:ring-gold' : ''}`}
    >
      <div className="min-w-0">
        <p className={`font-semibold ${cancelled ? 'line-through decoration-1' : ''}`}>{day}</p>
        <p className={`text-sm ${muted}`}>
          {time}
          <SessionZoneLabel session={session} />
          <VisitorTime session={session} className="block" />
        </p>
        <p className="mt-1 text-sm">
          <SessionAvailability session={session} />
        </p>
      </div>
      {bookable && (
        <button
          type="button"
          aria-pressed={chosen}
          onClick={onChoose}
          disabled={!ready}
          className={`shrink-0 px-4 disabled:opacity-60 ${chosen ? buttonPrimary : buttonSecondary}`}
        >
          {chosen && <Check size={18} aria-hidden />}
          {chosen ? <Trans>Chosen</Trans> : <Trans>Choose</Trans>}
          <span className="sr-only">
            {' '}
            {day}, {time}
          </span>
        </button>
      )}
    </li>
  );
}

/** The next sessions with their places; choosing one chooses it in the registration form below. */
export function UpcomingDates({ sessions, chosenId, onChoose }: UpcomingDatesProps) {
  return (
    <TitledSection headingId="class-dates" className="min-w-0" title={<Trans>Upcoming dates</Trans>}>
      <ul className="mt-4 space-y-3">
        {sessions.map((session) => (
          <DateRow
            key={session.id}
            session={session}
            chosen={session.id === chosenId}
            onChoose={onChoose && (() => onChoose(session))}
          />
        ))}
      </ul>
    </TitledSection>
  );
}
