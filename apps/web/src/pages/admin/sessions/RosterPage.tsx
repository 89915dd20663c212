import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { AttendanceState, Roster, RosterBooking } from '@app/contract';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Download, Pencil, UserPlus } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { api, useTRPC } from '../../../app/trpc';
import { AdminPage } from '../../../features/admin/AdminPage';
import { type Confirmation, PendingActionDialog } from '../../../features/admin/ConfirmDialog';
import { FormSkeleton, LoadError } from '../../../features/admin/LoadStates';
import { formatSession, formatSessionStart } from '../../../features/admin/sessions/format';
import { SessionStatusBadge } from '../../../features/admin/sessions/SessionBadges';
import { useReached } from '../../../features/admin/sessions/useReached';
import { toast } from '../../../features/admin/toast';
import { button, buttonGhostDanger, buttonSecondary, card, muted } from '../../../features/admin/ui';
import { useSession } from '../../../features/auth/useSession';
import { readServerErrors, serverErrorText } from '../../../lib/server-errors';
import { downloadCsv } from '../registrant/downloadCsv';
import { EditSessionDialog } from './EditSessionDialog';
import { AttendanceToggle } from './AttendanceToggle';
import { MoveBookingDialog } from './MoveBookingDialog';
import { RosterSection } from './RosterSection';
import { userText } from '../../../lib/user-text';
import { WalkInDialog } from './WalkInDialog';

const seatsOf = (bookings: readonly RosterBooking[]) => bookings.reduce((sum, booking) => sum + booking.seats, 0);

/** A question asked before an action that cannot be taken back, and the action. */
interface PendingAction extends Confirmation {
  run: () => Promise<Roster>;
  success: string;
}

