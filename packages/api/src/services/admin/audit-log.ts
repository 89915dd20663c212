import { AUDIT_JOBS, type AuditEntry, type AuditPage, type auditQuerySchema } from '@app/contract';
import { repo } from '@app/db';
import type { z } from 'zod';
import type { Context } from '../../context';

type AuditRow = Awaited<ReturnType<typeof repo.listRecentAuditEntries>>[number];

const jobOf = (by: unknown) => AUDIT_JOBS.find((job) => job === by) ?? null;

/** What the item was called when the change was made (the audit summary keeps it as `title`). */
function entryOf(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    userName: row.name,
    apiKeyName: row.api_key_name,
    job: jobOf(row.summary?.by),
    action: row.action,
    entity: row.entity,
    entityId: row.entity_id,
    summary: typeof row.summary?.title === 'string' ? row.summary.title : '',
    createdAt: row.created_at.toISOString(),
  };
}

/** The newest changes, for the dashboard. */
export async function recentAudit(ctx: Context, limit = 15): Promise<AuditEntry[]> {
  return (await repo.listRecentAuditEntries(ctx.db, limit)).map(entryOf);
}

/** The audit page: one page of the changes matching the filters, and what the filters can offer. */
export async function auditLog(ctx: Context, query: z.output<typeof auditQuerySchema>): Promise<AuditPage> {
  const { page, pageSize, ...filter } = query;
  const [{ rows, total }, facets] = await Promise.all([
    repo.listAuditEntries(ctx.db, filter, page, pageSize),
    repo.listAuditFacets(ctx.db),
  ]);
  return { rows: rows.map(entryOf), total, page, pageSize, ...facets };
}
