import { type Kysely, sql } from 'kysely';
import type { Database } from '../schema';
import { likePattern } from './text-search';

/** Which registrants a back-office list or export shows. */
export interface RegistrantFilter {
  kind: 'newsletter' | 'class' | 'contact';
  /** Part of the name or email, case-insensitively; '' for everyone. */
  search: string;
  status?: string | undefined;
  classSlug?: string | undefined;
  sessionId?: number | undefined;
  topic?: string | undefined;
  /** First and last day (YYYY-MM-DD, UTC), both included. */
  from?: string | undefined;
  to?: string | undefined;
}

/** The three registrant tables in one shape. */
export interface RegistrantRecord {
  id: number;
  created_at: Date;
  name: string | null;
  email: string;
  phone: string | null;
  status: string;
  /** Class title and seats, contact topic, or newsletter language. */
  detail: string | null;
  message: string | null;
  /** Class registrations: their session's start and the class's time zone. */
  session_starts_at: Date | null;
  time_zone: string | null;
}

const dayAfter = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000);

/** The columns all three tables hold under the same names. */
const WHO = ['r.id', 'r.created_at', 'r.name', 'r.email'] as const;
/** A newsletter subscriber or a contact message has no session. */
const NO_SESSION = [sql<null>`null`.as('session_starts_at'), sql<null>`null`.as('time_zone')];

/** One query shape for the three registrant tables: filters applied, columns unified, no order yet. */
function filtered(db: Kysely<Database>, q: RegistrantFilter) {
  const any = db as unknown as Kysely<any>;
  // Three tables share one column shape built with raw SQL, so the builder is untyped here.
  let query: any;
  if (q.kind === 'newsletter') {
    query = any
      .selectFrom('newsletter_subscribers as r')
      .select([
        ...WHO,
        sql<null>`null`.as('phone'),
        sql<string>`case when r.unsubscribed_at is not null then 'unsubscribed' when r.confirmed_at is null then 'unconfirmed' else 'subscribed' end`.as(
          'status',
        ),
        'r.locale as detail',
        sql<null>`null`.as('message'),
        ...NO_SESSION,
      ]);
    if (q.status === 'subscribed')
      query = query.where('r.unsubscribed_at', 'is', null).where('r.confirmed_at', 'is not', null);
    if (q.status === 'unconfirmed')
      query = query.where('r.unsubscribed_at', 'is', null).where('r.confirmed_at', 'is', null);
    if (q.status === 'unsubscribed') query = query.where('r.unsubscribed_at', 'is not', null);
  } else if (q.kind === 'class') {
    query = any
      .selectFrom('class_registrations as r')
      .innerJoin('classes as c', 'c.id', 'r.class_id')
      .innerJoin('class_sessions as s', 's.id', 'r.session_id')
      .select([
        ...WHO,
        'r.phone',
        'r.status',
        sql<string>`coalesce(c.title->>'en', c.slug) || ' · ' || r.seats || case when r.seats = 1 then ' seat' else ' seats' end`.as(
          'detail',
        ),
        'r.message',
        's.starts_at as session_starts_at',
        sql<string | null>`c.extend_info->>'timeZone'`.as('time_zone'),
      ]);
    if (q.status) query = query.where('r.status', '=', q.status);
    if (q.classSlug) query = query.where('c.slug', '=', q.classSlug);
    if (q.sessionId !== undefined) query = query.where('r.session_id', '=', q.sessionId);
  } else {
    query = any
      .selectFrom('contact_messages as r')
      .select([
        ...WHO,
        'r.phone',
        'r.status',
        sql<string>`coalesce(r.topic, 'general')`.as('detail'),
        'r.message',
        ...NO_SESSION,
      ]);
    if (q.status) query = query.where('r.status', '=', q.status);
    if (q.topic) query = query.where('r.topic', '=', q.topic);
  }
  if (q.search)
    query = query.where((eb: any) =>
      eb.or([eb('r.email', 'ilike', likePattern(q.search)), eb('r.name', 'ilike', likePattern(q.search))]),
    );
  if (q.from) query = query.where('r.created_at', '>=', new Date(`${q.from}T00:00:00Z`));
  if (q.to) query = query.where('r.created_at', '<', dayAfter(q.to));
  return query;
}

/** One page of matching registrants by date (then id), and how many match in all. */
export async function listRegistrantRecords(
  db: Kysely<Database>,
  q: RegistrantFilter,
  page: { direction: 'asc' | 'desc'; limit: number; offset: number },
): Promise<{ rows: RegistrantRecord[]; total: number }> {
  const [rows, count] = await Promise.all([
    filtered(db, q)
      .orderBy('r.created_at', page.direction)
      .orderBy('r.id', page.direction)
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    (db as unknown as Kysely<any>)
      .selectFrom(filtered(db, q).as('f'))
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: count.n as number };
}

/** Up to `limit` matching registrants with an id below `beforeId` (all when null), highest id first. */
export async function listRegistrantRecordsBefore(
  db: Kysely<Database>,
  q: RegistrantFilter,
  beforeId: number | null,
  limit: number,
): Promise<RegistrantRecord[]> {
  let query = filtered(db, q);
  if (beforeId !== null) query = query.where('r.id', '<', beforeId);
  return query.orderBy('r.id', 'desc').limit(limit).execute();
}

/** Sets a contact message's status; answers false when there is no such message. */
export async function setContactMessageStatus(
  db: Kysely<Database>,
  id: number,
  status: 'new' | 'handled',
  handledAt: Date | null,
): Promise<{ name: string } | undefined> {
  return db
    .updateTable('contact_messages')
    .set({ status, handled_at: handledAt })
    .where('id', '=', id)
    .returning('name')
    .executeTakeFirst();
}
