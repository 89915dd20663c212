import type { RegistrantRow, registrantQuerySchema } from '@app/contract';
import type { Database } from '@app/db';
import { type Kysely, sql } from 'kysely';
import type { z } from 'zod';
import type { Context } from '../../context';
import { AppError } from '../../errors';
import type { SessionUser } from '../sessions';
import { audit } from './writes';

export type RegistrantQueryInput = z.output<typeof registrantQuerySchema>;

const pattern = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const dayAfter = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000);

/** One query shape for the three registrant tables: filters applied, columns unified, no order yet. */
function filtered(db: Kysely<Database>, q: RegistrantQueryInput) {
  const any = db as unknown as Kysely<any>;
  // Three tables share one column shape built with raw SQL, so the builder is untyped here.
  let query: any;
  if (q.kind === 'newsletter') {
    query = any
      .selectFrom('newsletter_subscribers as r')
      .select([
        'r.id',
        'r.created_at',
        'r.name',
        'r.email',
        sql<null>`null`.as('phone'),
        sql<string>`case when r.unsubscribed_at is null then 'subscribed' else 'unsubscribed' end`.as('status'),
        'r.locale as detail',
        sql<null>`null`.as('message'),
      ]);
    if (q.status === 'subscribed') query = query.where('r.unsubscribed_at', 'is', null);
    if (q.status === 'unsubscribed') query = query.where('r.unsubscribed_at', 'is not', null);
  } else if (q.kind === 'class') {
    query = any
      .selectFrom('class_registrations as r')
      .innerJoin('classes as c', 'c.id', 'r.class_id')
      .select([
        'r.id',
        'r.created_at',
        'r.name',
        'r.email',
        'r.phone',
        'r.status',
        sql<string>`coalesce(c.title->>'en', c.slug) || ' · ' || r.seats || case when r.seats = 1 then ' seat' else ' seats' end`.as(
          'detail',
        ),
        'r.message',
      ]);
    if (q.status) query = query.where('r.status', '=', q.status);
    if (q.classSlug) query = query.where('c.slug', '=', q.classSlug);
  } else {
    query = any
      .selectFrom('contact_messages as r')
      .select([
        'r.id',
        'r.created_at',
        'r.name',
        'r.email',
        'r.phone',
        'r.status',
        sql<string>`coalesce(r.topic, 'general')`.as('detail'),
        'r.message',
      ]);
    if (q.status) query = query.where('r.status', '=', q.status);
    if (q.topic) query = query.where('r.topic', '=', q.topic);
  }
  if (q.search)
    query = query.where((eb: any) =>
      eb.or([eb('r.email', 'ilike', pattern(q.search)), eb('r.name', 'ilike', pattern(q.search))]),
    );
  if (q.from) query = query.where('r.created_at', '>=', new Date(`${q.from}T00:00:00Z`));
  if (q.to) query = query.where('r.created_at', '<', dayAfter(q.to));
  return query;
}

function toRow(row: Record<string, any>): RegistrantRow {
  return {
    id: row.id,
    createdAt: new Date(row.created_at).toISOString(),
    name: row.name ?? null,
    email: row.email,
    phone: row.phone ?? null,
    status: row.status,
    detail: row.detail ?? '',
    message: row.message ?? null,
  };
}

export async function listRegistrants(
  ctx: Context,
  q: RegistrantQueryInput,
): Promise<{ rows: RegistrantRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    filtered(ctx.db, q)
      .orderBy('r.created_at', q.direction)
      .orderBy('r.id', q.direction)
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize)
      .execute(),
    (ctx.db as unknown as Kysely<any>)
      .selectFrom(filtered(ctx.db, q).as('f'))
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: (rows as Array<Record<string, any>>).map(toRow), total: count.n as number };
}

/** Every matching row, newest first, read in batches by id so memory stays flat however many there are. */
export async function* registrantBatches(
  db: Kysely<Database>,
  q: RegistrantQueryInput,
  batchSize = 1_000,
): AsyncGenerator<RegistrantRow[]> {
  let before: number | null = null;
  for (;;) {
    let query = filtered(db, q);
    if (before !== null) query = query.where('r.id', '<', before);
    const rows: Array<Record<string, any>> = await query.orderBy('r.id', 'desc').limit(batchSize).execute();
    if (rows.length === 0) return;
    yield rows.map(toRow);
    before = rows[rows.length - 1]?.id ?? null;
    if (rows.length < batchSize) return;
  }
}

export async function setContactStatus(ctx: Context, user: SessionUser, id: number, status: 'new' | 'handled') {
  const row = await ctx.db
    .updateTable('contact_messages')
    .set({ status, handled_at: status === 'handled' ? ctx.now() : null })
    .where('id', '=', id)
    .returning('id')
    .executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', 'This message does not exist.');
  await audit(ctx.db as unknown as Kysely<any>, user, 'update', 'contact message', id, { title: status });
  return { ok: true as const };
}
