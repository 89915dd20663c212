import type { RegistrantRow, registrantQuerySchema } from '@app/contract';
import { type Db, isTimeZone, repo, zonedIso } from '@app/db';
import type { z } from 'zod';
import type { Context } from '../../context';
import { AppError } from '../../errors';
import type { SessionUser } from '../sessions';
import { audit } from './writes';

export type RegistrantQueryInput = z.output<typeof registrantQuerySchema>;

function toRow(row: repo.RegistrantRecord): RegistrantRow {
  return {
    id: row.id,
    createdAt: new Date(row.created_at).toISOString(),
    name: row.name ?? null,
    email: row.email,
    phone: row.phone ?? null,
    status: row.status,
    detail: row.detail ?? '',
    message: row.message ?? null,
    sessionStartsAt: row.session_starts_at
      ? zonedIso(new Date(row.session_starts_at), row.time_zone && isTimeZone(row.time_zone) ? row.time_zone : 'UTC')
      : null,
  };
}

export async function listRegistrants(
  ctx: Context,
  q: RegistrantQueryInput,
): Promise<{ rows: RegistrantRow[]; total: number }> {
  const { rows, total } = await repo.listRegistrantRecords(ctx.db, q, {
    direction: q.direction,
    limit: q.pageSize,
    offset: (q.page - 1) * q.pageSize,
  });
  return { rows: rows.map(toRow), total };
}

/** Every matching row, newest first, read in batches by id so memory stays flat however many there are. */
export async function* registrantBatches(
  db: Db,
  q: RegistrantQueryInput,
  batchSize = 1_000,
): AsyncGenerator<RegistrantRow[]> {
  let before: number | null = null;
  for (;;) {
    const rows = await repo.listRegistrantRecordsBefore(db, q, before, batchSize);
    if (rows.length === 0) return;
    yield rows.map(toRow);
    before = rows[rows.length - 1]?.id ?? null;
    if (rows.length < batchSize) return;
  }
}

export async function setContactStatus(ctx: Context, user: SessionUser, id: number, status: 'new' | 'handled') {
  const found = await repo.setContactMessageStatus(ctx.db, id, status, status === 'handled' ? ctx.now() : null);
  if (!found) throw new AppError('NOT_FOUND', /*i18n*/ 'This message does not exist.');
  // Named by who wrote it; the status it was given beside.
  await audit(ctx.db, user, 'update', 'contact message', id, { title: `${found.name} (${status})`, status });
  return { ok: true as const };
}
