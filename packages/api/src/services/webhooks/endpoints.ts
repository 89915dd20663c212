import {
  type WebhookCreateInput,
  type WebhookDeliveries,
  type WebhookEndpoint,
  type WebhookEndpointWithSecret,
  type WebhookEvent,
  type WebhookUpdateInput,
  WEBHOOK_SECRET_PREFIX_LENGTH,
  WEBHOOK_TEST_EVENT,
} from '@app/contract';
import { repo } from '@app/db';
import type { Context } from '../../context';
import { AppError, INVALID_INPUT_MESSAGE } from '../../errors';
import { translate } from '../../translations';
import { audit } from '../admin/writes';
import type { SessionUser } from '../sessions';
import { newWebhookEventId, webhookEnvelope } from './events';
import { sealWebhookSecret } from './seal';
import { generateWebhookSecret, WEBHOOK_SECRET_PREFIX } from './signature';
import { checkWebhookUrl } from './ssrf';
import { WEBHOOK_PREVIOUS_SECRET_MS } from './worker';

/**
 * Admins' webhook endpoints (admin.webhooks.*): create (the secret shown once), change, rotate the secret
 * (the previous one still signs for 24 hours), delete, send a test event (`ping`), read the delivery log
 * and send a logged message again. Every change is audited.
 */

const NOT_FOUND = /*i18n*/ 'This webhook endpoint does not exist.';

type EndpointRow = Awaited<ReturnType<typeof repo.listWebhookEndpoints>>[number];

function toEndpoint(row: EndpointRow): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: row.events as WebhookEvent[],
    enabled: row.enabled,
    disabledReason: row.disabled_reason,
    failingSince: row.failing_since?.toISOString() ?? null,
    secretPrefix: row.secret_prefix,
    previousSecretExpiresAt: row.previous_secret_expires_at?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    createdBy:
      row.created_by !== null && row.created_by_name !== null
        ? { id: row.created_by, name: row.created_by_name }
        : null,
  };
}

async function endpointOrFail(ctx: Context, id: number): Promise<EndpointRow> {
  const [row] = await repo.listWebhookEndpoints(ctx.db, id);
  if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
  return row;
}

/** Refuses a URL the server would not deliver to: not https in production, or on a non-public address. */
async function ensureDeliverableUrl(ctx: Context, url: string): Promise<void> {
  const policy = ctx.webhooks ?? {};
  const check = await checkWebhookUrl(url, policy);
  if (check.ok) return;
  const why = /https/.test(check.reason)
    ? /*i18n*/ 'The URL must use https.'
    : /could not be resolved/.test(check.reason)
      ? /*i18n*/ 'The host of this URL could not be found.'
      : /non-public/.test(check.reason)
        ? /*i18n*/ 'This URL points to a private or reserved address; webhooks go to public addresses only.'
        : /*i18n*/ 'Enter the endpoint’s full URL, starting with https://.';
  throw new AppError('INVALID', INVALID_INPUT_MESSAGE, { url: [translate(ctx.locale, why)] });
}

function newSecret(ctx: Context) {
  const secret = generateWebhookSecret();
  return {
    secret,
    sealed: sealWebhookSecret(secret, ctx.sessionSecret),
    prefix: secret.slice(0, WEBHOOK_SECRET_PREFIX.length + WEBHOOK_SECRET_PREFIX_LENGTH),
  };
}

export async function listWebhookEndpoints(ctx: Context): Promise<WebhookEndpoint[]> {
  return (await repo.listWebhookEndpoints(ctx.db)).map(toEndpoint);
}

export async function createWebhookEndpoint(
  ctx: Context,
  user: SessionUser,
  input: WebhookCreateInput,
): Promise<WebhookEndpointWithSecret> {
  await ensureDeliverableUrl(ctx, input.url);
  const { secret, sealed, prefix } = newSecret(ctx);
  const id = await ctx.db.transaction().execute(async (trx) => {
    const id = await repo.insertWebhookEndpoint(trx, {
      url: input.url,
      description: input.description ?? '',
      events: input.events,
      secretSealed: sealed,
      secretPrefix: prefix,
      createdBy: user.id,
    });
    await audit(trx, user, 'create webhook', 'webhook', id, { title: input.url, events: input.events });
    return id;
  });
  return { ...toEndpoint(await endpointOrFail(ctx, id)), secret };
}

export async function updateWebhookEndpoint(
  ctx: Context,
  user: SessionUser,
  input: WebhookUpdateInput,
): Promise<WebhookEndpoint> {
  const before = await endpointOrFail(ctx, input.id);
  if (input.url !== undefined) await ensureDeliverableUrl(ctx, input.url);
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await repo.updateWebhookEndpoint(trx, input.id, input, ctx.now())))
      throw new AppError('NOT_FOUND', NOT_FOUND);
    const action =
      input.enabled === true && !before.enabled
        ? 'enable webhook'
        : input.enabled === false && before.enabled
          ? 'disable webhook'
          : 'update webhook';
    await audit(trx, user, action, 'webhook', input.id, {
      title: input.url ?? before.url,
      ...(input.url !== undefined && input.url !== before.url ? { url: { from: before.url, to: input.url } } : {}),
      ...(input.events ? { events: input.events } : {}),
    });
  });
  return toEndpoint(await endpointOrFail(ctx, input.id));
}

