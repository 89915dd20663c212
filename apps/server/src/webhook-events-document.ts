import { WEBHOOK_EVENTS, type WebhookEvent, webhookBookingSchema } from '@app/contract';
import { z } from 'zod';

type Json = Record<string, unknown>;

/**
 * The OpenAPI 3.1 `webhooks` section: one entry per event the studio sends, each a POST to the
 * integrator's endpoint with the envelope `{ id, type, timestamp, data }`, signed per Standard Webhooks.
 */
const booking = z.toJSONSchema(webhookBookingSchema, { io: 'output', unrepresentable: 'any' }) as Json;
delete booking.$schema;

const classRef = {
  type: 'object',
  required: ['id', 'slug', 'title'],
  properties: { id: { type: 'integer' }, slug: { type: 'string' }, title: { type: 'string' } },
};
const dateTime = { type: 'string', format: 'date-time' };
const text = { type: 'string' };
const nullableText = { type: ['string', 'null'] };

const session = {
  type: 'object',
  required: ['id', 'class', 'start', 'end', 'status'],
  properties: { id: { type: 'integer' }, class: classRef, start: dateTime, end: dateTime, status: text },
};
const subscriber = (when: string) => ({
  type: 'object',
  required: ['id', 'email', 'name', 'locale', when],
  properties: { id: { type: 'integer' }, email: text, name: nullableText, locale: text, [when]: dateTime },
});
const contact = {
  type: 'object',
  required: ['id', 'name', 'email', 'phone', 'topic', 'message', 'locale', 'receivedAt'],
  properties: {
    id: { type: 'integer' },
    name: text,
    email: text,
    phone: nullableText,
    topic: nullableText,
    message: text,
    locale: text,
    receivedAt: dateTime,
  },
};
const privateRequest = {
  type: 'object',
  required: [
    'id',
    'class',
    'name',
    'email',
    'phone',
    'preferredTimes',
    'preferredDates',
    'message',
    'locale',
    'status',
  ],
  properties: {
    id: { type: 'integer' },
    class: classRef,
    name: text,
    email: text,
    phone: text,
    preferredTimes: text,
    preferredDates: { type: 'array', items: { type: 'string', format: 'date' } },
    message: nullableText,
    locale: text,
    status: { type: 'string', enum: ['new'] },
  },
};

const EVENTS: Record<WebhookEvent | 'ping', { summary: string; data: Json }> = {
  'booking.created': { summary: 'A booking was made (confirmed, or on the waiting list)', data: booking },
  'booking.confirmed': {
    summary: 'A waitlisted booking was confirmed (promoted from the waiting list)',
    data: booking,
  },
  'booking.cancelled': {
    summary: 'A booking was cancelled (by the person, staff, or with its session)',
    data: booking,
  },
  'booking.rescheduled': { summary: 'A booking moved to another session', data: booking },
  'booking.checked_in': { summary: 'A booking was checked in (marked attended)', data: booking },
  'session.cancelled': { summary: 'A session was cancelled (its bookings each send booking.cancelled)', data: session },
  'newsletter.subscribed': { summary: 'A newsletter sign-up was confirmed', data: subscriber('subscribedAt') },
  'newsletter.unsubscribed': { summary: 'A subscriber unsubscribed', data: subscriber('unsubscribedAt') },
  'contact.received': { summary: 'A message came through the contact form', data: contact },
  'private_request.created': { summary: 'Someone asked for a private session', data: privateRequest },
  ping: {
    summary: 'The test event (“send a test event”); sent on request only, never subscribed to',
    data: {
      type: 'object',
      required: ['endpointId', 'message'],
      properties: { endpointId: { type: 'integer' }, message: text },
    },
  },
};

const header = (name: string, description: string, example: string) => ({
  name,
  in: 'header',
  required: true,
  description,
  schema: { type: 'string' },
  example,
});

function operation(type: string, summary: string, data: Json): Json {
  return {
    post: {
      operationId: `${type.replace(/[._](\w)/g, (_, c: string) => c.toUpperCase())}Webhook`,
      tags: ['Webhooks'],
      summary,
      description:
        `Sent to each enabled endpoint subscribed to \`${type}\`, from a queue written with the change: at least once ` +
        '(de-duplicate by `webhook-id`), in order per object, retried with exponential backoff and jitter for up to ' +
        '3 days (then the endpoint is disabled and the admins are emailed). Verify the signature with a ' +
        '`standardwebhooks` library and the endpoint’s `whsec_` secret. Answer 2xx within 10 s; redirects are not followed.',
      security: [],
      parameters: [
        header('webhook-id', 'The event’s id, the same on every retry', 'msg_2KWPBgLlAfxdpx2AI54pPJ85f4W'),
        header('webhook-timestamp', 'When this attempt was signed (Unix seconds)', '1767225600'),
        header(
          'webhook-signature',
          'Space-separated `v1,<base64 HMAC-SHA256>` signatures of `id.timestamp.body` (two during a secret rotation)',
          'v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=',
        ),
      ],
      requestBody: {
        required: true,
        content: {
          'application/json': {
            schema: {
              type: 'object',
              required: ['id', 'type', 'timestamp', 'data'],
              properties: {
                id: { type: 'string', description: 'The event’s id (also `webhook-id`)' },
                type: { type: 'string', const: type },
                timestamp: { ...dateTime, description: 'When the event happened' },
                data,
              },
            },
          },
        },
      },
      responses: {
        '200': { description: 'Received (any 2xx)' },
        default: { description: 'Anything else is a failure: the event is sent again later' },
      },
    },
  };
}

export function webhookEventsDocument(): Record<string, Json> {
  const types = [...WEBHOOK_EVENTS, 'ping' as const];
  return Object.fromEntries(types.map((type) => [type, operation(type, EVENTS[type].summary, EVENTS[type].data)]));
}
