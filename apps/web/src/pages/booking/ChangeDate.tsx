import type { Booking, ClassSession } from '@app/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery } from '@tanstack/react-query';
import { CalendarClock } from 'lucide-react';
import { useState } from 'react';
import { useTRPC } from '../../app/trpc';
import { buttonSecondary, muted } from '../../features/content/ui';
import { FormMessage } from '../../features/forms/fields';
import { formatSessionDay, formatSessionTime } from '../../features/sessions/sessionFormat';
import { useNow } from '../../lib/clock';
import { readServerErrors, serverErrorText } from '../../lib/server-errors';
import { ChangeActions, ChangePanel, useChangePanel } from './ChangePanel';

/** Whether this many seats fit in a session now. */
const fits = (session: ClassSession, seats: number) => session.seatsLeft === null || session.seatsLeft >= seats;

/**
 * "Change date": the class's other upcoming dates with their places left; one that is too full for
 * the booking's seats offers its waiting list, the current seats kept until a place opens there. The
 * answer (the booking on its new date, or waiting for it) replaces what the page shows.
 */
export function ChangeDate({ booking, token }: { booking: Booking; token: string }) {
  const { t } = useLingui();
  const trpc = useTRPC();
  const { open, setOpen, done } = useChangePanel(token, booking.class.slug);
  const now = useNow();
  const [chosen, setChosen] = useState<number | null>(null);
  const [joinWaitingList, setJoinWaitingList] = useState(false);
  const sessions = useQuery({ ...trpc.class.sessions.queryOptions({ slug: booking.class.slug }), enabled: open });
  const move = useMutation(
    trpc.booking.reschedule.mutationOptions({
      onSuccess: (updated) => {
        done(updated);
        setChosen(null);
      },
    }),
  );

  const dates = (sessions.data ?? []).filter(
    (session) => session.id !== booking.session.id && session.status === 'scheduled',
  );
  const target = dates.find((session) => session.id === chosen) ?? null;
  const full = target !== null && !fits(target, booking.seats);
  const openPanel = () => {
    move.reset();
    setOpen(true);
    // Places change while the page is open: the list shows them as they are now.
    if (sessions.data) void sessions.refetch();
  };
  return (
    <ChangePanel open={open} onOpen={openPanel} icon={CalendarClock} name={<Trans>Change date</Trans>}>
      <p className={`mt-1 text-sm ${muted}`}>
        <Trans>Your link stays the same, and we email you the new date.</Trans>
      </p>
      {sessions.isPending && (
        <p className={`mt-4 ${muted}`} role="status">
          <Trans>Loading the dates…</Trans>
        </p>
      )}
      {sessions.isError && (
        <div className="mt-4 space-y-2">
          <FormMessage kind="error">
            <Trans>The dates could not be loaded.</Trans>
          </FormMessage>
          <button type="button" className={buttonSecondary} onClick={() => sessions.refetch()}>
            <Trans>Try again</Trans>
          </button>
        </div>
      )}
      {sessions.isSuccess && dates.length === 0 && (
        <p className="mt-4">
          <Trans>This class has no other upcoming dates yet.</Trans>
        </p>
      )}
      {dates.length > 0 && (
        <form
          className="mt-4 space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (target) move.mutate({ token, sessionId: target.id, joinWaitingList: full && joinWaitingList });
          }}
        >
          <fieldset>
            <legend className="text-sm font-medium">
              <Trans>New date</Trans>
            </legend>
            <ul className="mt-2 space-y-2">
              {dates.map((session) => {
                const left = session.seatsLeft;
                return (
                  <li key={session.id}>
                    <label className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-dark/15 p-3 has-[:checked]:border-primary dark:border-sand/20">
                      <input
                        type="radio"
                        name="sessionId"
                        className="mt-1 h-4 w-4 shrink-0"
                        checked={chosen === session.id}
                        onChange={() => {
                          setChosen(session.id);
                          setJoinWaitingList(false);
                          move.reset();
                        }}
                      />
                      <span className="min-w-0">
                        <span className="block font-medium">{formatSessionDay(session, now)}</span>
                        <span className="block text-sm">{formatSessionTime(session)}</span>
                        <span className={`block text-sm ${muted}`}>
                          {left === null ? (
                            <Trans>Places available</Trans>
                          ) : left === 0 ? (
                            <Trans>Full: waiting list</Trans>
                          ) : (
                            <Trans>{left} places left</Trans>
                          )}
                        </span>
                      </span>
                    </label>
                  </li>
                );
              })}
            </ul>
          </fieldset>
          {full && (
            <label className="flex items-start gap-3 rounded-lg bg-gold/15 p-3 text-sm">
              <input
                type="checkbox"
                className="mt-0.5 h-4 w-4 shrink-0"
                checked={joinWaitingList}
                onChange={(event) => setJoinWaitingList(event.target.checked)}
              />
              <span>
                <Trans>
                  This date has too few places for your {booking.seats} seats. Join its waiting list and keep your
                  current seats until a place opens there; then your booking moves by itself.
                </Trans>
              </span>
            </label>
          )}
          {move.isError && (
            <FormMessage kind="error">
              {serverErrorText(readServerErrors(move.error), t`The booking could not be moved. Please try again.`)}
            </FormMessage>
          )}
          <ChangeActions
            busy={move.isPending}
            blocked={!target || (full && !joinWaitingList)}
            submit={move.isPending ? <Trans>Changing…</Trans> : <Trans>Move my booking</Trans>}
            keep={<Trans>Keep this date</Trans>}
            onKeep={() => setOpen(false)}
          />
        </form>
      )}
      {sessions.isSuccess && dates.length === 0 && (
        <button type="button" className={`mt-4 ${buttonSecondary}`} onClick={() => setOpen(false)}>
          <Trans>Close</Trans>
        </button>
      )}
    </ChangePanel>
  );
}