/** A new secret, shown once; the previous one still signs (as a second signature) for 24 hours. */
export async function rotateWebhookSecret(
  ctx: Context,
  user: SessionUser,
  id: number,
): Promise<WebhookEndpointWithSecret> {
  const before = await endpointOrFail(ctx, id);
  const { secret, sealed, prefix } = newSecret(ctx);
  const now = ctx.now();
  await ctx.db.transaction().execute(async (trx) => {
    if (
      !(await repo.rotateWebhookSecret(
        trx,
        id,
        { sealed, prefix },
        new Date(now.getTime() + WEBHOOK_PREVIOUS_SECRET_MS),
        now,
      ))
    )
      throw new AppError('NOT_FOUND', NOT_FOUND);
    await audit(trx, user, 'rotate webhook secret', 'webhook', id, { title: before.url });
  });
  return { ...toEndpoint(await endpointOrFail(ctx, id)), secret };
}

/** Deletes an endpoint with its queued messages and its log. */
export async function deleteWebhookEndpoint(ctx: Context, user: SessionUser, id: number): Promise<{ id: number }> {
  const before = await endpointOrFail(ctx, id);
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await repo.deleteWebhookEndpoint(trx, id))) throw new AppError('NOT_FOUND', NOT_FOUND);
    await audit(trx, user, 'delete webhook', 'webhook', id, { title: before.url });
  });
  return { id };
}

/**
 * Queues a `ping` event for one endpoint (whatever it subscribes to), delivered like any other: signed,
 * logged, retried. Its data names the endpoint.
 */
export async function sendTestWebhook(
  ctx: Context,
  user: SessionUser,
  id: number,
): Promise<{ eventId: string; type: string }> {
  const endpoint = await endpointOrFail(ctx, id);
  if (!endpoint.enabled)
    throw new AppError('CONFLICT', /*i18n*/ 'Enable this endpoint before sending it a test event.');
  const now = ctx.now();
  const eventId = newWebhookEventId();
  const payload = JSON.stringify(
    webhookEnvelope(eventId, WEBHOOK_TEST_EVENT, now, { endpointId: id, message: 'This is a test event.' }),
  );
  await ctx.db.transaction().execute(async (trx) => {
    await repo.insertWebhookMessages(trx, [
      { eventId, endpointId: id, type: WEBHOOK_TEST_EVENT, objectKey: `ping:${eventId}`, payload, nextAttemptAt: now },
    ]);
    await audit(trx, user, 'test webhook', 'webhook', id, { title: endpoint.url, eventId });
  });
  return { eventId, type: WEBHOOK_TEST_EVENT };
}

export async function listWebhookDeliveries(
  ctx: Context,
  input: { id: number; page: number; pageSize: number },
): Promise<WebhookDeliveries> {
  await endpointOrFail(ctx, input.id);
  const { items, total } = await repo.listWebhookDeliveries(ctx.db, input.id, input.page, input.pageSize);
  return {
    items: items.map((d) => ({
      id: d.id,
      eventId: d.event_id,
      type: d.type,
      attemptedAt: d.attempted_at.toISOString(),
      status: d.status,
      durationMs: d.duration_ms,
      ok: d.ok,
      answerStart: d.answer_start,
      error: d.error,
      attempt: d.attempt,
    })),
    total,
    page: input.page,
    pageSize: input.pageSize,
  };
}

/**
 * Sends a logged message again: queued anew with the same event id (webhook-id) and body, after any
 * message of the same object still pending for that endpoint.
 */
export async function resendWebhookDelivery(
  ctx: Context,
  user: SessionUser,
  deliveryId: number,
): Promise<{ eventId: string; type: string }> {
  const message = await repo.findWebhookDeliveryMessage(ctx.db, deliveryId);
  if (!message) throw new AppError('NOT_FOUND', /*i18n*/ 'This delivery does not exist.');
  const now = ctx.now();
  await ctx.db.transaction().execute(async (trx) => {
    await repo.insertWebhookMessages(trx, [
      {
        eventId: message.event_id,
        endpointId: message.endpoint_id,
        type: message.type,
        objectKey: message.object_key,
        payload: message.payload,
        nextAttemptAt: now,
      },
    ]);
    await audit(trx, user, 'resend webhook', 'webhook', message.endpoint_id, {
      title: message.type,
      eventId: message.event_id,
    });
  });
  return { eventId: message.event_id, type: message.type };
}
