import { z } from 'zod';
import { syncedBookingSchema } from './api-v1';
import { adminPageInputFields, adminPageOf, idSchema, isoDateTimeSchema, staffRefSchema } from './common';

/**
 * Webhooks (issue 31): signed POSTs (Standard Webhooks) to endpoints admins register, one per event an
 * endpoint subscribes to, delivered from a queue in the database written in the same transaction as the
 * change. `ping` is the test event ("send a test event"): it is sent to one endpoint on request only and
 * cannot be subscribed to.
 */
export const WEBHOOK_EVENTS = [
  'booking.created',
  'booking.confirmed',
  'booking.cancelled',
  'booking.rescheduled',
  'booking.checked_in',
  'session.cancelled',
  'newsletter.subscribed',
  'newsletter.unsubscribed',
  'contact.received',
  'private_request.created',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
export const webhookEventSchema = z.enum(WEBHOOK_EVENTS);

/** The test event: sent only by `sendTest`, never subscribed to. */
export const WEBHOOK_TEST_EVENT = 'ping';
export type WebhookMessageType = WebhookEvent | typeof WEBHOOK_TEST_EVENT;

/** The visible start of a secret kept in lists: `whsec_` then this many characters. */
export const WEBHOOK_SECRET_PREFIX_LENGTH = 8;

const webhookUrlSchema = z
  .string()
  .trim()
  .max(2000)
  .refine(
    (url) => URL.canParse(url) && /^https?:\/\/[^/]/i.test(url),
    /*i18n*/ 'Enter the endpoint’s full URL, starting with https://.',
  );

const eventListSchema = z
  .array(webhookEventSchema)
  .min(1, /*i18n*/ 'Choose at least one event.')
  .refine((events) => new Set(events).size === events.length, /*i18n*/ 'Choose each event once.');

const descriptionSchema = z.string().trim().max(200);

export const webhookCreateInputSchema = z.strictObject({
  url: webhookUrlSchema,
  events: eventListSchema,
  description: descriptionSchema.optional(),
});
export type WebhookCreateInput = z.output<typeof webhookCreateInputSchema>;

export const webhookUpdateInputSchema = z.strictObject({
  id: idSchema,
  url: webhookUrlSchema.optional(),
  events: eventListSchema.optional(),
  description: descriptionSchema.optional(),
  enabled: z.boolean().optional(),
});
export type WebhookUpdateInput = z.output<typeof webhookUpdateInputSchema>;

export const webhookIdInputSchema = z.strictObject({ id: idSchema });

/** An endpoint as lists show it: its secret's prefix only (the whole secret is shown once). */
export const webhookEndpointSchema = z.strictObject({
  id: z.number().int(),
  url: z.string(),
  description: z.string(),
  events: z.array(webhookEventSchema),
  enabled: z.boolean(),
  /** Why it was disabled by the server (failing for 3 days); null when enabled or disabled by an admin. */
  disabledReason: z.string().nullable(),
  /** Since when its deliveries have been failing; null while they succeed. */
  failingSince: isoDateTimeSchema.nullable(),
  /** `whsec_` and the current secret's first characters. */
  secretPrefix: z.string(),
  /** Until when the previous secret still signs (24 h after a rotation); null when none does. */
  previousSecretExpiresAt: isoDateTimeSchema.nullable(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
  createdBy: staffRefSchema.nullable(),
});
export type WebhookEndpoint = z.output<typeof webhookEndpointSchema>;

/** The answer of create and rotate: the endpoint and its whole new secret, shown this once. */
export const webhookEndpointWithSecretSchema = webhookEndpointSchema.extend({ secret: z.string() });
export type WebhookEndpointWithSecret = z.output<typeof webhookEndpointWithSecretSchema>;

export const webhookDeliveriesInputSchema = z.strictObject({
  id: idSchema,
  ...adminPageInputFields(25),
});

/** One delivery attempt as the log shows it. */
export const webhookDeliverySchema = z.strictObject({
  id: z.number().int(),
  /** The message's webhook-id (`msg_…`), the same on every retry. */
  eventId: z.string(),
  type: z.string(),
  attemptedAt: isoDateTimeSchema,
  /** The answer's HTTP status; null when none came (refused, network error, timeout). */
  status: z.number().int().nullable(),
  durationMs: z.number().int(),
  ok: z.boolean(),
  /** The answer's first bytes (secrets redacted). */
  answerStart: z.string(),
  /** Why the attempt failed, when it did. */
  error: z.string().nullable(),
  /** 1 for the first attempt of the message, then 2, 3 … */
  attempt: z.number().int(),
});
export type WebhookDelivery = z.output<typeof webhookDeliverySchema>;

export const webhookDeliveriesSchema = adminPageOf(webhookDeliverySchema);
export type WebhookDeliveries = z.output<typeof webhookDeliveriesSchema>;

export const webhookResendInputSchema = z.strictObject({ deliveryId: idSchema });

/** The answer of sendTest and resend: the message queued (delivered by the worker, soon after). */
export const webhookQueuedSchema = z.strictObject({ eventId: z.string(), type: z.string() });

/** The JSON body of every webhook. */
export const webhookEnvelopeSchema = z.strictObject({
  /** The event's id (`msg_…`), also the webhook-id header: receivers de-duplicate by it. */
  id: z.string(),
  type: z.string(),
  /** When the event happened. */
  timestamp: isoDateTimeSchema,
  data: z.record(z.string(), z.unknown()),
});
export type WebhookEnvelope = z.output<typeof webhookEnvelopeSchema>;

/** A booking as webhooks show it: as `GET /api/v1/bookings` does (`SyncedBooking`), with its class and start. */
export const webhookBookingSchema = syncedBookingSchema.extend({
  class: z.strictObject({ id: z.number().int(), slug: z.string(), title: z.string().describe('In English') }),
  start: isoDateTimeSchema,
});
export type WebhookBooking = z.output<typeof webhookBookingSchema>;
