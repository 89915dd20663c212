import type { AuditAction, AuditEntity } from '@app/contract';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../schema';
import { likePattern } from './text-search';

/** Who made a change: a staff member, an API key (its own principal), or neither (a visitor or the system). */
export interface AuditActor {
  userId: number | null;
  apiKeyId: number | null;
}

export interface AuditEntryInput {
  /** null: done by a visitor (through a personal link), by the system or by an API key, not by staff. */
  userId: number | null;
  /** The API key that made the change (its own principal; `userId` is then null). */
  apiKeyId?: number | null;
  action: AuditAction;
  entity: AuditEntity;
  entityId: string | null;
  summary: Record<string, unknown>;
}

export async function insertAuditEntry(db: Kysely<Database>, entry: AuditEntryInput) {
  await db
    .insertInto('audit_log')
    .values({
      user_id: entry.apiKeyId ? null : entry.userId,
      api_key_id: entry.apiKeyId ?? null,
      action: entry.action,
      entity: entry.entity,
      entity_id: entry.entityId,
      summary: JSON.stringify(entry.summary),
    })
    .execute();
}

/** An entry as lists show it, with the name of whoever made it (null once that account is gone). */
const ENTRY_COLUMNS = [
  'audit_log.id',
  'users.name',
  'api_keys.name as api_key_name',
  'audit_log.action',
  'audit_log.entity',
  'audit_log.entity_id',
  'audit_log.summary',
  'audit_log.created_at',
] as const;

/** The newest audit entries with the name of whoever made them (null once that account is gone). */
export async function listRecentAuditEntries(db: Kysely<Database>, limit: number) {
  return db
    .selectFrom('audit_log')
    .leftJoin('users', 'users.id', 'audit_log.user_id')
    .leftJoin('api_keys', 'api_keys.id', 'audit_log.api_key_id')
    .select(ENTRY_COLUMNS)
    .orderBy('audit_log.created_at', 'desc')
    .orderBy('audit_log.id', 'desc')
    .limit(limit)
    .execute();
}

export interface AuditFilter {
  search: string;
  userId?: number | undefined;
  entity?: string | undefined;
  action?: string | undefined;
  entityId?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

const dayAfter = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000);

function filteredAudit(db: Kysely<Database>, q: AuditFilter) {
  let query = db
    .selectFrom('audit_log')
    .leftJoin('users', 'users.id', 'audit_log.user_id')
    .leftJoin('api_keys', 'api_keys.id', 'audit_log.api_key_id');
  if (q.userId !== undefined) query = query.where('audit_log.user_id', '=', q.userId);
  if (q.entity) query = query.where('audit_log.entity', '=', q.entity);
  if (q.action) query = query.where('audit_log.action', '=', q.action);
  if (q.entityId) query = query.where('audit_log.entity_id', '=', q.entityId);
  if (q.from) query = query.where('audit_log.created_at', '>=', new Date(`${q.from}T00:00:00Z`));
  if (q.to) query = query.where('audit_log.created_at', '<', dayAfter(q.to));
  if (q.search) {
    query = query.where(sql<boolean>`audit_log.summary->>'title' ilike ${likePattern(q.search)}`);
  }
  return query;
}

/** One page of audit entries, newest first, with the number of all that match. */
export async function listAuditEntries(db: Kysely<Database>, q: AuditFilter, page: number, pageSize: number) {
  const [rows, count] = await Promise.all([
    filteredAudit(db, q)
      .select(ENTRY_COLUMNS)
      .orderBy('audit_log.created_at', 'desc')
      .orderBy('audit_log.id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    filteredAudit(db, q)
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

/** Who has audit entries, and which kinds of item and change appear: what the filters offer. */
export async function listAuditFacets(db: Kysely<Database>) {
  const [people, entities, actions] = await Promise.all([
    db
      .selectFrom('users')
      .select(['users.id', 'users.name'])
      .where((eb) =>
        eb.exists(eb.selectFrom('audit_log').select('audit_log.id').whereRef('audit_log.user_id', '=', 'users.id')),
      )
      .orderBy('users.name')
      .execute(),
    db.selectFrom('audit_log').select('entity').distinct().orderBy('entity').execute(),
    db.selectFrom('audit_log').select('action').distinct().orderBy('action').execute(),
  ]);
  return { people, entities: entities.map((row) => row.entity), actions: actions.map((row) => row.action) };
}
