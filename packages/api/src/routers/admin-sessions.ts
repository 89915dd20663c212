import {
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
  cancelBookingByStaff,
  moveBookingByStaff,
  promoteByHand,
  reissueManageLink,
  resendManageLink,
} from '../services/admin/sessions/roster-actions';
import { markAttendance, markRest, setCheckIn } from '../services/admin/sessions/attendance';
import { cancelSession, createSession, updateSession } from '../services/admin/sessions/session-actions';
import { router, staffProcedure } from '../trpc';

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

export const adminSessionsRouter = router({
  list: sessionsRead
    .input(adminSessionQuerySchema)
    .output(adminSessionListSchema)
    .query(({ ctx, input }) => listSessions(ctx, input)),
  /** The dashboard's today and tomorrow. */
  days: staff.output(sessionDaysSchema).query(({ ctx }) => sessionDays(ctx)),
  /** The dashboard's "Today": today's sessions with their counts and the next one, refreshed while open. */
  today: staff.output(sessionsTodaySchema).query(({ ctx }) => sessionsToday(ctx)),
  roster: sessionsRead
    .meta({ personalData: true })
    .input(sessionIdInputSchema)
    .output(rosterSchema)
    .query(({ ctx, input }) => sessionRoster(ctx, ctx.user, input.sessionId)),
  /** The roster with every person on it, for the CSV download (GET /api/admin/sessions/{sessionId}/roster.csv). */
  export: admins
    .input(sessionIdInputSchema)
    .output(rosterSchema)
    .query(({ ctx, input }) => sessionRoster(ctx, ctx.user, input.sessionId)),
  create: staff
    .input(sessionCreateInputSchema)
    .output(adminSessionSchema)
    .mutation(({ ctx, input }) => createSession(ctx, ctx.user, input)),
  update: staff
    .meta({ personalData: true })
    .input(sessionUpdateInputSchema)
    .output(rosterSchema)
    .mutation(({ ctx, input }) => updateSession(ctx, ctx.user, input)),
  cancel: admins
    .input(sessionIdInputSchema)
    .output(rosterSchema)
    .mutation(({ ctx, input }) => cancelSession(ctx, ctx.user, input.sessionId)),
  walkIn: admins
    .input(walkInInputSchema)
    .output(rosterSchema)
    .mutation(({ ctx, input }) => addWalkIn(ctx, ctx.user, input)),
  cancelBooking: admins
    .input(bookingIdInputSchema)
    .output(rosterSchema)
    .mutation(({ ctx, input }) => cancelBookingByStaff(ctx, ctx.user, input.bookingId)),
  /** Another date of the same class for someone's booking (as their own reschedule), audited. */
  moveBooking: admins
    .input(moveBookingInputSchema)
    .output(rosterSchema)
    .mutation(({ ctx, input }) => moveBookingByStaff(ctx, ctx.user, input)),
  promote: admins
    .input(promoteInputSchema)
    .output(rosterSchema)
    .mutation(({ ctx, input }) => promoteByHand(ctx, ctx.user, input)),
  /** The first check-in: checked in marks the booking attended; undone takes the mark back. */
  checkIn: admins
    .input(checkInInputSchema)
    .output(rosterSchema)
    .mutation(({ ctx, input }) => setCheckIn(ctx, ctx.user, input)),
  /** A booking or one of its guests marked attended or no-show (null: unmarked), from when check-in opens. */
  markAttendance: admins
    .input(markAttendanceInputSchema)
    .output(rosterSchema)
    .mutation(({ ctx, input }) => markAttendance(ctx, ctx.user, input)),
  /** "Check in everyone present": everyone still unmarked gets the state given, in one go. */
  markRest: admins
    .input(markRestInputSchema)
    .output(rosterSchema)
    .mutation(({ ctx, input }) => markRest(ctx, ctx.user, input)),
  /** A leaked manage link is replaced: the old one stops working, the person is emailed the new one. */
  reissueLink: admins
    .input(bookingIdInputSchema)
    .output(rosterSchema)
    .mutation(({ ctx, input }) => reissueManageLink(ctx, ctx.user, input.bookingId)),
  /** The booking's email sent again with its current manage link (nothing retired), audited. */
  resendLink: admins
    .input(bookingIdInputSchema)
    .output(rosterSchema)
    .mutation(({ ctx, input }) => resendManageLink(ctx, ctx.user, input.bookingId)),
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
    .mutation(({ ctx, input }) => proposePrivateSession(ctx, ctx.user, input)),
  confirm: admins
    .input(privateRequestConfirmSchema)
    .output(privateRequestSchema)
    .mutation(({ ctx, input }) => confirmPrivateSession(ctx, ctx.user, input)),
  decline: admins
    .input(privateRequestDeclineSchema)
    .output(privateRequestSchema)
    .mutation(({ ctx, input }) => declinePrivateSession(ctx, ctx.user, input)),
});
