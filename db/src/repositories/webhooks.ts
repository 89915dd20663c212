import { type Kysely, sql } from 'kysely';
import type { Database } from '../schema';
import { leaseRows } from './leases';
import { hasRow } from './has-row';
import { textArray } from './text-array';
import { insertedId } from './inserted-id';

export interface NewWebhookEndpoint {
  url: string;
  description: string;
  events: readonly string[];
  secretSealed: string;
  secretPrefix: string;
  createdBy: number | null;
}

const ENDPOINT_COLUMNS = [
  'webhook_endpoints.id',
  'webhook_endpoints.url',
  'webhook_endpoints.description',
  'webhook_endpoints.events',
  'webhook_endpoints.enabled',
  'webhook_endpoints.disabled_reason',
  'webhook_endpoints.failing_since',
  'webhook_endpoints.secret_prefix',
  'webhook_endpoints.previous_secret_expires_at',
  'webhook_endpoints.created_at',
  'webhook_endpoints.updated_at',
  'webhook_endpoints.created_by',
  'users.name as created_by_name',
] as const;

export async function insertWebhookEndpoint(db: Kysely<Database>, endpoint: NewWebhookEndpoint): Promise<number> {
  return insertedId(
    db
      .insertInto('webhook_endpoints')
      .values({
        url: endpoint.url,
        description: endpoint.description,
        events: textArray(endpoint.events),
        secret_sealed: endpoint.secretSealed,
        secret_prefix: endpoint.secretPrefix,
        created_by: endpoint.createdBy,
      })
      .returning('id'),
  );
}

/** Every endpoint (or one), oldest first, without its secrets. */
export async function listWebhookEndpoints(db: Kysely<Database>, id?: number) {
  let query = db
    .selectFrom('webhook_endpoints')
    .leftJoin('users', 'users.id', 'webhook_endpoints.created_by')
    .select(ENDPOINT_COLUMNS)
    .orderBy('webhook_endpoints.id');
  if (id !== undefined) query = query.where('webhook_endpoints.id', '=', id);
  return query.execute();
}

/** Changes an endpoint; answers whether it exists. Enabling clears the reason and the failing mark. */
export async function updateWebhookEndpoint(
  db: Kysely<Database>,
  id: number,
  change: { url?: string; events?: readonly string[]; description?: string; enabled?: boolean },
  at: Date,
): Promise<boolean> {
  return hasRow(
    db
      .updateTable('webhook_endpoints')
      .set({
        updated_at: at,
        ...(change.url !== undefined ? { url: change.url } : {}),
        ...(change.events !== undefined ? { events: textArray(change.events) } : {}),
        ...(change.description !== undefined ? { description: change.description } : {}),
        ...(change.enabled === true ? { enabled: true, disabled_reason: null, failing_since: null } : {}),
        ...(change.enabled === false ? { enabled: false, disabled_reason: null } : {}),
      })
      .where('id', '=', id)
      .returning('id'),
  );
}

/** A new secret; the current one becomes the previous, valid until `previousUntil`. */
export async function rotateWebhookSecret(
  db: Kysely<Database>,
  id: number,
  secret: { sealed: string; prefix: string },
  previousUntil: Date,
  at: Date,
): Promise<boolean> {
  return hasRow(
    db
      .updateTable('webhook_endpoints')
      .set((eb) => ({
        previous_secret_sealed: eb.ref('secret_sealed'),
        previous_secret_expires_at: previousUntil,
        secret_sealed: secret.sealed,
        secret_prefix: secret.prefix,
        updated_at: at,
      }))
      .where('id', '=', id)
      .returning('id'),
  );
}

export async function deleteWebhookEndpoint(db: Kysely<Database>, id: number): Promise<boolean> {
  return hasRow(db.deleteFrom('webhook_endpoints').where('id', '=', id).returning('id'));
}

