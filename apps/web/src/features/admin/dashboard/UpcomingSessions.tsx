import type { AdminSession } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import { useTRPC } from '../../../app/trpc';
import { formatSessionTimes } from '../sessions/format';
import { SeatsTaken, SessionStatusBadge } from '../sessions/SessionBadges';
import { focusRing, muted, textLink } from '../ui';

/** Tomorrow's sessions (the studio's days) with the seats taken, each opening its roster; today's are in TodaySessions. */
export function UpcomingSessions() {
  const trpc = useTRPC();
  const days = useQuery(trpc.admin.sessions.days.queryOptions(undefined, { staleTime: 0 }));
  return (
    <section aria-labelledby="upcoming-sessions">
      <h2 id="upcoming-sessions" className="text-lg font-semibold">
        <Trans>Tomorrow</Trans>
      </h2>
      {days.error ? (
        <p role="alert" className="mt-3 text-danger dark:text-red-400">
          {days.error.message}
        </p>
      ) : !days.data ? (
        <p className={`mt-2 ${muted}`} aria-busy="true">
          <Trans>Loading…</Trans>
        </p>
      ) : (
        <TomorrowList sessions={days.data.days[1]?.sessions ?? []} />
      )}
      <Link href="/admin/sessions" className={`mt-2 inline-block text-sm ${textLink}`}>
        <Trans>All sessions</Trans>
      </Link>
    </section>
  );
}

function TomorrowList({ sessions }: { sessions: AdminSession[] }) {
  if (sessions.length === 0) {
    return (
      <p className={`mt-2 ${muted}`}>
        <Trans>No sessions.</Trans>
      </p>
    );
  }
  return (
    <ul className="mt-2 divide-y divide-dark/10 rounded-xl bg-white shadow-sm ring-1 ring-dark/5 dark:divide-sand/10 dark:bg-white/5 dark:ring-sand/10">
      {sessions.map((session) => (
        <li key={session.id}>
          <Link
            href={`/admin/sessions/${session.id}`}
            className={`flex flex-wrap items-center justify-between gap-x-3 gap-y-1 px-4 py-2.5 text-sm hover:bg-dark/[0.03] dark:hover:bg-sand/[0.04] ${focusRing}`}
          >
            <span className="min-w-0">
              <span className="tabular-nums">
                {formatSessionTimes(session.startsAt, session.endsAt, session.timeZone)}
              </span>{' '}
              <strong>{session.class.title}</strong>
            </span>
            <span className="flex items-center gap-2 tabular-nums">
              <SeatsTaken session={session} />
              <SessionStatusBadge session={session} />
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
