import type { PersonBooking, PersonDetail } from '@app/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, type Key, type ReactNode, useId, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { api, useTRPC } from '../../../app/trpc';
import { AdminPage } from '../../../features/admin/AdminPage';
import { type Confirmation, PendingActionDialog } from '../../../features/admin/ConfirmDialog';
import { formatDateTime } from '../../../features/admin/format';
import { FormSkeleton, LoadError } from '../../../features/admin/LoadStates';
import { formatSessionStart } from '../../../features/admin/sessions/format';
import { toast } from '../../../features/admin/toast';
import {
  button,
  buttonGhostDanger,
  buttonSecondary,
  card,
  input,
  label,
  muted,
  textLink,
} from '../../../features/admin/ui';
import { readServerErrors, serverErrorText } from '../../../lib/server-errors';
import { FieldNotes } from '../../../features/admin/fields';
import { userText } from '../../../lib/user-text';
import { numberFormat } from '../../../lib/intl-cache';
import { saveJson } from '../../../lib/save-json';
import { MoveBookingDialog } from '../sessions/MoveBookingDialog';
import { BookIntoSessionDialog } from './BookIntoSessionDialog';

/** A question asked before an action that cannot be taken back, and the action. */
interface PendingAction extends Confirmation {
  run: () => Promise<unknown>;
  success: string;
}

function Section({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <section className="mt-8">
      <h2 className="text-lg font-semibold">{title}</h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

function BookingStatus({ booking }: { booking: PersonBooking }) {
  if (booking.waitlistedNeverPromoted) return <Trans>Waitlisted, never promoted</Trans>;
  if (booking.status === 'waitlisted') return <Trans>On the waiting list</Trans>;
  if (booking.status === 'cancelled')
    return booking.lateCancel ? <Trans>Cancelled late</Trans> : <Trans>Cancelled</Trans>;
  if (booking.attendance === 'attended') return <Trans>Attended</Trans>;
  if (booking.attendance === 'no_show') return <Trans>No-show</Trans>;
  return <Trans>Confirmed</Trans>;
}

/** What can be done to an upcoming booking from the person's page (the roster's own procedures). */
interface BookingActions {
  reschedule: (booking: PersonBooking) => void;
  cancel: (booking: PersonBooking) => void;
  resend: (booking: PersonBooking) => void;
  reissue: (booking: PersonBooking) => void;
}

/** The actions on one upcoming booking, each named with its class and date for screen readers. */
function BookingActionButtons({ booking, actions }: { booking: PersonBooking; actions: BookingActions }) {
  const { t } = useLingui();
  const klass = booking.class;
  const when = formatSessionStart(booking.startsAt, booking.timeZone);
  const buttons = [
    { run: actions.reschedule, label: t`Reschedule the booking of ${klass}, ${when}`, text: <Trans>Reschedule</Trans> },
    { run: actions.resend, label: t`Resend the manage link of ${klass}, ${when}`, text: <Trans>Resend link</Trans> },
    { run: actions.reissue, label: t`New manage link for ${klass}, ${when}`, text: <Trans>New link</Trans> },
    {
      run: actions.cancel,
      label: t`Cancel the booking of ${klass}, ${when}`,
      text: <Trans>Cancel</Trans>,
      danger: true,
    },
  ];
  return (
    <div className="mt-2 flex flex-wrap gap-2">
      {buttons.map(({ run, label, text, danger }) => (
        <button
          key={label}
          type="button"
          className={danger ? buttonGhostDanger : buttonSecondary}
          aria-label={label}
          onClick={() => run(booking)}
        >
          {text}
        </button>
      ))}
    </div>
  );
}

/** A card for each item (a booking, a message…), or `empty` when there is none. */
function CardList<Item>({
  items,
  keyOf,
  empty = <Trans>None.</Trans>,
  children,
}: {
  items: readonly Item[];
  keyOf: (item: Item) => Key;
  empty?: ReactNode;
  children: (item: Item) => ReactNode;
}) {
  if (items.length === 0) return <p className={muted}>{empty}</p>;
  return (
    <ul className="space-y-2">
      {items.map((item) => (
        <li key={keyOf(item)} className={card}>
          {children(item)}
        </li>
      ))}
    </ul>
  );
}

function BookingCard({ booking, actions }: { booking: PersonBooking; actions?: BookingActions }) {
  const seats = booking.seats;
  const active = booking.status !== 'cancelled';
  return (
    <>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <Link href={`/admin/sessions/${booking.sessionId}`} className={textLink}>
          {booking.class}
        </Link>
        <span className="text-sm">
          <BookingStatus booking={booking} />
        </span>
      </div>
      <div className={`text-sm ${muted}`}>
        {formatSessionStart(booking.startsAt, booking.timeZone)} ({booking.timeZone}) · <Trans>Seats: {seats}</Trans>
      </div>
      {booking.guests.length > 0 && (
        <div className={`text-sm ${muted}`}>
          <Trans>Guests:</Trans> {booking.guests.map((guest) => guest.name).join(', ')}
        </div>
      )}
      {actions && active && <BookingActionButtons booking={booking} actions={actions} />}
    </>
  );
}

const byId = (item: { id: number }) => item.id;

function NoteForm({ email, onAdded }: { email: string; onAdded: (person: PersonDetail) => void }) {
  const { t } = useLingui();
  const id = useId();
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setError(null);
    try {
      await api.admin.people.addNote.mutate({ email, body });
      setBody('');
      onAdded(await api.admin.people.get.query({ email }));
      toast.success(t`Note added.`);
    } catch (failure) {
      setError(serverErrorText(readServerErrors(failure), t`Something went wrong. Please try again.`));
    } finally {
      setSaving(false);
    }
  };
  return (
    <form onSubmit={submit} className="mt-4" noValidate>
      <label htmlFor={id} className={label}>
        <Trans>Add note</Trans>
      </label>
      <textarea
        id={id}
        value={body}
        rows={3}
        maxLength={4000}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => setBody(event.target.value)}
        className={input}
      />
      <FieldNotes id={id} error={error ?? undefined} />
      <button type="submit" className={`${button} mt-2`} disabled={saving}>
        <Trans>Add note</Trans>
      </button>
    </form>
  );
}

