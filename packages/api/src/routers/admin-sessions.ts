import {
  apiBookingInputSchema,
  bookingChangesQuerySchema,
  bookingChangesSchema,
  rosterBookingSchema,
  sessionFeedQuerySchema,
  sessionFeedSchema,
  adminSessionListSchema,
  adminSessionQuerySchema,
  adminSessionSchema,
  bookingIdInputSchema,
  checkInInputSchema,
  markAttendanceInputSchema,
  markRestInputSchema,
  moveBookingInputSchema,
  privateRequestConfirmSchema,
  privateRequestDeclineSchema,
  privateRequestListSchema,
  privateRequestProposeSchema,
  privateRequestQuerySchema,
  privateRequestSchema,
  promoteInputSchema,
  type Roster,
  rosterSchema,
  sessionCreateInputSchema,
  sessionDaysSchema,
  sessionsTodaySchema,
  sessionIdInputSchema,
  sessionUpdateInputSchema,
  walkInInputSchema,
} from '@app/contract';
import {
  confirmPrivateSession,
  declinePrivateSession,
  listPrivateRequests,
  proposePrivateSession,
} from '../services/admin/sessions/private-requests';
import { listSessions, sessionDays, sessionRoster, sessionsToday } from '../services/admin/sessions/read';
import {
  addWalkIn,
  bookOnBehalf,
  cancelBookingByStaff,
  moveBookingByStaff,
  promoteByHand,
  reissueManageLink,
  resendManageLink,
} from '../services/admin/sessions/roster-actions';
import { markAttendance, markRest, setCheckIn } from '../services/admin/sessions/attendance';
import { cancelSession, createSession, updateSession } from '../services/admin/sessions/session-actions';
import { bookingChanges, sessionFeed } from '../services/admin/sessions/feed';
import { idempotently } from '../services/idempotency';
import type { Context } from '../context';
import { AppError } from '../errors';
import type { SessionUser } from '../services/sessions';
import { router, staffProcedure } from '../trpc';
import { asStaff } from './resolvers';

/**
 * Dated sessions in the back office. Admins and editors see sessions and seats and keep the dates
 * (add one, change a capacity or note); people are admins' business: names and contact details, and
 * everything done to someone's booking (walk-ins, cancelling, promoting, check-in, cancelling a session
 * with everyone in it). An editor's roster has the seats and statuses without the people.
 */
const staff = staffProcedure(['admin', 'editor']);
const admins = staffProcedure(['admin']).meta({ personalData: true });
/** The reads an API key with `sessions:read` may make. */
const sessionsRead = staffProcedure(['admin', 'editor'], { scope: 'sessions:read' });
/** People's bookings with their names and contacts: admins, and API keys with `bookings:read`. */
const bookingsRead = staffProcedure(['admin'], { scope: 'bookings:read' }).meta({ personalData: true });
/** What staff do to people's bookings: admins, and API keys with `bookings:write`. */
const bookingsWrite = staffProcedure(['admin'], { scope: 'bookings:write' }).meta({ personalData: true });

/** Something staff do to one booking (`{ bookingId }`), answering its session's roster. */
const bookingAction = (
  procedure: typeof admins,
  act: (ctx: Context, user: SessionUser, bookingId: number) => Promise<Roster>,
) =>
  procedure
    .input(bookingIdInputSchema)
    .output(rosterSchema)
    .mutation(({ ctx, input }) => act(ctx, ctx.user, input.bookingId));

