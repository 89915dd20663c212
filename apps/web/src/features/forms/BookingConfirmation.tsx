import type { RouterOutputs } from '@app/api';
import type { ClassSession } from '@app/contract';
import { Trans } from '@lingui/react/macro';
import { CalendarCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { sitePath } from '../../lib/site-path';
import { buttonPrimary } from '../content/ui';
import { useNow } from '../../lib/clock';
import { formatSessionDay, formatSessionTime } from '../sessions/sessionFormat';

type Result = RouterOutputs['registration']['classRegistration'];

interface Props {
  title: string;
  result: Result;
  /** The session booked, as the form showed it. */
  session: ClassSession | null;
}

/** What became of a booking: the date booked (or its waiting list) and the way to the manage page. */
export function BookingConfirmation({ title, result, session }: Props) {
  const box = useRef<HTMLDivElement>(null);
  // The form is gone: keyboard and screen-reader users continue from the answer.
  useEffect(() => box.current?.focus(), []);
  const now = useNow();
  const when = session ? `${formatSessionDay(session, now)}, ${formatSessionTime(session)}` : null;
  const manage = result.manageUrl ? sitePath(result.manageUrl) : null;
  const confirmed = result.status === 'confirmed';

  return (
    <div
      ref={box}
      tabIndex={-1}
      className="rounded-2xl bg-success/10 p-5 text-dark outline-none focus-visible:ring-2 focus-visible:ring-primary dark:text-sand"
    >
      <p role="status" className="flex gap-3">
        <CalendarCheck size={22} aria-hidden className="mt-0.5 shrink-0 text-success dark:text-green-300" />
        <span>
          {confirmed && when && (
            <Trans>
              You are registered for {title} on {when}. We have sent a confirmation to your email.
            </Trans>
          )}
          {confirmed && !when && (
            <Trans>You are registered for {title}. We have sent a confirmation to your email.</Trans>
          )}
          {!confirmed && when && (
            <Trans>
              {title} on {when} is full for now: you are on the waiting list, and we will write as soon as a place
              opens.
            </Trans>
          )}
          {!confirmed && !when && (
            <Trans>
              {title} is full for now: you are on the waiting list, and we will write as soon as a place opens.
            </Trans>
          )}
        </span>
      </p>
      {manage && (
        <div className="mt-4">
          <p className="text-sm">
            <Trans>Your booking has its own page: see it, add it to your calendar or cancel it there.</Trans>
          </p>
          {manage.internal ? (
            <Link href={manage.href} className={`mt-3 ${buttonPrimary}`}>
              <Trans>Manage your booking</Trans>
            </Link>
          ) : (
            <a href={manage.href} className={`mt-3 ${buttonPrimary}`}>
              <Trans>Manage your booking</Trans>
            </a>
          )}
        </div>
      )}
    </div>
  );
}
