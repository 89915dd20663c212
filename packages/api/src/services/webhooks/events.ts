import { randomBytes } from 'node:crypto';
import type { WebhookBooking, WebhookEnvelope, WebhookEvent, WebhookMessageType } from '@app/contract';
import { type Db, repo } from '@app/db';
import { syncedBookingOf } from '../admin/sessions/feed';

/**
 * The webhook outbox's writer. `enqueueWebhookEvent` is called with the transaction of the change it
 * tells of: one message per enabled endpoint subscribed to the type, committed with the change (a
 * rolled-back change sends nothing, a committed one is never lost). The worker (worker.ts) delivers them.
 */

/** A new event id (`msg_` + 16 random bytes, base64url): the envelope's id and the webhook-id header. */
export function newWebhookEventId(): string {
  return `msg_${randomBytes(16).toString('base64url')}`;
}

/** The JSON body of a message. */
export function webhookEnvelope(id: string, type: WebhookMessageType, at: Date, data: object): WebhookEnvelope {
  return { id, type, timestamp: at.toISOString(), data: data as Record<string, unknown> };
}

/**
 * Queues an event for every enabled endpoint subscribed to `type`, in `trx` (the change's transaction).
 * `objectKey` names the object (e.g. `booking:12`): messages of one object reach an endpoint in order.
 * Answers the event id, or null when no endpoint wants it.
 */
export async function enqueueWebhookEvent(
  trx: Db,
  type: WebhookEvent,
  objectKey: string,
  data: object,
  at: Date = new Date(),
): Promise<string | null> {
  const endpoints = await repo.subscribedWebhookEndpoints(trx, type);
  if (endpoints.length === 0) return null;
  const id = newWebhookEventId();
  const payload = JSON.stringify(webhookEnvelope(id, type, at, data));
  await repo.insertWebhookMessages(
    trx,
    endpoints.map((endpointId) => ({ eventId: id, endpointId, type, objectKey, payload, nextAttemptAt: at })),
  );
  return id;
}

/** A subscription's event, one shape wherever it changed (the confirmation link, the unsubscribe link, My bookings). */
export async function enqueueNewsletterEvent(
  trx: Db,
  type: 'newsletter.subscribed' | 'newsletter.unsubscribed',
  row: { id: number; email: string; name: string | null; locale: string },
  at: Date,
): Promise<void> {
  const when =
    type === 'newsletter.subscribed' ? { subscribedAt: at.toISOString() } : { unsubscribedAt: at.toISOString() };
  const data = { id: row.id, email: row.email, name: row.name, locale: row.locale, ...when };
  await enqueueWebhookEvent(trx, type, `newsletter:${row.id}`, data, at);
}

/** A booking as `GET /api/v1/bookings` shows it (one mapping, `syncedBookingOf`), with its class and start. */
export async function bookingWebhookData(db: Db, bookingId: number): Promise<WebhookBooking | null> {
  const row = await repo.findSyncedBooking(db, bookingId);
  if (!row) return null;
  return {
    ...syncedBookingOf(row),
    class: { id: row.class_id, slug: row.slug, title: row.title ?? row.slug },
    start: new Date(row.starts_at).toISOString(),
  };
}

/** Queues a booking event (its data read in the same transaction, after the change). */
export async function enqueueBookingEvent(
  trx: Db,
  type: Extract<WebhookEvent, `booking.${string}`>,
  bookingId: number,
  at: Date = new Date(),
): Promise<void> {
  // Nothing to read when nobody listens (the usual case).
  if ((await repo.subscribedWebhookEndpoints(trx, type)).length === 0) return;
  const data = await bookingWebhookData(trx, bookingId);
  if (data) await enqueueWebhookEvent(trx, type, `booking:${bookingId}`, data, at);
}

/** A session as webhooks show it. */
async function sessionWebhookData(db: Db, sessionId: number) {
  const row = await repo.findSessionForWebhook(db, sessionId);
  if (!row) return null;
  return {
    id: row.id,
    class: { id: row.class_id, slug: row.slug, title: row.title ?? row.slug },
    start: new Date(row.starts_at).toISOString(),
    end: new Date(row.ends_at).toISOString(),
    status: row.status,
  };
}

/** Queues `session.cancelled` (in the cancelling transaction). */
export async function enqueueSessionCancelled(trx: Db, sessionId: number, at: Date = new Date()): Promise<void> {
  if ((await repo.subscribedWebhookEndpoints(trx, 'session.cancelled')).length === 0) return;
  const data = await sessionWebhookData(trx, sessionId);
  if (data) await enqueueWebhookEvent(trx, 'session.cancelled', `session:${sessionId}`, data, at);
}