export const adminSessionsRouter = router({
  list: sessionsRead
    .input(adminSessionQuerySchema)
    .output(adminSessionListSchema)
    .query(({ ctx, input }) => listSessions(ctx, input)),
  /** The dashboard's today and tomorrow. */
  days: staff.output(sessionDaysSchema).query(({ ctx }) => sessionDays(ctx)),
  /** The dashboard's "Today": today's sessions with their counts and the next one, refreshed while open. */
  today: staff.output(sessionsTodaySchema).query(({ ctx }) => sessionsToday(ctx)),
  /** Sessions of every class a page at a time, keyset by (start, id) (GET /api/v1/sessions). */
  feed: sessionsRead
    .input(sessionFeedQuerySchema)
    .output(sessionFeedSchema)
    .query(({ ctx, input }) => sessionFeed(ctx, input)),
  /**
   * The roster names people and their contacts: an API key needs `bookings:read` (an editor still sees
   * it without the people).
   */
  roster: staffProcedure(['admin', 'editor'], { scope: 'bookings:read' })
    .meta({ personalData: true })
    .input(sessionIdInputSchema)
    .output(rosterSchema)
    .query(({ ctx, input }) => sessionRoster(ctx, ctx.user, input.sessionId)),
  /** The roster with every person on it, for the CSV download (GET /api/admin/sessions/{sessionId}/roster.csv). */
  export: staffProcedure(['admin'], { sensitive: true })
    .meta({ personalData: true })
    .input(sessionIdInputSchema)
    .output(rosterSchema)
    .query(({ ctx, input }) => sessionRoster(ctx, ctx.user, input.sessionId)),
  create: staff.input(sessionCreateInputSchema).output(adminSessionSchema).mutation(asStaff(createSession)),
  update: staff
    .meta({ personalData: true })
    .input(sessionUpdateInputSchema)
    .output(rosterSchema)
    .mutation(asStaff(updateSession)),
  cancel: admins
    .input(sessionIdInputSchema)
    .output(rosterSchema)
    .mutation(({ ctx, input }) => cancelSession(ctx, ctx.user, input.sessionId)),
  walkIn: admins.input(walkInInputSchema).output(rosterSchema).mutation(asStaff(addWalkIn)),
  /**
   * Someone booked on their behalf by an integration or staff (POST /api/v1/sessions/{id}/bookings):
   * the walk-in's booking (source `api` for an API key, `staff` otherwise), confirmed when the seats fit,
   * answering the booking. Honours `Idempotency-Key` per caller (services/idempotency.ts).
   */
  book: bookingsWrite
    .input(apiBookingInputSchema)
    .output(rosterBookingSchema)
    .mutation(({ ctx, input, path }) => {
      const caller = ctx.apiKey ? `key ${ctx.apiKey.id}` : `user ${ctx.user.id}`;
      return idempotently(ctx, `${path} ${caller}`, input, async () => {
        const { sessionId, name, email, phone, seats } = input;
        const source = ctx.apiKey ? 'api' : 'staff';
        const booked = await bookOnBehalf(ctx, ctx.user, {
          sessionId,
          name,
          email,
          phone,
          seats,
          overCapacity: false,
          source,
        });
        const found = [...booked.roster.confirmed, ...booked.roster.waitlisted].find((b) => b.id === booked.bookingId);
        if (!found) throw new AppError('CONFLICT', /*i18n*/ 'This booking does not exist.');
        return found;
      });
    }),
  /** Every booking changed since a time, a page at a time, keyset by (updatedAt, id) (GET /api/v1/bookings). */
  bookingChanges: bookingsRead
    .input(bookingChangesQuerySchema)
    .output(bookingChangesSchema)
    .query(({ ctx, input }) => bookingChanges(ctx, input)),
  cancelBooking: bookingAction(bookingsWrite, cancelBookingByStaff),
  /** Another date of the same class for someone's booking (as their own reschedule), audited. */
  moveBooking: bookingsWrite.input(moveBookingInputSchema).output(rosterSchema).mutation(asStaff(moveBookingByStaff)),
  promote: admins.input(promoteInputSchema).output(rosterSchema).mutation(asStaff(promoteByHand)),
  /** The first check-in: checked in marks the booking attended; undone takes the mark back. */
  checkIn: bookingsWrite.input(checkInInputSchema).output(rosterSchema).mutation(asStaff(setCheckIn)),
  /** A booking or one of its guests marked attended or no-show (null: unmarked), from when check-in opens. */
  markAttendance: admins.input(markAttendanceInputSchema).output(rosterSchema).mutation(asStaff(markAttendance)),
  /** "Check in everyone present": everyone still unmarked gets the state given, in one go. */
  markRest: admins.input(markRestInputSchema).output(rosterSchema).mutation(asStaff(markRest)),
  /** A leaked manage link is replaced: the old one stops working, the person is emailed the new one. */
  reissueLink: bookingAction(admins, reissueManageLink),
  /** The booking's email sent again with its current manage link (nothing retired), audited. */
  resendLink: bookingAction(admins, resendManageLink),
});

/** Private-session requests carry people's details: admins only, like registrants. */
export const privateRequestsRouter = router({
  list: admins
    .input(privateRequestQuerySchema)
    .output(privateRequestListSchema)
    .query(({ ctx, input }) => listPrivateRequests(ctx, input)),
  propose: admins
    .input(privateRequestProposeSchema)
    .output(privateRequestSchema)
    .mutation(asStaff(proposePrivateSession)),
  confirm: admins
    .input(privateRequestConfirmSchema)
    .output(privateRequestSchema)
    .mutation(asStaff(confirmPrivateSession)),
  decline: admins
    .input(privateRequestDeclineSchema)
    .output(privateRequestSchema)
    .mutation(asStaff(declinePrivateSession)),
});