/** The secrets of an endpoint (sealed), to sign with. */
export async function webhookEndpointSecrets(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('webhook_endpoints')
    .select(['id', 'url', 'enabled', 'secret_sealed', 'previous_secret_sealed', 'previous_secret_expires_at'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The enabled endpoints subscribed to `type`. */
export async function subscribedWebhookEndpoints(db: Kysely<Database>, type: string): Promise<number[]> {
  const rows = await db
    .selectFrom('webhook_endpoints')
    .select('id')
    .where('enabled', '=', true)
    .where(sql<boolean>`${type} = ANY(events)`)
    .orderBy('id')
    .execute();
  return rows.map((r) => r.id);
}

export interface NewWebhookMessage {
  eventId: string;
  endpointId: number;
  type: string;
  objectKey: string;
  payload: string;
  nextAttemptAt: Date;
}

export async function insertWebhookMessages(db: Kysely<Database>, messages: readonly NewWebhookMessage[]) {
  if (messages.length === 0) return [];
  const rows = await db
    .insertInto('webhook_messages')
    .values(
      messages.map((m) => ({
        event_id: m.eventId,
        endpoint_id: m.endpointId,
        type: m.type,
        object_key: m.objectKey,
        payload: m.payload,
        next_attempt_at: m.nextAttemptAt,
      })),
    )
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
}

export interface ClaimedWebhookMessage {
  id: number;
  event_id: string;
  endpoint_id: number;
  type: string;
  payload: string;
  attempts: number;
  first_attempt_at: Date | null;
}

/**
 * Claims up to `limit` due messages of enabled endpoints, skipping rows another node holds (SKIP LOCKED)
 * and those leased (`locked_until`) until `leaseUntil`. A message waits while an earlier one of the same
 * object for the same endpoint is undelivered (order per object). Call it inside a transaction.
 */
export async function claimDueWebhookMessages(
  db: Kysely<Database>,
  now: Date,
  limit: number,
  leaseUntil: Date,
): Promise<ClaimedWebhookMessage[]> {
  const { rows } = await sql<ClaimedWebhookMessage>`
    SELECT m.id, m.event_id, m.endpoint_id, m.type, m.payload, m.attempts, m.first_attempt_at
    FROM webhook_messages m
    JOIN webhook_endpoints e ON e.id = m.endpoint_id AND e.enabled
    WHERE m.delivered_at IS NULL AND m.given_up_at IS NULL
      AND m.next_attempt_at <= ${now}
      AND (m.locked_until IS NULL OR m.locked_until <= ${now})
      AND NOT EXISTS (
        SELECT 1 FROM webhook_messages p
        WHERE p.endpoint_id = m.endpoint_id AND p.object_key = m.object_key AND p.id < m.id
          AND p.delivered_at IS NULL AND p.given_up_at IS NULL
      )
    ORDER BY m.id
    LIMIT ${limit}
    FOR UPDATE OF m SKIP LOCKED`.execute(db);
  await leaseRows(db, 'webhook_messages', rows, leaseUntil);
  return rows;
}

export interface WebhookAttempt {
  messageId: number;
  endpointId: number;
  attempt: number;
  attemptedAt: Date;
  status: number | null;
  durationMs: number;
  ok: boolean;
  answerStart: string;
  error: string | null;
}

/** Records one attempt, and the message's new state: delivered, due again at `nextAttemptAt`, or given up. */
export async function recordWebhookAttempt(
  db: Kysely<Database>,
  attempt: WebhookAttempt,
  outcome: { delivered: true } | { delivered: false; nextAttemptAt: Date | null },
) {
  await db
    .insertInto('webhook_deliveries')
    .values({
      message_id: attempt.messageId,
      endpoint_id: attempt.endpointId,
      attempt: attempt.attempt,
      attempted_at: attempt.attemptedAt,
      status: attempt.status,
      duration_ms: attempt.durationMs,
      ok: attempt.ok,
      answer_start: attempt.answerStart,
      error: attempt.error,
    })
    .execute();
  const at = attempt.attemptedAt;
  await db
    .updateTable('webhook_messages')
    .set((eb) => ({
      attempts: attempt.attempt,
      locked_until: null,
      first_attempt_at: eb.fn.coalesce('first_attempt_at', sql<Date>`${at}`),
      ...(outcome.delivered
        ? { delivered_at: at }
        : outcome.nextAttemptAt
          ? { next_attempt_at: outcome.nextAttemptAt }
          : { given_up_at: at }),
    }))
    .where('id', '=', attempt.messageId)
    .execute();
  // A success ends a failing streak; a failure starts one unless one is already running.
  await db
    .updateTable('webhook_endpoints')
    .set({ failing_since: attempt.ok ? null : at })
    .where('id', '=', attempt.endpointId)
    .where('failing_since', attempt.ok ? 'is not' : 'is', null)
    .execute();
}

/** Disables an enabled endpoint with a reason; answers whether this call did (once across nodes). */
export async function disableFailingWebhookEndpoint(
  db: Kysely<Database>,
  id: number,
  reason: string,
  at: Date,
): Promise<boolean> {
  return hasRow(
    db
      .updateTable('webhook_endpoints')
      .set({ enabled: false, disabled_reason: reason, updated_at: at })
      .where('id', '=', id)
      .where('enabled', '=', true)
      .returning('id'),
  );
}

/** One page of an endpoint's delivery log, newest first, with the total. */
export async function listWebhookDeliveries(db: Kysely<Database>, endpointId: number, page: number, pageSize: number) {
  const items = await db
    .selectFrom('webhook_deliveries as d')
    .innerJoin('webhook_messages as m', 'm.id', 'd.message_id')
    .select([
      'd.id',
      'm.event_id',
      'm.type',
      'd.attempted_at',
      'd.status',
      'd.duration_ms',
      'd.ok',
      'd.answer_start',
      'd.error',
      'd.attempt',
    ])
    .where('d.endpoint_id', '=', endpointId)
    .orderBy('d.id', 'desc')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  const { total } = await db
    .selectFrom('webhook_deliveries')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where('endpoint_id', '=', endpointId)
    .executeTakeFirstOrThrow();
  return { items, total: Number(total) };
}

/** The message a logged attempt delivered (to send it again). */
export async function findWebhookDeliveryMessage(db: Kysely<Database>, deliveryId: number) {
  return db
    .selectFrom('webhook_deliveries as d')
    .innerJoin('webhook_messages as m', 'm.id', 'd.message_id')
    .select(['m.event_id', 'm.endpoint_id', 'm.type', 'm.object_key', 'm.payload'])
    .where('d.id', '=', deliveryId)
    .executeTakeFirst();
}

/** A session with its class, as webhooks show it. */
export async function findSessionForWebhook(db: Kysely<Database>, sessionId: number) {
  return db
    .selectFrom('class_sessions as s')
    .innerJoin('classes as c', 'c.id', 's.class_id')
    .select([
      's.id',
      's.class_id',
      'c.slug',
      sql<string | null>`c.title->>'en'`.as('title'),
      's.starts_at',
      's.ends_at',
      's.status',
    ])
    .where('s.id', '=', sessionId)
    .executeTakeFirst();
}

/** The admins who can sign in (enabled, invitation taken up): whom a disabled webhook is told to. */
export async function listActiveAdminAddresses(db: Kysely<Database>) {
  return db
    .selectFrom('users')
    .select(['email', 'name'])
    .where('role', '=', 'admin')
    .where('disabled_at', 'is', null)
    .where('invited_at', 'is', null)
    .orderBy('id')
    .execute();
}

/** Deletes messages delivered or given up before `before`, with their delivery log: they name people. */
export async function deleteFinishedWebhookMessages(db: Kysely<Database>, before: Date): Promise<number> {
  const result = await db
    .deleteFrom('webhook_messages')
    .where((eb) => eb.or([eb('delivered_at', '<', before), eb('given_up_at', '<', before)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
