import { type Kysely, sql } from 'kysely';
import type { Database, PrivateRequestStatus } from '../schema';

/** Private-session requests as staff handle them (the request itself is stored by `insertPrivateSessionRequest`). */

function requests(db: Kysely<Database>) {
  return db
    .selectFrom('private_session_requests as p')
    .innerJoin('classes as c', 'c.id', 'p.class_id')
    .select([
      'p.id',
      'p.created_at',
      'p.status',
      'p.class_id',
      'c.slug',
      'c.title',
      'c.class_type',
      'c.extend_info',
      'p.name',
      'p.email',
      'p.phone',
      'p.preferred_times',
      sql<string[]>`array(SELECT to_char(d, 'YYYY-MM-DD') FROM unnest(p.preferred_dates) AS d ORDER BY d)`.as(
        'preferred_dates',
      ),
      'p.message',
      'p.locale',
      'p.proposed_starts_at',
      'p.session_id',
      'p.registration_id',
    ]);
}

export type PrivateRequestRow = NonNullable<Awaited<ReturnType<typeof findPrivateRequest>>>;

/** One page of requests, newest first, and how many match in all. */
export async function listPrivateRequests(
  db: Kysely<Database>,
  status: PrivateRequestStatus | undefined,
  page: { limit: number; offset: number },
) {
  let query = requests(db);
  if (status) query = query.where('p.status', '=', status);
  const [rows, count] = await Promise.all([
    query.orderBy('p.created_at', 'desc').orderBy('p.id', 'desc').limit(page.limit).offset(page.offset).execute(),
    query.clearSelect().select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: count.n };
}

/** The requests of an address (any case), newest first: what "My bookings" lists. */
export async function findPrivateRequestsByEmail(db: Kysely<Database>, email: string) {
  return requests(db)
    .where(sql<string>`lower(p.email)`, '=', email.toLowerCase())
    .orderBy('p.created_at', 'desc')
    .orderBy('p.id', 'desc')
    .limit(200)
    .execute();
}

/**
 * One request with its class; with `lock`, its row is locked until the transaction ends, so two staff
 * members answering it at once act one after the other.
 */
export async function findPrivateRequest(db: Kysely<Database>, id: number, lock = false) {
  const query = requests(db).where('p.id', '=', id);
  return (lock ? query.forUpdate('p') : query).executeTakeFirst();
}

export async function updatePrivateRequest(
  db: Kysely<Database>,
  id: number,
  change: {
    status: PrivateRequestStatus;
    proposedStartsAt?: Date | null;
    sessionId?: number;
    registrationId?: number;
    at: Date;
  },
) {
  await db
    .updateTable('private_session_requests')
    .set({
      status: change.status,
      updated_at: change.at,
      ...(change.proposedStartsAt === undefined ? {} : { proposed_starts_at: change.proposedStartsAt }),
      ...(change.sessionId === undefined ? {} : { session_id: change.sessionId }),
      ...(change.registrationId === undefined ? {} : { registration_id: change.registrationId }),
    })
    .where('id', '=', id)
    .execute();
}
