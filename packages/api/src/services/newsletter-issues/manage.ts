import type { NewsletterIssueInput } from '@app/contract';
import { type Db, repo } from '@app/db';
import type { Context } from '../../context';
import { AppError, invalidField } from '../../errors';
import { compactLocalized, sanitizeLocalizedHtml } from '../admin/sanitize';
import { CONFLICT_MESSAGE } from '../admin/writes';
import { auditActor, type SessionUser } from '../sessions';
import { toIssue, toIssueRow } from './present';

type IssueInput = { subject: NewsletterIssueInput['subject']; body: NewsletterIssueInput['body'] };

const ENTITY = 'newsletter issue';
export const NOT_FOUND_MESSAGE = /*i18n*/ 'This newsletter issue does not exist (any more).';
const NOT_A_DRAFT_MESSAGE =
  /*i18n*/ 'This newsletter issue is being sent or has been sent: it can no longer be changed or deleted.';

export async function issueAudit(
  db: Db,
  user: SessionUser,
  action: 'create' | 'update' | 'delete' | 'send',
  id: number,
  summary: Record<string, unknown>,
) {
  await repo.insertAuditEntry(db, { ...auditActor(user), action, entity: ENTITY, entityId: String(id), summary });
}

/**
 * The text as stored: subjects trimmed, bodies sanitised like every rich text editors write (empty
 * translations dropped so they fall back to English). An English body with nothing left once unsafe
 * parts are removed is refused: subscribers would get an empty letter.
 */
export function cleanIssueText(input: IssueInput) {
  const body = sanitizeLocalizedHtml(input.body);
  if (body.en === '')
    throw invalidField('body.en', /*i18n*/ 'The English text is empty once unsafe parts are removed.');
  return { subject: compactLocalized(input.subject), body };
}

/**
 * The issue locked for a change that only a draft allows, at the version the editor loaded: 404 when
 * it is gone, 409 once it is being sent or sent, 409 when someone saved it meanwhile.
 */
export async function lockDraft(trx: Db, id: number, version: number) {
  const issue = await repo.lockNewsletterIssue(trx, id);
  if (!issue) throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
  if (issue.status !== 'draft') throw new AppError('CONFLICT', NOT_A_DRAFT_MESSAGE);
  if (issue.version !== version) throw new AppError('CONFLICT', CONFLICT_MESSAGE);
  return issue;
}

export async function listIssues(ctx: Context, query: { page: number; pageSize: number }) {
  const { rows, total } = await repo.listNewsletterIssues(ctx.db, {
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  const counts = await repo.newsletterDeliveryCounts(
    ctx.db,
    rows.map((row) => row.id),
  );
  return { total, rows: rows.map((row) => toIssueRow(row, counts.get(row.id)!)) };
}

export async function getIssue(ctx: Pick<Context, 'db'>, id: number) {
  const row = await repo.findNewsletterIssue(ctx.db, id);
  if (!row) throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
  const [counts, audience] = await Promise.all([
    repo.newsletterDeliveryCounts(ctx.db, [id]),
    repo.activeSubscribersByLocale(ctx.db),
  ]);
  return toIssue(row, counts.get(id)!, audience);
}

export async function createIssue(ctx: Context, user: SessionUser, input: IssueInput) {
  const text = cleanIssueText(input);
  const id = await ctx.db.transaction().execute(async (trx) => {
    const id = await repo.insertNewsletterIssue(trx, { ...text, userId: user.id });
    await issueAudit(trx, user, 'create', id, { title: text.subject.en });
    return id;
  });
  return getIssue(ctx, id);
}

/** Saves a draft's text, at the version the editor loaded. */
export async function updateIssue(
  ctx: Context,
  user: SessionUser,
  input: { id: number; version: number; data: IssueInput },
) {
  const text = cleanIssueText(input.data);
  await ctx.db.transaction().execute(async (trx) => {
    await lockDraft(trx, input.id, input.version);
    await repo.updateNewsletterIssueText(trx, { id: input.id, ...text, userId: user.id, at: ctx.now() });
    await issueAudit(trx, user, 'update', input.id, { title: text.subject.en, fromVersion: input.version });
  });
  return getIssue(ctx, input.id);
}

/** Deletes a draft (an issue that went out stays, with its record of who got it). */
export async function deleteIssue(ctx: Context, user: SessionUser, input: { id: number; version: number }) {
  await ctx.db.transaction().execute(async (trx) => {
    const issue = await lockDraft(trx, input.id, input.version);
    await repo.deleteNewsletterIssue(trx, input.id);
    await issueAudit(trx, user, 'delete', input.id, { title: issue.subject.en });
  });
  return { ok: true as const };
}
