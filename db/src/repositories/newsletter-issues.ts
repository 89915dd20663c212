import type { LocalizedText } from '@app/contract';
import { type Kysely, sql, type Updateable } from 'kysely';
import type { Database, NewsletterIssuesTable } from '../schema';
import type { QueuedEmail } from './outbox';
import { insertedId } from './inserted-id';

/** A subscriber newsletters go to: confirmed and not unsubscribed (SQL on `newsletter_subscribers s`). */
const activeSubscriber = sql<boolean>`(s.confirmed_at is not null and s.unsubscribed_at is null)`;

/** How far an issue has gone, in subscribers (one email each). */
export interface NewsletterDeliveryCounts {
  /** Queued so far plus, while sending, the active subscribers still waiting for theirs. */
  recipients: number;
  queued: number;
  sent: number;
  /** Not sent yet, and the last attempt failed (the outbox retries it). */
  failed: number;
}

const issueColumns = [
  'i.id',
  'i.subject',
  'i.body',
  'i.status',
  'i.created_at',
  'i.updated_at',
  'i.send_started_at',
  'i.sent_at',
  'i.version',
] as const;

export async function insertNewsletterIssue(
  db: Kysely<Database>,
  issue: { subject: LocalizedText; body: LocalizedText; userId: number },
): Promise<number> {
  return insertedId(
    db
      .insertInto('newsletter_issues')
      .values({
        subject: JSON.stringify(issue.subject),
        body: JSON.stringify(issue.body),
        created_by: issue.userId,
        updated_by: issue.userId,
      })
      .returning('id'),
  );
}

/** The issue's status and version, its row locked until the transaction ends (a save, delete or send decides on it). */
export async function lockNewsletterIssue(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('newsletter_issues')
    .select(['id', 'status', 'version', 'subject'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/** Changes columns of one issue at `at`, stamping `updated_at` and bumping its version. */
async function updateIssue(db: Kysely<Database>, id: number, at: Date, changes: Updateable<NewsletterIssuesTable>) {
  await db
    .updateTable('newsletter_issues')
    .set((eb) => ({ ...changes, updated_at: at, version: eb('version', '+', 1) }))
    .where('id', '=', id)
    .execute();
}

export async function updateNewsletterIssueText(
  db: Kysely<Database>,
  issue: { id: number; subject: LocalizedText; body: LocalizedText; userId: number; at: Date },
) {
  await updateIssue(db, issue.id, issue.at, {
    subject: JSON.stringify(issue.subject),
    body: JSON.stringify(issue.body),
    updated_by: issue.userId,
  });
}

export async function deleteNewsletterIssue(db: Kysely<Database>, id: number) {
  await db.deleteFrom('newsletter_issues').where('id', '=', id).execute();
}

/** Moves a draft to `sending`: the sender job picks it up from now on. */
export async function startSendingNewsletterIssue(db: Kysely<Database>, id: number, userId: number, at: Date) {
  await updateIssue(db, id, at, { status: 'sending', started_by: userId, send_started_at: at });
}

/** One issue with the names of whoever wrote and sent it. */
export async function findNewsletterIssue(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('newsletter_issues as i')
    .leftJoin('users as author', 'author.id', 'i.created_by')
    .leftJoin('users as sender', 'sender.id', 'i.started_by')
    .select([...issueColumns, 'author.name as created_by_name', 'sender.name as started_by_name'])
    .where('i.id', '=', id)
    .executeTakeFirst();
}

/** A page of issues, newest first, and how many there are. */
export async function listNewsletterIssues(db: Kysely<Database>, page: { limit: number; offset: number }) {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('newsletter_issues as i')
      .select(issueColumns)
      .orderBy('i.created_at', 'desc')
      .orderBy('i.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    db.selectFrom('newsletter_issues').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: count.n };
}

/** The delivery counts of these issues (every id gets an entry, zeros for a draft). */
export async function newsletterDeliveryCounts(
  db: Kysely<Database>,
  issueIds: readonly number[],
): Promise<Map<number, NewsletterDeliveryCounts>> {
  const counts = new Map<number, NewsletterDeliveryCounts>(
    issueIds.map((id) => [id, { recipients: 0, queued: 0, sent: 0, failed: 0 }]),
  );
  if (issueIds.length === 0) return counts;
  const [queued, waiting] = await Promise.all([
    db
      .selectFrom('newsletter_deliveries as d')
      .leftJoin('email_outbox as o', 'o.id', 'd.outbox_id')
      .select([
        'd.issue_id',
        sql<number>`count(*)::int`.as('queued'),
        sql<number>`count(o.sent_at)::int`.as('sent'),
        sql<number>`(count(*) filter (where o.sent_at is null and o.last_error is not null))::int`.as('failed'),
      ])
      .where('d.issue_id', 'in', issueIds)
      .groupBy('d.issue_id')
      .execute(),
    db
      .selectFrom('newsletter_issues as i')
      .innerJoin('newsletter_subscribers as s', (join) => join.on(activeSubscriber))
      .select(['i.id', sql<number>`count(*)::int`.as('waiting')])
      .where('i.id', 'in', issueIds)
      .where('i.status', '=', 'sending')
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('newsletter_deliveries as d')
              .select(sql`1`.as('one'))
              .whereRef('d.issue_id', '=', 'i.id')
              .whereRef('d.subscriber_id', '=', 's.id'),
          ),
        ),
      )
      .groupBy('i.id')
      .execute(),
  ]);
  for (const row of queued) {
    counts.set(row.issue_id, { recipients: row.queued, queued: row.queued, sent: row.sent, failed: row.failed });
  }
  for (const row of waiting) {
    const entry = counts.get(row.id);
    if (entry) entry.recipients += row.waiting;
  }
  return counts;
}

/** The active subscribers per language: whom an issue sent now would reach. */
export async function activeSubscribersByLocale(db: Kysely<Database>) {
  return db
    .selectFrom('newsletter_subscribers as s')
    .select(['s.locale', sql<number>`count(*)::int`.as('count')])
    .where(activeSubscriber)
    .groupBy('s.locale')
    .orderBy('s.locale')
    .execute();
}

/** The issues being sent, oldest first. */
export async function sendingNewsletterIssueIds(db: Kysely<Database>): Promise<number[]> {
  const rows = await db
    .selectFrom('newsletter_issues')
    .select('id')
    .where('status', '=', 'sending')
    .orderBy('id')
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Claims an issue being sent for this transaction, skipping it when another node holds it (it is
 * working on a batch of that issue right now); undefined then, or once the issue is no longer sending.
 */
export async function claimSendingNewsletterIssue(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('newsletter_issues')
    .select(['id', 'subject', 'body'])
    .where('id', '=', id)
    .where('status', '=', 'sending')
    .forUpdate()
    .skipLocked()
    .executeTakeFirst();
}

/** Up to `limit` active subscribers who have not had this issue yet, in sign-up order. */
export async function pendingNewsletterRecipients(db: Kysely<Database>, issueId: number, limit: number) {
  return db
    .selectFrom('newsletter_subscribers as s')
    .select(['s.id', 's.email', 's.locale', 's.unsubscribe_token'])
    .where(activeSubscriber)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('newsletter_deliveries as d')
            .select(sql`1`.as('one'))
            .where('d.issue_id', '=', issueId)
            .whereRef('d.subscriber_id', '=', 's.id'),
        ),
      ),
    )
    .orderBy('s.id')
    .limit(limit)
    .execute();
}