/** /admin/sessions/{id}: who comes (check-in), who waits, who cancelled; the session's seats and actions. */
export default function RosterPage({ params }: { params: Record<string, string | undefined> }) {
  const trpc = useTRPC();
  const { t } = useLingui();
  const sessionId = Number(params.id);
  const { user } = useSession();
  const isAdmin = user?.role === 'admin';
  const queryClient = useQueryClient();
  const roster = useQuery(
    trpc.admin.sessions.roster.queryOptions({ sessionId }, { enabled: Number.isInteger(sessionId) && sessionId > 0 }),
  );
  const [dialog, setDialog] = useState<'walk-in' | 'edit' | null>(null);
  const [confirmation, setConfirmation] = useState<PendingAction | null>(null);
  const [moving, setMoving] = useState<RosterBooking | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  // A mark shows what was asked for until the answer comes (then the roster says).
  const [marking, setMarking] = useState<{ key: string; state: AttendanceState | null } | null>(null);
  // Check-in opens hours before the start (the booking settings); the server refuses it earlier too.
  const checkInOpen = useReached(roster.data?.checkInOpensAt ?? null);

  const show = (next: Roster) => {
    queryClient.setQueryData(trpc.admin.sessions.roster.queryKey({ sessionId }), next);
    void queryClient.invalidateQueries(trpc.admin.sessions.list.pathFilter());
    void queryClient.invalidateQueries(trpc.admin.sessions.days.pathFilter());
  };
  const act = async (run: () => Promise<Roster>, success: string, bookingId: number | null = null) => {
    setBusy(bookingId);
    try {
      show(await run());
      toast.success(success);
    } catch (error) {
      toast.error(serverErrorText(readServerErrors(error), t`Something went wrong. Please try again.`));
      void roster.refetch();
    } finally {
      setBusy(null);
    }
  };

  if (!roster.data) {
    return (
      <AdminPage title={t`Roster`} back={{ href: '/admin/sessions', label: <Trans>Sessions</Trans> }}>
        {roster.error ? (
          <LoadError message={roster.error.message} onRetry={() => roster.refetch()} />
        ) : (
          <FormSkeleton />
        )}
      </AdminPage>
    );
  }

  const { session, confirmed, waitlisted, cancelled, checkInOpensAt } = roster.data;
  const checkInHours = Math.round((Date.parse(session.startsAt) - Date.parse(checkInOpensAt)) / 3_600_000);
  const opensAt = formatSessionStart(checkInOpensAt, session.timeZone);
  const zone = session.timeZone;
  const when = formatSession(session);
  const cancelledSession = session.status === 'cancelled';
  // A hybrid class's confirmed seats by how people join (none recorded: not a hybrid class).
  const joining = confirmed.some((booking) => booking.attendanceMode !== null)
    ? {
        inPerson: seatsOf(confirmed.filter((booking) => booking.attendanceMode !== 'online')),
        online: seatsOf(confirmed.filter((booking) => booking.attendanceMode === 'online')),
      }
    : null;
  const who = (booking: RosterBooking) => booking.name ?? t`Booking ${booking.id}`;
  const unmarked = roster.data.unmarked;
  /** Attended / No-show of a booking (its booker) or, with a guest, of that guest. */
  const attendance = (booking: RosterBooking, guest?: RosterBooking['guests'][number]) => {
    const key = guest ? `g${guest.id}` : `b${booking.id}`;
    const name = guest ? guest.name : who(booking);
    const stored = guest ? guest.attendance : booking.attendance;
    const mark = (state: AttendanceState | null) => {
      setMarking({ key, state });
      void act(
        () =>
          api.admin.sessions.markAttendance.mutate({
            bookingId: booking.id,
            ...(guest ? { guestId: guest.id } : {}),
            state,
          }),
        state === 'attended'
          ? t`${name} attended.`
          : state === 'no_show'
            ? t`${name} is marked as a no-show.`
            : t`The attendance mark of ${name} was taken back.`,
        booking.id,
      ).finally(() => setMarking(null));
    };
    return (
      <AttendanceToggle
        who={name}
        state={marking?.key === key ? marking.state : stored}
        busy={busy === booking.id}
        closed={!checkInOpen}
        describedBy={checkInOpen ? undefined : 'check-in-closed'}
        onChange={mark}
      />
    );
  };
  const markRest = (state: AttendanceState) =>
    setConfirmation({
      title:
        state === 'attended' ? (
          <Plural
            value={unmarked}
            one="Mark # unmarked person as attended?"
            other="Mark # unmarked people as attended?"
          />
        ) : (
          <Plural
            value={unmarked}
            one="Mark # unmarked person as a no-show?"
            other="Mark # unmarked people as no-shows?"
          />
        ),
      description: (
        <Trans>
          Everyone confirmed on this roster (and their guests) who is not marked yet gets this mark. Marks already made
          stay as they are, and each one can still be changed.
        </Trans>
      ),
      confirmLabel: state === 'attended' ? <Trans>Mark attended</Trans> : <Trans>Mark no-shows</Trans>,
      run: () => api.admin.sessions.markRest.mutate({ sessionId, state }),
      success: t`The attendance is marked.`,
    });
  const fits = (booking: RosterBooking) => session.seatsLeft === null || booking.seats <= session.seatsLeft;

  const cancelBooking = (booking: RosterBooking) =>
    setConfirmation({
      title: <Trans>Cancel {userText(who(booking))}’s booking?</Trans>,
      description: (
        <Trans>
          They are emailed that it is cancelled. Freed seats go to the waiting list in order, as when someone cancels
          online.
        </Trans>
      ),
      confirmLabel: <Trans>Cancel booking</Trans>,
      run: () => api.admin.sessions.cancelBooking.mutate({ bookingId: booking.id }),
      success: t`The booking was cancelled.`,
    });
  const cancelButton = (booking: RosterBooking) => (
    <button
      type="button"
      className={buttonGhostDanger}
      aria-label={t`Cancel ${who(booking)}’s booking`}
      onClick={() => cancelBooking(booking)}
    >
      <Trans>Cancel</Trans>
    </button>
  );
  const reissueLink = (booking: RosterBooking) =>
    setConfirmation({
      title: <Trans>Send {who(booking)} a new booking link?</Trans>,
      description: (
        <Trans>
          For a link that reached someone else: the link in their earlier emails stops working, and the new one is
          emailed to them (if they gave an address). The booking itself does not change.
        </Trans>
      ),
      confirmLabel: <Trans>Send a new link</Trans>,
      run: () => api.admin.sessions.reissueLink.mutate({ bookingId: booking.id }),
      success: t`${who(booking)} has a new booking link.`,
    });
  const reissueButton = (booking: RosterBooking) => (
    <button
      type="button"
      className={buttonSecondary}
      aria-label={t`New booking link for ${who(booking)}`}
      onClick={() => reissueLink(booking)}
    >
      <Trans>New link</Trans>
    </button>
  );
  const moveButton = (booking: RosterBooking) => (
    <button
      type="button"
      className={buttonSecondary}
      aria-label={t`Move ${who(booking)} to another date`}
      onClick={() => setMoving(booking)}
    >
      <Trans>Move</Trans>
    </button>
  );
  const promote = (booking: RosterBooking) => {
    if (fits(booking)) {
      void act(
        () => api.admin.sessions.promote.mutate({ bookingId: booking.id }),
        t`${who(booking)} is confirmed.`,
        booking.id,
      );
      return;
    }
    setConfirmation({
      title: <Trans>Confirm {userText(who(booking))} over the capacity?</Trans>,
      description: (
        <Trans>
          The session has {session.seatsLeft ?? 0} seats left and this booking is for {booking.seats}. Confirm only if
          there is room in the studio.
        </Trans>
      ),
      confirmLabel: <Trans>Confirm anyway</Trans>,
      run: () => api.admin.sessions.promote.mutate({ bookingId: booking.id, overCapacity: true }),
      success: t`${who(booking)} is confirmed.`,
    });
  };
  const cancelSession = () =>
    setConfirmation({
      title: <Trans>Cancel the whole session?</Trans>,
      description: (
        <Trans>
          Everyone booked or waiting ({confirmed.length + waitlisted.length}) is emailed that the session is cancelled,
          and the site shows it as cancelled. This cannot be undone.
        </Trans>
      ),
      confirmLabel: <Trans>Cancel session</Trans>,
      run: () => api.admin.sessions.cancel.mutate({ sessionId }),
      success: t`The session was cancelled.`,
    });

  return (
    <AdminPage
      wide
      back={{ href: '/admin/sessions', label: <Trans>Sessions</Trans> }}
      title={session.class.title}
      documentTitle={t`Roster: ${session.class.title}, ${when}`}
      description={
        <>
          {when} ({session.timeZone}) <SessionStatusBadge session={session} />
        </>
      }
      actions={
        <>
          {isAdmin && !cancelledSession && (
            <button type="button" className={button} onClick={() => setDialog('walk-in')}>
              <UserPlus size={18} aria-hidden />
              <Trans>Add walk-in</Trans>
            </button>
          )}
          <button type="button" className={buttonSecondary} onClick={() => setDialog('edit')}>
            <Pencil size={16} aria-hidden />
            <Trans>Seats and note</Trans>
          </button>
          {isAdmin && (
            <button
              type="button"
              className={buttonSecondary}
              onClick={() =>
                downloadCsv(`/api/admin/sessions/${sessionId}/roster.csv`).catch((error: unknown) =>
                  toast.error(error instanceof Error ? error.message : t`Something went wrong. Please try again.`),
                )
              }
            >
              <Download size={16} aria-hidden />
              <Trans>Download CSV</Trans>
            </button>
          )}
          {isAdmin && !cancelledSession && (
            <button type="button" className={buttonGhostDanger} onClick={cancelSession}>
              <Trans>Cancel session</Trans>
            </button>
          )}
        </>
      }
    >
      <div className="space-y-5">
        <dl className={`${card} grid grid-cols-2 gap-4 min-[600px]:grid-cols-4`}>
          {[
            { label: <Trans>Seats</Trans>, value: session.capacity ?? '∞' },
            { label: <Trans>Seats taken</Trans>, value: session.seatsTaken },
            { label: <Trans>Seats left</Trans>, value: session.seatsLeft ?? '∞' },
            {
              label: <Trans>Seats checked in</Trans>,
              value: (
                <Trans>
                  {session.seatsCheckedIn} of {session.seatsTaken}
                </Trans>
              ),
            },
          ].map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of four
            <div key={index}>
              <dt className={`text-sm ${muted}`}>{item.label}</dt>
              <dd className="text-2xl font-semibold tabular-nums">{item.value}</dd>
            </div>
          ))}
        </dl>
        {joining && (
          <p className={muted}>
            <Trans>
              Confirmed seats: {joining.inPerson} in person, {joining.online} online.
            </Trans>
          </p>
        )}
        {session.note && <p className={muted}>{session.note}</p>}
        {!roster.data.personalData && (
          <p className={`text-sm ${muted}`}>
            <Trans>Names and contact details are shown to admins only.</Trans>
          </p>
        )}

        {isAdmin && !checkInOpen && !cancelledSession && (
          <p id="check-in-closed" className={`text-sm ${muted}`}>
            <Trans>
              Check-in opens {opensAt} ({zone}),{' '}
              <Plural
                value={checkInHours}
                _0="when the session starts."
                one="# hour before the start."
                other="# hours before the start."
              />
            </Trans>
          </p>
        )}
        {isAdmin && !cancelledSession && confirmed.length > 0 && (
          <div className={`${card} flex flex-wrap items-center justify-between gap-3`}>
            <p aria-live="polite">
              {unmarked === 0 ? (
                <Trans>Everyone’s attendance is marked.</Trans>
              ) : (
                <Plural value={unmarked} one="# person not marked yet." other="# people not marked yet." />
              )}{' '}
              {roster.data.takeAttendance && (
                <span className={`text-sm ${muted}`}>
                  <Trans>Whoever is still unmarked when the session ends is marked a no-show.</Trans>
                </span>
              )}
            </p>
            {unmarked > 0 && (
              <div className="flex flex-wrap gap-2">
                <MarkRestButton className={button} checkInOpen={checkInOpen} onClick={() => markRest('attended')}>
                  <Trans>Check in everyone else</Trans>
                </MarkRestButton>
                <MarkRestButton
                  className={buttonSecondary}
                  checkInOpen={checkInOpen}
                  onClick={() => markRest('no_show')}
                >
                  <Trans>Mark the rest as no-shows</Trans>
                </MarkRestButton>
              </div>
            )}
          </div>
        )}
        <RosterSection
          id="roster-confirmed"
          title={<Plural value={session.seatsTaken} one="Confirmed (# seat)" other="Confirmed (# seats)" />}
          bookings={confirmed}
          empty={<Trans>Nobody is booked yet.</Trans>}
          guestActions={isAdmin ? (booking, guest) => attendance(booking, guest) : undefined}
          actions={
            isAdmin
              ? (booking) => (
                  <>
                    {attendance(booking)}
                    {moveButton(booking)}
                    {reissueButton(booking)}
                    {cancelButton(booking)}
                  </>
                )
              : undefined
          }
        />
        <RosterSection
          id="roster-waiting"
          title={<Plural value={session.seatsWaitlisted} one="Waiting list (# seat)" other="Waiting list (# seats)" />}
          bookings={waitlisted}
          empty={<Trans>Nobody is waiting.</Trans>}
          actions={
            isAdmin && !cancelledSession
              ? (booking) => (
                  <>
                    <button
                      type="button"
                      className={buttonSecondary}
                      disabled={busy === booking.id}
                      aria-label={t`Promote ${who(booking)}`}
                      onClick={() => promote(booking)}
                    >
                      <Trans>Promote</Trans>
                    </button>
                    {/* A place held for a booking of another date moving here: that booking has the link. */}
                    {!booking.movesBooking && moveButton(booking)}
                    {!booking.movesBooking && reissueButton(booking)}
                    {cancelButton(booking)}
                  </>
                )
              : undefined
          }
        />
        <RosterSection
          id="roster-cancelled"
          collapsed
          title={<Plural value={seatsOf(cancelled)} one="Cancelled (# seat)" other="Cancelled (# seats)" />}
          bookings={cancelled}
          empty={<Trans>No cancellations.</Trans>}
        />
      </div>

      {isAdmin && (
        <WalkInDialog open={dialog === 'walk-in'} onClose={() => setDialog(null)} sessionId={sessionId} onDone={show} />
      )}
      {isAdmin && moving && (
        <MoveBookingDialog open onClose={() => setMoving(null)} session={session} booking={moving} onDone={show} />
      )}
      <EditSessionDialog open={dialog === 'edit'} onClose={() => setDialog(null)} session={session} onDone={show} />
      <PendingActionDialog
        confirmation={confirmation}
        onClose={() => setConfirmation(null)}
        onConfirm={() => confirmation && act(confirmation.run, confirmation.success)}
      />
    </AdminPage>
  );
}

/** Marks everyone still unmarked; off, and pointing at when check-in opens, until it does. */
function MarkRestButton({
  className,
  checkInOpen,
  onClick,
  children,
}: {
  className: string;
  checkInOpen: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={className}
      disabled={!checkInOpen}
      aria-describedby={checkInOpen ? undefined : 'check-in-closed'}
      onClick={onClick}
    >
      {children}
    </button>
  );
}
