import type { Kysely } from 'kysely';
import type { Database } from '../schema';

export interface AuditEntryInput {
  /** null: done by a visitor (through a personal link) or by the system, not by staff. */
  userId: number | null;
  action: string;
  entity: string;
  entityId: string | null;
  summary: Record<string, unknown>;
}

export async function insertAuditEntry(db: Kysely<Database>, entry: AuditEntryInput) {
  await db
    .insertInto('audit_log')
    .values({
      user_id: entry.userId,
      action: entry.action,
      entity: entry.entity,
      entity_id: entry.entityId,
      summary: JSON.stringify(entry.summary),
    })
    .execute();
}

/** The newest audit entries with the name of whoever made them (null once that account is gone). */
export async function listRecentAuditEntries(db: Kysely<Database>, limit: number) {
  return db
    .selectFrom('audit_log')
    .leftJoin('users', 'users.id', 'audit_log.user_id')
    .select([
      'audit_log.id',
      'users.name',
      'audit_log.action',
      'audit_log.entity',
      'audit_log.entity_id',
      'audit_log.summary',
      'audit_log.created_at',
    ])
    .orderBy('audit_log.created_at', 'desc')
    .orderBy('audit_log.id', 'desc')
    .limit(limit)
    .execute();
}
