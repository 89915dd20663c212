import type {
  BookingChanges,
  bookingChangesQuerySchema,
  peopleListSchema,
  SessionFeed,
  SyncedBooking,
  sessionFeedQuerySchema,
} from '@app/contract';
import { repo, zonedIso, zonedTime } from '@app/db';
import type { z } from 'zod';
import type { Context } from '../../../context';
import { invalidField } from '../../../errors';
import { STUDIO } from '../../studio';
import { toAdminSession } from './present';

/**
 * The cursor-paginated reads of the REST surface for integrations (/api/v1): keyset cursors on
 * (instant, id), opaque to clients (base64url of the position), so a row added or changed between
 * pages neither repeats nor hides another.
 */

const BAD_CURSOR = /*i18n*/ 'This cursor is not one a page gave.';
const KEYSET_AT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

const encodeCursor = (position: unknown[]) => Buffer.from(JSON.stringify(position)).toString('base64url');

function decodeCursor(cursor: string | undefined): unknown[] | null {
  if (cursor === undefined) return null;
  try {
    const position: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(position)) return position;
  } catch {
    // answered below
  }
  throw invalidField('cursor', BAD_CURSOR);
}

/** A keyset position `[instant, id]` from a cursor; null without one; 422 on `cursor` for anything else. */
function keysetOf(cursor: string | undefined): repo.KeysetAfter | null {
  const position = decodeCursor(cursor);
  if (position === null) return null;
  const [at, id] = position;
  if (
    position.length !== 2 ||
    typeof at !== 'string' ||
    !KEYSET_AT.test(at) ||
    !Number.isInteger(id) ||
    (id as number) < 1 ||
    (id as number) > 2_147_483_647
  ) {
    throw invalidField('cursor', BAD_CURSOR);
  }
  return { at, id: id as number };
}

/** The page of `limit + 1` rows read: the first `limit`, and the next cursor when there was one more. */
function paged<R extends { id: number; keyset_at: string }>(rows: R[], limit: number) {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return { items, next: rows.length > limit && last ? encodeCursor([last.keyset_at, last.id]) : null };
}

const DAY_MS = 86_400_000;
const studioMidnight = (date: string) => zonedTime(date, '00:00', STUDIO.timeZone);
const dayAfter = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);

/**
 * Sessions of every class from the first day (today by default) to the last, by start then id, filtered
 * by class, class type, facilitator and bookability; a page at a time.
 */
export async function sessionFeed(ctx: Context, q: z.output<typeof sessionFeedQuerySchema>): Promise<SessionFeed> {
  const after = keysetOf(q.cursor);
  const now = ctx.now();
  const from = q.from ?? zonedIso(now, STUDIO.timeZone).slice(0, 10);
  const rows = await repo.feedStaffSessions(
    ctx.db,
    {
      classId: q.class,
      classType: q.type,
      counselorId: q.facilitator,
      from: studioMidnight(from),
      before: q.to ? studioMidnight(dayAfter(q.to)) : undefined,
      bookableAt: q.available ? now : undefined,
    },
    after,
    q.limit + 1,
  );
  const page = paged(rows, q.limit);
  return { items: page.items.map((row) => toAdminSession(row, ctx.locale)), next: page.next };
}

const iso = (instant: Date | null) => (instant ? instant.toISOString() : null);

/** Every booking changed at or after `updated_since`, oldest change first; a page at a time. */
export async function bookingChanges(
  ctx: Context,
  q: z.output<typeof bookingChangesQuerySchema>,
): Promise<BookingChanges> {
  const after = keysetOf(q.cursor);
  const since = q.updated_since ? new Date(q.updated_since) : undefined;
  const rows = await repo.listBookingChanges(ctx.db, since, after, q.limit + 1);
  const page = paged(rows, q.limit);
  return { items: page.items.map(syncedBookingOf), next: page.next };
}

/** A booking as `GET /api/v1/bookings` shows it (webhooks about a booking carry the same). */
export function syncedBookingOf(row: Awaited<ReturnType<typeof repo.listBookingChanges>>[number]): SyncedBooking {
  return {
    id: row.id,
    sessionId: row.session_id,
    classId: row.class_id,
    status: row.status,
    seats: row.seats,
    source: row.source,
    name: row.name,
    email: row.email,
    phone: row.phone,
    attendance: row.attendance,
    checkedInAt: iso(row.checked_in_at),
    createdAt: row.created_at.toISOString(),
    cancelledAt: iso(row.cancelled_at),
    updatedAt: row.keyset_at,
  };
}

/** The people list's page number a people cursor holds (the list is ranked, not keyed); 1 without one. */
export function peoplePageOf(cursor: string | undefined): number {
  const position = decodeCursor(cursor);
  if (position === null) return 1;
  const [page] = position;
  if (position.length !== 1 || !Number.isInteger(page) || (page as number) < 2 || (page as number) > 10_000) {
    throw invalidField('cursor', BAD_CURSOR);
  }
  return page as number;
}

/** A people list's page as a cursor page: the next page's cursor while more rows follow. */
export function peoplePage(list: z.output<typeof peopleListSchema>, page: number) {
  return {
    items: list.rows,
    next: page * list.pageSize < list.total && page < 10_000 ? encodeCursor([page + 1]) : null,
  };
}
