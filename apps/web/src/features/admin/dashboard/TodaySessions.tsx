import type { AdminSession } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { useTRPC } from '../../../app/trpc';
import { userText } from '../../../lib/user-text';
import { formatSessionTimes } from '../sessions/format';
import { SeatsTaken, SessionStatusBadge } from '../sessions/SessionBadges';
import { buttonSecondary, button, focusRing, muted } from '../ui';

/** How often "Today" asks again while the page is open (it also does when the window comes back into focus). */
const REFRESH_MS = 30_000;

/**
 * "Today" on the dashboard: the studio's sessions of the day (the server's day and clock, never the
 * browser's) with the seats taken, the seats checked in, the waiting list, and a link to each roster. The
 * next session (the first not yet ended, as the server saw it) stands out, its roster one tap away.
 */
export function TodaySessions() {
  const trpc = useTRPC();
  const today = useQuery(
    trpc.admin.sessions.today.queryOptions(undefined, {
      staleTime: 0,
      refetchInterval: REFRESH_MS,
      refetchOnWindowFocus: true,
    }),
  );
  return (
    <section aria-labelledby="today-sessions">
      <h2 id="today-sessions" className="text-lg font-semibold">
        <Trans>Today</Trans>
      </h2>
      {today.error && !today.data ? (
        <div role="alert" className="mt-3 text-danger dark:text-red-400">
          <p>{today.error.message}</p>
          <button type="button" className={`mt-2 ${buttonSecondary}`} onClick={() => today.refetch()}>
            <Trans>Try again</Trans>
          </button>
        </div>
      ) : !today.data ? (
        <p className={`mt-2 ${muted}`} aria-busy="true">
          <Trans>Loading…</Trans>
        </p>
      ) : today.data.sessions.length === 0 ? (
        <p className={`mt-2 ${muted}`}>
          <Trans>No sessions today</Trans>
        </p>
      ) : (
        <ul className="mt-3 space-y-3">
          {today.data.sessions.map((session) => (
            <TodaySession key={session.id} session={session} next={session.id === today.data.nextSessionId} />
          ))}
        </ul>
      )}
    </section>
  );
}

function TodaySession({ session, next }: { session: AdminSession; next: boolean }) {
  const { t } = useLingui();
  const title = session.class.title;
  const times = formatSessionTimes(session.startsAt, session.endsAt, session.timeZone);
  const cancelled = session.status === 'cancelled';
  const { seatsCheckedIn, seatsWaitlisted } = session;
  return (
    <li
      aria-current={next ? 'true' : undefined}
      className={`rounded-xl bg-white px-4 py-3 shadow-sm dark:bg-white/5 ${
        next ? 'ring-2 ring-primary dark:ring-gold' : 'ring-1 ring-dark/5 dark:ring-sand/10'
      }`}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <p className="min-w-0">
          {next && (
            <span className="mr-2 inline-block rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-white dark:bg-gold dark:text-dark">
              <Trans>Up next</Trans>
            </span>
          )}
          <span className="tabular-nums">{times}</span> <strong className="break-words">{userText(title)}</strong>
        </p>
        <SessionStatusBadge session={session} />
      </div>
      {!cancelled && (
        <ul className={`mt-1 flex flex-wrap gap-x-4 gap-y-0.5 text-sm tabular-nums ${muted}`}>
          <li>
            <SeatsTaken session={session} />
          </li>
          <li>
            <Plural value={seatsCheckedIn} one="# seat checked in" other="# seats checked in" />
          </li>
          <li>
            <Plural value={seatsWaitlisted} one="# seat on the waiting list" other="# seats on the waiting list" />
          </li>
        </ul>
      )}
      <div className="mt-2">
        {next ? (
          <Link
            href={`/admin/sessions/${session.id}`}
            className={`${button} w-full min-[480px]:w-auto`}
            aria-label={t`Open roster of ${title}, ${times}`}
          >
            <Trans>Open roster</Trans>
          </Link>
        ) : (
          <Link
            href={`/admin/sessions/${session.id}`}
            className={`inline-block rounded-sm text-sm font-medium text-primary underline underline-offset-4 dark:text-gold ${focusRing}`}
            aria-label={t`Roster of ${title}, ${times}`}
          >
            <Trans>Roster</Trans>
          </Link>
        )}
      </div>
    </li>
  );
}