/** /admin/people/{email} (admins only): one person's bookings, messages, requests, totals and staff notes. */
export default function PersonPage({ params }: { params: Record<string, string | undefined> }) {
  const trpc = useTRPC();
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const email = decodeURIComponent(params.email ?? '');
  const person = useQuery(trpc.admin.people.get.queryOptions({ email }, { enabled: email !== '' }));
  const back = { href: '/admin/people', label: <Trans>People</Trans> };
  const [, navigate] = useLocation();
  const [confirmation, setConfirmation] = useState<PendingAction | null>(null);
  const [moving, setMoving] = useState<PersonBooking | null>(null);
  const [booking, setBooking] = useState(false);
  const [exporting, setExporting] = useState(false);

  const refresh = () => {
    void person.refetch();
    void queryClient.invalidateQueries(trpc.admin.sessions.pathFilter());
  };
  const act = async (run: () => Promise<unknown>, success: string) => {
    try {
      await run();
      toast.success(success);
    } catch (error) {
      toast.error(serverErrorText(readServerErrors(error), t`Something went wrong. Please try again.`));
    } finally {
      refresh();
    }
  };

  if (!person.data) {
    return (
      <AdminPage title={email} documentTitle={t`Person`} back={back}>
        {person.error ? (
          <LoadError message={person.error.message} onRetry={() => void person.refetch()} />
        ) : (
          <FormSkeleton />
        )}
      </AdminPage>
    );
  }
  const data = person.data;
  const address = userText(data.email);
  const pause = data.noShowPause;
  const noShows = pause?.noShows ?? 0;
  const limit = pause?.limit ?? 0;
  const actions: BookingActions = {
    reschedule: (b) => setMoving(b),
    cancel: (b) => {
      const klass = userText(b.class);
      const when = formatSessionStart(b.startsAt, b.timeZone);
      setConfirmation({
        title: <Trans>Cancel this booking?</Trans>,
        description: (
          <Trans>
            {klass}, {when}. They are emailed that it is cancelled; freed seats go to the waiting list. After the
            class’s online deadline it counts as a late cancellation.
          </Trans>
        ),
        confirmLabel: <Trans>Cancel booking</Trans>,
        run: () => api.admin.sessions.cancelBooking.mutate({ bookingId: b.id }),
        success: t`The booking was cancelled.`,
      });
    },
    resend: (b) =>
      setConfirmation({
        title: <Trans>Resend the manage link?</Trans>,
        description: (
          <Trans>
            They are emailed their booking again with the link they already have; it keeps working. For a link that
            reached someone else, use New link instead.
          </Trans>
        ),
        confirmLabel: <Trans>Resend link</Trans>,
        run: () => api.admin.sessions.resendLink.mutate({ bookingId: b.id }),
        success: t`The manage link was sent again.`,
      }),
    reissue: (b) =>
      setConfirmation({
        title: <Trans>Send a new manage link?</Trans>,
        description: (
          <Trans>
            For a link that reached someone else: the link in their earlier emails stops working, and the new one is
            emailed to them. The booking itself does not change.
          </Trans>
        ),
        confirmLabel: <Trans>Send a new link</Trans>,
        run: () => api.admin.sessions.reissueLink.mutate({ bookingId: b.id }),
        success: t`A new manage link was sent.`,
      }),
  };
  const exportData = async () => {
    setExporting(true);
    try {
      const exported = await api.admin.people.export.mutate({ email: data.email });
      saveJson(exported, `personal-data-${exported.exportedAt.slice(0, 10)}.json`);
    } catch (error) {
      toast.error(serverErrorText(readServerErrors(error), t`Something went wrong. Please try again.`));
    } finally {
      setExporting(false);
    }
  };
  const erase = () =>
    setConfirmation({
      title: <Trans>Erase the data of {address}?</Trans>,
      description: (
        <Trans>
          As their own “Delete my data”: their upcoming bookings are cancelled, their names, phone numbers and messages
          are emptied, their subscription and staff notes are deleted, and {address} is emailed once to confirm it. This
          cannot be undone.
        </Trans>
      ),
      confirmLabel: <Trans>Erase data</Trans>,
      run: async () => {
        await api.admin.people.erase.mutate({ email: data.email });
        navigate('/admin/people');
      },
      success: t`Their data was erased.`,
    });
  const lift = () =>
    act(async () => {
      queryClient.setQueryData(
        trpc.admin.people.get.queryKey({ email }),
        await api.admin.people.liftNoShowPause.mutate({ email: data.email }),
      );
    }, t`Online booking is open to them again.`);
  const upcoming = data.bookings.filter((b) => b.upcoming);
  const past = data.bookings.filter((b) => !b.upcoming);
  const name = data.names[0] ?? data.email;
  const { visits, visits30, visits90, visits365 } = data.totals;

  // Of the places marked on a roster (attended or no-show), the share not taken up.
  const marked = (data.totals.noShows ?? 0) + data.totals.attended;
  const noShowRate =
    marked === 0
      ? '—'
      : numberFormat(i18n.locale, { style: 'percent', maximumFractionDigits: 0 }).format(
          (data.totals.noShows ?? 0) / marked,
        );
  return (
    <AdminPage
      title={name}
      back={back}
      description={<span className="break-all">{data.email}</span>}
      actions={
        <>
          <button type="button" className={button} onClick={() => setBooking(true)}>
            <Trans>Book into a session</Trans>
          </button>
          <button type="button" className={buttonSecondary} onClick={exportData} disabled={exporting}>
            <Trans>Export data</Trans>
          </button>
          <button type="button" className={buttonGhostDanger} onClick={erase}>
            <Trans>Erase data</Trans>
          </button>
        </>
      }
    >
      {(data.names.length > 1 || data.phones.length > 0) && (
        <p className={`break-words ${muted}`}>{[...data.names.slice(1), ...data.phones].join(' · ')}</p>
      )}
      {pause && (
        <div role="status" className={`${card} mt-4 flex flex-wrap items-center justify-between gap-3`}>
          <p>
            <Trans>
              Online booking paused: {noShows} no-shows in 30 days (the limit is {limit}).
            </Trans>
          </p>
          <button type="button" className={buttonSecondary} onClick={lift}>
            <Trans>Lift</Trans>
          </button>
        </div>
      )}
      <Section title={<Trans>Totals</Trans>}>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
          {[
            [<Trans key="a">Visits</Trans>, visits],
            [<Trans key="b">Last 30 days</Trans>, visits30],
            [<Trans key="c">Last 90 days</Trans>, visits90],
            [<Trans key="d">Last 365 days</Trans>, visits365],
            [<Trans key="e">No-shows</Trans>, data.totals.noShows ?? '—'],
            [<Trans key="f">No-show rate</Trans>, noShowRate],
          ].map(([term, value], index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list
            <div key={index} className={card}>
              <dt className={`text-sm ${muted}`}>{term}</dt>
              <dd className="text-xl font-semibold">{value}</dd>
            </div>
          ))}
        </dl>
        <p className={`mt-2 text-sm ${muted}`}>
          <Trans>Visits are confirmed bookings of sessions that have started. No-shows are not recorded yet.</Trans>
        </p>
      </Section>

      <Section title={<Trans>Upcoming bookings</Trans>}>
        <CardList items={upcoming} keyOf={byId}>
          {(booking) => <BookingCard booking={booking} actions={actions} />}
        </CardList>
      </Section>
      <Section title={<Trans>Past bookings</Trans>}>
        <CardList items={past} keyOf={byId}>
          {(booking) => <BookingCard booking={booking} />}
        </CardList>
        <p className={`mt-2 text-sm ${muted}`}>
          <Trans>Open a booking’s session to check people in or mark attendance.</Trans>
        </p>
      </Section>
      {data.asGuest.length > 0 && (
        <Section title={<Trans>As someone’s guest</Trans>}>
          <CardList items={data.asGuest} keyOf={(guest) => `${guest.bookingId}`}>
            {(guest) => {
              const bookedBy = userText(guest.bookedBy);
              return (
                <>
                  <Link href={`/admin/sessions/${guest.sessionId}`} className={textLink}>
                    {guest.class}
                  </Link>
                  <div className={`text-sm ${muted}`}>
                    {formatSessionStart(guest.startsAt, guest.timeZone)} · <Trans>booked by {bookedBy}</Trans>
                  </div>
                </>
              );
            }}
          </CardList>
        </Section>
      )}

      <Section title={<Trans>Newsletter</Trans>}>
        <p>
          {data.newsletter === null ? (
            <Trans>Not subscribed.</Trans>
          ) : data.newsletter.state === 'subscribed' ? (
            <Trans>Subscribed.</Trans>
          ) : data.newsletter.state === 'unconfirmed' ? (
            <Trans>Signed up, not confirmed yet.</Trans>
          ) : (
            <Trans>Unsubscribed.</Trans>
          )}
          {data.newsletter && <span className={muted}> ({formatDateTime(data.newsletter.since)})</span>}
        </p>
      </Section>

      <Section title={<Trans>Messages</Trans>}>
        <CardList items={data.messages} keyOf={byId}>
          {(message) => (
            <>
              <div className={`text-sm ${muted}`}>
                {formatDateTime(message.sentAt)}
                {message.topic ? ` · ${message.topic}` : ''}
              </div>
              <p className="mt-1 whitespace-pre-wrap break-words">{message.message}</p>
            </>
          )}
        </CardList>
      </Section>

      <Section title={<Trans>Private-session requests</Trans>}>
        <CardList items={data.privateRequests} keyOf={byId}>
          {(request) => (
            <>
              <Link href="/admin/private-requests" className={textLink}>
                {request.class}
              </Link>
              <div className={`text-sm ${muted}`}>
                {formatDateTime(request.sentAt)} · {request.status} · {request.preferredTimes}
              </div>
            </>
          )}
        </CardList>
      </Section>

      <Section title={<Trans>Staff notes</Trans>}>
        <CardList items={data.notes} keyOf={byId} empty={<Trans>No notes yet.</Trans>}>
          {(note) => {
            const author = userText(note.author ?? '—');
            const date = formatDateTime(note.createdAt);
            return (
              <>
                <p className="whitespace-pre-wrap break-words">{note.body}</p>
                <p className={`mt-1 text-sm ${muted}`}>
                  <Trans>
                    {author}, {date}
                  </Trans>
                </p>
              </>
            );
          }}
        </CardList>
        <NoteForm
          email={data.email}
          onAdded={(next) => queryClient.setQueryData(trpc.admin.people.get.queryKey({ email }), next)}
        />
      </Section>
      <BookIntoSessionDialog
        open={booking}
        email={data.email}
        name={data.names[0] ?? ''}
        phone={data.phones[0] ?? ''}
        onClose={() => setBooking(false)}
        onDone={refresh}
      />
      {moving && (
        <MoveBookingDialog
          open
          onClose={() => setMoving(null)}
          session={{ id: moving.sessionId, class: { id: moving.classId } }}
          booking={moving}
          onDone={refresh}
        />
      )}
      <PendingActionDialog
        confirmation={confirmation}
        onClose={() => setConfirmation(null)}
        onConfirm={() => confirmation && act(confirmation.run, confirmation.success)}
      />
    </AdminPage>
  );
}