/**
 * Records each subscriber's copy of the issue and queues its email, in the caller's transaction. The
 * delivery rows go first, `ON CONFLICT DO NOTHING` on (issue, subscriber): a subscriber who already has
 * the issue gets no second email, whatever happened before. Answers how many were queued.
 */
export async function queueNewsletterDeliveries(
  db: Kysely<Database>,
  issueId: number,
  deliveries: ReadonlyArray<{ subscriberId: number; locale: string; mail: QueuedEmail }>,
  at: Date,
): Promise<number> {
  if (deliveries.length === 0) return 0;
  const recorded = await db
    .insertInto('newsletter_deliveries')
    .values(
      deliveries.map((d) => ({ issue_id: issueId, subscriber_id: d.subscriberId, locale: d.locale, queued_at: at })),
    )
    .onConflict((oc) => oc.columns(['issue_id', 'subscriber_id']).doNothing())
    .returning('subscriber_id')
    .execute();
  const fresh = new Set(recorded.map((row) => row.subscriber_id));
  const toQueue = deliveries.filter((d) => fresh.has(d.subscriberId));
  if (toQueue.length === 0) return 0;
  const queued = await db
    .insertInto('email_outbox')
    .values(
      toQueue.map(({ mail }) => ({
        to_address: mail.to,
        subject: mail.subject,
        body_text: mail.text,
        body_html: mail.html,
        headers: JSON.stringify(mail.headers ?? {}),
        attachments: JSON.stringify(mail.attachments ?? []),
      })),
    )
    .returning(['id', 'to_address'])
    .execute();
  // Each delivery names its email; addresses are unique among subscribers (any case), so they pair them.
  const outboxIdOf = new Map(queued.map((row) => [row.to_address, row.id]));
  const pairs = toQueue.map(
    (d) => sql`(${sql.lit(d.subscriberId)}::int, ${sql.lit(outboxIdOf.get(d.mail.to) ?? null)}::int)`,
  );
  await sql`UPDATE newsletter_deliveries AS d SET outbox_id = v.outbox_id
    FROM (VALUES ${sql.join(pairs)}) AS v (subscriber_id, outbox_id)
    WHERE d.issue_id = ${issueId} AND d.subscriber_id = v.subscriber_id`.execute(db);
  return toQueue.length;
}

/** The issue is out: every active subscriber has it queued. */
export async function markNewsletterIssueSent(db: Kysely<Database>, id: number, at: Date) {
  await updateIssue(db, id, at, { status: 'sent', sent_at: at });
}
