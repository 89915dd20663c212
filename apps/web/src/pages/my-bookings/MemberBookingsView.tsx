import type { MemberBooking, MemberBookings, MemberPrivateRequest } from '@app/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'wouter';
import { api } from '../../app/trpc';
import { TitledSection } from '../../features/content/TitledSection';
import { badge, buttonSecondary, card, eyebrow, muted, pageTitle, textLink } from '../../features/content/ui';
import { FormMessage } from '../../features/forms/fields';
import {
  formatMoment,
  formatSessionDay,
  formatSessionTime,
  sessionZoneLabel,
} from '../../features/sessions/sessionFormat';
import { DataErasedNotice, YourDataSection } from '../../features/members/YourDataSection';
import { VisitorTime } from '../../features/sessions/VisitorTime';
import { useNow } from '../../lib/clock';
import { useVisitorTimeZone } from '../../lib/use-visitor-time-zone';
import { userText } from '../../lib/user-text';
import { memberBookingsQuery } from './memberQuery';

function StatusBadge({ booking }: { booking: MemberBooking }) {
  if (booking.status === 'confirmed')
    return (
      <span className={badge}>
        <Trans>Confirmed</Trans>
      </span>
    );
  if (booking.status === 'cancelled')
    return (
      <span className={badge}>
        <Trans>Cancelled</Trans>
      </span>
    );
  const position = booking.waitlistPosition;
  return (
    <span className={badge}>
      {position === null ? <Trans>On the waiting list</Trans> : <Trans>Waiting list: number {position}</Trans>}
    </span>
  );
}

function BookingCard({ booking }: { booking: MemberBooking }) {
  const { session } = booking;
  const day = formatSessionDay(session, useNow());
  const time = formatSessionTime(session);
  const zone = sessionZoneLabel(session, useVisitorTimeZone());
  const title = userText(booking.class.title);
  const seats = booking.seats;
  const deadline = formatMoment(booking.cancelUntil, session.timeZone);
  return (
    <li className={`p-4 min-[600px]:p-5 ${card}`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="text-lg font-semibold">{title}</h3>
        <StatusBadge booking={booking} />
      </div>
      <p className={`mt-1 ${session.status === 'cancelled' ? 'line-through decoration-1' : ''}`}>
        {day}, {time}
        {zone && <span className={`text-sm ${muted}`}> ({zone})</span>}
      </p>
      <VisitorTime session={session} className={`block text-sm ${muted}`} />
      <p className={`mt-1 text-sm ${muted}`}>
        <Trans>Seats: {seats}</Trans>
        {booking.attendanceMode && (
          <>
            {' · '}
            {booking.attendanceMode === 'online' ? <Trans>Online</Trans> : <Trans>In person</Trans>}
          </>
        )}
      </p>
      {booking.status !== 'cancelled' && (
        <p className={`mt-1 text-sm ${muted}`}>
          {booking.cancellable ? (
            <Trans>Free cancellation online until {deadline}.</Trans>
          ) : (
            <Trans>Online cancellation closed on {deadline}.</Trans>
          )}
        </p>
      )}
      <p className="mt-3">
        <Link href={booking.managePath} className={textLink}>
          <Trans>Manage this booking</Trans>
        </Link>
      </p>
    </li>
  );
}

function RequestCard({ request }: { request: MemberPrivateRequest }) {
  const title = userText(request.class.title);
  const proposed = request.proposedStartsAt ? formatMoment(request.proposedStartsAt, request.timeZone) : null;
  return (
    <li className={`p-4 min-[600px]:p-5 ${card}`}>
      <h3 className="text-lg font-semibold">{title}</h3>
      <p className={`mt-1 text-sm ${muted}`}>
        {request.status === 'new' && <Trans>We received your request and will propose a date soon.</Trans>}
        {request.status === 'proposed' &&
          (proposed ? (
            <Trans>We proposed {proposed}: please answer our email.</Trans>
          ) : (
            <Trans>We proposed a date: please answer our email.</Trans>
          ))}
        {request.status === 'confirmed' && <Trans>Confirmed: the session is among your bookings.</Trans>}
        {request.status === 'declined' && <Trans>We could not offer a session at the times you asked for.</Trans>}
      </p>
    </li>
  );
}

function BookingList({ bookings, label }: { bookings: MemberBooking[]; label: string }) {
  return (
    <ul aria-label={label} className="mt-4 space-y-3">
      {bookings.map((booking) => (
        <BookingCard key={booking.managePath} booking={booking} />
      ))}
    </ul>
  );
}

function Newsletter({ state }: { state: MemberBookings['newsletter'] }) {
  const queryClient = useQueryClient();
  const subscribed = state === 'subscribed';
  const change = useMutation({
    mutationFn: () => (subscribed ? api.member.unsubscribe.mutate() : api.member.subscribe.mutate()),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberBookingsQuery(true).queryKey }),
  });
  return (
    <TitledSection headingId="member-newsletter" className="mt-10" title={<Trans>Newsletter</Trans>}>
      <p className={`mt-2 ${muted}`}>
        {subscribed ? (
          <Trans>You receive our monthly letter at this address.</Trans>
        ) : (
          <Trans>You do not receive our monthly letter.</Trans>
        )}
      </p>
      <button
        type="button"
        className={`mt-3 ${buttonSecondary}`}
        onClick={() => change.mutate()}
        disabled={change.isPending}
      >
        {subscribed ? <Trans>Unsubscribe</Trans> : <Trans>Subscribe</Trans>}
      </button>
      {change.isError && <TryAgainMessage />}
    </TitledSection>
  );
}

