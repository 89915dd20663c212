import type { RouterOutputs } from '@app/api';
import type { ClassSession } from '@app/contract';
import { Trans } from '@lingui/react/macro';
import { MailCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { useNow } from '../../lib/clock';
import { textLink } from '../content/ui';
import { formatSessionDay, formatSessionTime } from '../sessions/sessionFormat';
import { userText } from '../../lib/user-text';

type Result = RouterOutputs['registration']['classRegistration'];

interface Props {
  title: string;
  result: Result;
  /** The session booked, as the form showed it. */
  session: ClassSession | null;
}

/**
 * What became of a booking: the date booked (or its waiting list), and that the details and the
 * booking's own link are in the email. The page says no more, and nothing else: the same answer comes
 * whether or not the address already held a booking of the date, so nobody learns from it what
 * someone else booked (the address's owner is told by email).
 */
export function BookingConfirmation({ title: classTitle, result, session }: Props) {
  const title = userText(classTitle);
  const box = useRef<HTMLDivElement>(null);
  // The form is gone: keyboard and screen-reader users continue from the answer.
  useEffect(() => box.current?.focus(), []);
  const now = useNow();
  const when = session ? `${formatSessionDay(session, now)}, ${formatSessionTime(session)}` : null;
  const confirmed = result.status === 'confirmed';

  return (
    <div
      ref={box}
      tabIndex={-1}
      className="rounded-2xl bg-success/10 p-5 text-dark outline-none focus-visible:ring-2 focus-visible:ring-primary dark:text-sand"
    >
      <p role="status" className="flex gap-3">
        <MailCheck size={22} aria-hidden className="mt-0.5 shrink-0 text-success dark:text-green-300" />
        <span>
          {confirmed && when && (
            <Trans>
              Check your email: we have sent the details of your booking for {title} on {when}, with your own link to
              see it, add it to your calendar or cancel it.
            </Trans>
          )}
          {confirmed && !when && (
            <Trans>
              Check your email: we have sent the details of your booking for {title}, with your own link to see it, add
              it to your calendar or cancel it.
            </Trans>
          )}
          {!confirmed && when && (
            <Trans>
              {title} on {when} is full for now, so bookings join its waiting list. Check your email: we have sent the
              details, with your own link, and we will write as soon as a place opens.
            </Trans>
          )}
          {!confirmed && !when && (
            <Trans>
              {title} is full for now, so bookings join its waiting list. Check your email: we have sent the details,
              with your own link, and we will write as soon as a place opens.
            </Trans>
          )}
        </span>
      </p>
      <p className="mt-3 text-sm">
        <Trans>
          No email within a few minutes? Look in your spam folder, or{' '}
          <Link href="/contact" className={textLink}>
            write to us
          </Link>
          .
        </Trans>
      </p>
    </div>
  );
}
