import type { Booking } from '@app/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { Hourglass } from 'lucide-react';
import { useTRPC } from '../../app/trpc';
import { buttonSecondary } from '../../features/content/ui';
import { FormMessage } from '../../features/forms/fields';
import { formatSessionDay, formatSessionTime } from '../../features/sessions/sessionFormat';
import { useNow } from '../../lib/clock';
import { readServerErrors, serverErrorText } from '../../lib/server-errors';
import { useBookingChanged } from './useBookingChanged';

/**
 * A move waiting for a place on another date: its place on that waiting list, that the seats here are
 * kept meanwhile, and "Leave that waiting list" (asking for the date held gives the place up).
 */
export function PendingMove({ booking, token }: { booking: Booking; token: string }) {
  const { t } = useLingui();
  const trpc = useTRPC();
  const changed = useBookingChanged(token, booking.class.slug);
  const now = useNow();
  const leave = useMutation(
    trpc.booking.reschedule.mutationOptions({
      onSuccess: changed,
    }),
  );
  const move = booking.pendingMove;
  if (!move) return null;
  const when = `${formatSessionDay(move.session, now)}, ${formatSessionTime(move.session)}`;
  const position = move.waitlistPosition;
  return (
    <div className="flex gap-3 rounded-2xl bg-gold/15 p-5" role="status">
      <Hourglass size={24} aria-hidden className="mt-0.5 shrink-0 text-primary-strong dark:text-gold" />
      <div className="min-w-0 space-y-3">
        <p className="font-semibold">
          <Trans>Waiting for another date: {when}</Trans>
        </p>
        <p>
          <Trans>
            You are number {position} on its waiting list. You keep your seats on the date below until a place opens
            there; then your booking moves by itself and we email you.
          </Trans>
        </p>
        {leave.isError && (
          <FormMessage kind="error">
            {serverErrorText(readServerErrors(leave.error), t`Something went wrong. Please try again.`)}
          </FormMessage>
        )}
        <button
          id="leave-move"
          type="button"
          className={buttonSecondary}
          disabled={leave.isPending}
          aria-busy={leave.isPending}
          onClick={() => leave.mutate({ token, sessionId: booking.session.id })}
        >
          <Trans>Leave that waiting list</Trans>
        </button>
      </div>
    </div>
  );
}
