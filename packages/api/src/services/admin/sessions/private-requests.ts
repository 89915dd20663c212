import type {
  Locale,
  PrivateRequest,
  privateRequestConfirmSchema,
  privateRequestDeclineSchema,
  privateRequestProposeSchema,
  privateRequestQuerySchema,
} from '@app/contract';
import { type Db, repo, sessionMinutes, zonedIso } from '@app/db';
import type { z } from 'zod';
import type { Context } from '../../../context';
import { AppError, invalidField } from '../../../errors';
import { bookingMail } from '../../bookings/emails';
import { classTimeZone } from '../../bookings/present';
import { localize } from '../../resolve';
import { instant } from '../../session-dates';
import type { SessionUser } from '../../sessions';
import { declinedMail, proposalMail } from './private-request-emails';
import { auditTitle, insertConfirmedBooking, staffAudit } from './writes';
import { queueMail } from '../../emails/queue';

type StoredRequest = repo.PrivateRequestRow;

const NOT_FOUND = /*i18n*/ 'This request does not exist.';

function toPrivateRequest(row: StoredRequest, locale: Locale): PrivateRequest {
  const timeZone = classTimeZone(row.extend_info);
  return {
    id: row.id,
    createdAt: row.created_at.toISOString(),
    status: row.status,
    class: { id: row.class_id, slug: row.slug, title: localize(row.title, locale) },
    timeZone,
    name: row.name,
    email: row.email,
    phone: row.phone,
    preferredTimes: row.preferred_times,
    preferredDates: row.preferred_dates,
    message: row.message,
    locale: row.locale,
    proposedStartsAt: row.proposed_starts_at ? zonedIso(row.proposed_starts_at, timeZone) : null,
    sessionId: row.session_id,
  };
}

export async function listPrivateRequests(ctx: Context, q: z.output<typeof privateRequestQuerySchema>) {
  const { rows, total } = await repo.listPrivateRequests(ctx.db, q.status === 'all' ? undefined : q.status, {
    limit: q.pageSize,
    offset: (q.page - 1) * q.pageSize,
  });
  return { rows: rows.map((row) => toPrivateRequest(row, ctx.locale)), total };
}

/** The request, its row locked; refused (409) once it is confirmed or declined. */
async function lockOpenRequest(trx: Db, id: number): Promise<StoredRequest> {
  const request = await repo.findPrivateRequest(trx, id, true);
  if (!request) throw new AppError('NOT_FOUND', NOT_FOUND);
  if (request.status === 'confirmed') {
    throw new AppError('CONFLICT', /*i18n*/ 'This request is confirmed already: manage it from its session’s roster.');
  }
  if (request.status === 'declined') throw new AppError('CONFLICT', /*i18n*/ 'This request was declined.');
  return request;
}

/** A start given by staff (wall-clock in the class's zone, or with an offset), still ahead; its end by the class's length. */
function sessionTimes(value: string, request: StoredRequest, now: Date) {
  const startsAt = instant(value, classTimeZone(request.extend_info));
  if (startsAt.getTime() <= now.getTime()) {
    throw invalidField('startsAt', /*i18n*/ 'This time has passed: choose a later one.');
  }
  return { startsAt, endsAt: new Date(startsAt.getTime() + sessionMinutes(request.extend_info) * 60_000) };
}

/** What staff do to an open request: its row is locked, and all of it is one transaction. */
type Answer<Input> = (answering: {
  ctx: Context;
  user: SessionUser;
  input: Input;
  trx: Db;
  request: StoredRequest;
}) => Promise<void>;

/** A staff service answering the open request `input.id` with `answer`: it resolves to the request as it is then. */
function staffAnswer<Input extends { id: number }>(answer: Answer<Input>) {
  return async (ctx: Context, user: SessionUser, input: Input): Promise<PrivateRequest> => {
    await ctx.db
      .transaction()
      .execute(async (trx) => answer({ ctx, user, input, trx, request: await lockOpenRequest(trx, input.id) }));
    const row = await repo.findPrivateRequest(ctx.db, input.id);
    if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
    return toPrivateRequest(row, ctx.locale);
  };
}

/** Staff propose a date and time (again, if the person asks for another): the person is emailed it. */
export const proposePrivateSession = staffAnswer<z.output<typeof privateRequestProposeSchema>>(
  async ({ ctx, user, input, trx, request }) => {
    const times = sessionTimes(input.startsAt, request, ctx.now());
    await repo.updatePrivateRequest(trx, request.id, {
      status: 'proposed',
      proposedStartsAt: times.startsAt,
      at: ctx.now(),
    });
    await staffAudit(trx, user, 'propose', 'private session request', request.id, {
      title: auditTitle(request, `${zonedIso(times.startsAt, classTimeZone(request.extend_info))} proposed`),
    });
    // In the language the person wrote their request in.
    await queueMail(trx, [await proposalMail(trx, ctx, request, times, input.message)]);
  },
);

/**
 * Confirms the request at the proposed time (or the one given): a one-person `private` session of the
 * class and a confirmed booking of it with a manage link, emailed to the person, all in one transaction.
 */
export const confirmPrivateSession = staffAnswer<z.output<typeof privateRequestConfirmSchema>>(
  async ({ ctx, user, input, trx, request }) => {
    const start = input.startsAt ?? request.proposed_starts_at?.toISOString();
    if (!start) throw invalidField('startsAt', /*i18n*/ 'Propose a time first, or give one.');
    const times = sessionTimes(start, request, ctx.now());
    const sessionId = await repo.insertSessionIfFree(trx, {
      classId: request.class_id,
      kind: 'private',
      capacity: 1,
      note: `Private session for ${request.name}`,
      ...times,
    });
    if (sessionId === undefined) {
      throw invalidField('startsAt', /*i18n*/ 'This class has a session at that time already: choose another time.');
    }
    const bookingId = await insertConfirmedBooking(trx, {
      classId: request.class_id,
      sessionId,
      name: request.name,
      email: request.email,
      phone: request.phone,
      seats: 1,
      message: request.message,
      locale: request.locale,
      source: 'private-request',
    });
    await repo.updatePrivateRequest(trx, request.id, {
      status: 'confirmed',
      proposedStartsAt: times.startsAt,
      sessionId,
      registrationId: bookingId,
      at: ctx.now(),
    });
    await staffAudit(trx, user, 'confirm', 'private session request', request.id, {
      title: auditTitle(request, 'private session confirmed'),
      sessionId,
      bookingId,
    });
    // Emailed as any confirmed booking is.
    await queueMail(trx, [await bookingMail(trx, ctx, 'booking-confirmed', bookingId)]);
  },
);

/** The request cannot be met: declined, and the person is told (with staff's words, if any). */
export const declinePrivateSession = staffAnswer<z.output<typeof privateRequestDeclineSchema>>(
  async ({ ctx, user, input, trx, request }) => {
    await repo.updatePrivateRequest(trx, request.id, { status: 'declined', at: ctx.now() });
    await staffAudit(trx, user, 'decline', 'private session request', request.id, {
      title: auditTitle(request, 'request declined'),
    });
    await queueMail(trx, [await declinedMail(trx, ctx, request, input.message)]);
  },
);