/** The private feed calendar apps subscribe to, and a way to retire its address. */
function CalendarFeed({ url }: { url: string }) {
  const queryClient = useQueryClient();
  const webcal = url.replace(/^https?:/, 'webcal:');
  const reset = useMutation({
    mutationFn: () => api.member.resetCalendarFeed.mutate(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberBookingsQuery(true).queryKey }),
  });
  return (
    <TitledSection headingId="member-calendar" className="mt-10" title={<Trans>Calendar feed</Trans>}>
      <p className={`mt-2 ${muted}`}>
        <Trans>
          Subscribe in your phone’s calendar or Google Calendar: your confirmed bookings appear there and stay up to
          date. The address is private: anyone who has it sees your bookings.
        </Trans>
      </p>
      <div className="mt-3 flex flex-col gap-3 min-[600px]:flex-row min-[600px]:flex-wrap">
        <a href={webcal} className={buttonSecondary}>
          <Trans>Subscribe to the calendar</Trans>
        </a>
        <button type="button" className={buttonSecondary} onClick={() => reset.mutate()} disabled={reset.isPending}>
          <Trans>Reset the address</Trans>
        </button>
      </div>
      <p className={`mt-2 text-sm break-all ${muted}`}>{url}</p>
      {reset.isSuccess && (
        <div className="mt-3">
          <FormMessage kind="success">
            <Trans>The old address no longer works. Subscribe again with the new one.</Trans>
          </FormMessage>
        </div>
      )}
      {reset.isError && <TryAgainMessage />}
    </TitledSection>
  );
}

function SignOut() {
  const queryClient = useQueryClient();
  const [failed, setFailed] = useState(false);
  const out = useMutation({
    mutationFn: (everywhere: boolean) =>
      everywhere ? api.member.signOutEverywhere.mutate() : api.member.signOut.mutate(),
    onSuccess: () => queryClient.resetQueries({ queryKey: memberBookingsQuery(true).queryKey }),
    onError: () => setFailed(true),
  });
  return (
    <div className="mt-10 flex flex-col gap-3 min-[600px]:flex-row">
      <button type="button" className={buttonSecondary} onClick={() => out.mutate(false)} disabled={out.isPending}>
        <Trans>Sign out</Trans>
      </button>
      <button type="button" className={buttonSecondary} onClick={() => out.mutate(true)} disabled={out.isPending}>
        <Trans>Sign out everywhere</Trans>
      </button>
      {failed && (
        <FormMessage kind="error">
          <Trans>That did not work. Please try again.</Trans>
        </FormMessage>
      )}
    </div>
  );
}

/** Signed in: everything the address holds, each booking with a way to its manage page. */
export function MemberBookingsView({ data }: { data: MemberBookings }) {
  const { t } = useLingui();
  const email = userText(data.email);
  const nothing = data.upcoming.length === 0 && data.past.length === 0;
  // Once erased, the list is gone and the member signed out: only the confirmation stays on the page.
  const [erased, setErased] = useState(false);
  if (erased) return <DataErasedNotice />;
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-10 text-dark min-[600px]:px-6 min-[900px]:py-16 dark:text-sand">
      <p className={eyebrow}>
        <Trans>Signed in as {email}</Trans>
      </p>
      <h1 className={`mt-2 ${pageTitle}`}>
        <Trans>My bookings</Trans>
      </h1>

      {nothing ? (
        <div className={`mt-6 p-5 ${card}`}>
          <p>
            <Trans>You have no bookings with this address yet.</Trans>
          </p>
          <p className="mt-3">
            <Link href="/session-classes" className={textLink}>
              <Trans>See all classes</Trans>
            </Link>
          </p>
        </div>
      ) : (
        <>
          <TitledSection headingId="member-upcoming" className="mt-8" title={<Trans>Upcoming</Trans>}>
            {data.upcoming.length === 0 ? (
              <p className={`mt-2 ${muted}`}>
                <Trans>Nothing coming up.</Trans>{' '}
                <Link href="/session-classes" className={textLink}>
                  <Trans>See all classes</Trans>
                </Link>
              </p>
            ) : (
              <BookingList bookings={data.upcoming} label={t`Upcoming`} />
            )}
          </TitledSection>
          {data.past.length > 0 && (
            <TitledSection headingId="member-past" className="mt-10" title={<Trans>Past</Trans>}>
              <BookingList bookings={data.past} label={t`Past`} />
            </TitledSection>
          )}
        </>
      )}

      {data.requests.length > 0 && (
        <TitledSection headingId="member-requests" className="mt-10" title={<Trans>Private-session requests</Trans>}>
          <ul className="mt-4 space-y-3">
            {data.requests.map((request) => (
              <RequestCard key={request.id} request={request} />
            ))}
          </ul>
        </TitledSection>
      )}

      <CalendarFeed url={data.calendarFeedUrl} />
      <Newsletter state={data.newsletter} />
      <div className="mt-10">
        <YourDataSection onErased={() => setErased(true)} />
      </div>
      <SignOut />
    </div>
  );
}

function TryAgainMessage() {
  return (
    <div className="mt-3">
      <FormMessage kind="error">
        <Trans>That did not work. Please try again.</Trans>
      </FormMessage>
    </div>
  );
}
