/**
 * The soak's webhook receiver: an integration's endpoint on 127.0.0.1 that verifies every delivery's
 * Standard Webhooks signature with the `standardwebhooks` package (as a receiver would), answers the
 * first attempt of one event in SOAK_WEBHOOK_FAIL_EVERY with a 500 (so retries happen under load too;
 * never the retry, so each event arrives within its first backoff), and keeps what arrived. The
 * check: every booking answered 200 produced its `booking.created` exactly once after de-duplication
 * by the event's id (webhooks are at least once: a retry after a lost answer repeats the id, never
 * makes a second id).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import type { BookingRecord } from './load';
import type { Check } from './report';

const FAIL_EVERY = Number(process.env.SOAK_WEBHOOK_FAIL_EVERY ?? 10);
/** A message failed once is retried within 30 s (its first backoff); waiting past that proves nothing more. */
export const WEBHOOK_SETTLE_MS = 45_000;

interface Arrival {
  id: string;
  type: string;
  email: string | null;
}

export interface WebhookReceiver {
  url: string;
  /** Set once the endpoint is created: deliveries are verified with it from then on. */
  useSecret(secret: string): void;
  arrivals: Arrival[];
  /** Deliveries refused: a bad signature, or the planned 500s. */
  refused: { badSignature: number; planned: number };
  close(): Promise<void>;
}

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  let verifier: Webhook | null = null;
  const arrivals: Arrival[] = [];
  const refused = { badSignature: 0, planned: 0 };
  let count = 0;
  const failedOnce = new Set<string>();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      let event: { id: string; type: string; data?: { email?: string } };
      try {
        if (!verifier) throw new Error('no secret yet');
        event = verifier.verify(body, {
          'webhook-id': String(req.headers['webhook-id']),
          'webhook-timestamp': String(req.headers['webhook-timestamp']),
          'webhook-signature': String(req.headers['webhook-signature']),
        }) as typeof event;
      } catch {
        refused.badSignature++;
        res.writeHead(400).end();
        return;
      }
      if (FAIL_EVERY > 0 && !failedOnce.has(event.id) && ++count % FAIL_EVERY === 0) {
        failedOnce.add(event.id);
        refused.planned++;
        res.writeHead(500).end();
        return;
      }
      arrivals.push({ id: event.id, type: event.type, email: event.data?.email ?? null });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/soak-webhooks`,
    useSecret: (secret) => {
      verifier = new Webhook(secret);
    },
    arrivals,
    refused,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Bookings answered 200 whose `booking.created` has not arrived yet. */
export function missingBookingEvents(bookings: BookingRecord[], receiver: WebhookReceiver): BookingRecord[] {
  const arrived = new Set(receiver.arrivals.filter((a) => a.type === 'booking.created').map((a) => a.email));
  return bookings.filter((b) => b.sample?.status === 200 && !arrived.has(b.email));
}

export function webhookChecks(bookings: BookingRecord[], receiver: WebhookReceiver): Check[] {
  const created = receiver.arrivals.filter((a) => a.type === 'booking.created');
  const idsByEmail = new Map<string, Set<string>>();
  for (const arrival of created) {
    if (!arrival.email) continue;
    const ids = idsByEmail.get(arrival.email) ?? new Set<string>();
    ids.add(arrival.id);
    idsByEmail.set(arrival.email, ids);
  }
  const answered = bookings.filter((b) => b.sample?.status === 200);
  const missing = answered.filter((b) => !idsByEmail.has(b.email));
  const twice = answered.filter((b) => (idsByEmail.get(b.email)?.size ?? 0) > 1);
  const repeats = created.length - new Set(created.map((a) => a.id)).size;
  return [
    {
      name: 'every booking answered 200 produced its booking.created exactly once (by event id)',
      ok: answered.length > 0 && missing.length === 0 && twice.length === 0,
      detail: `${answered.length} bookings answered 200; ${missing.length} without an event${
        missing.length
          ? ` (${missing
              .slice(0, 3)
              .map((b) => b.email)
              .join(', ')}…)`
          : ''
      }; ${twice.length} with two event ids; ${repeats} repeated deliveries of one id (at least once)`,
    },
    {
      name: 'every webhook verified with the standardwebhooks package',
      ok: receiver.refused.badSignature === 0,
      detail: `${receiver.arrivals.length} accepted, ${receiver.refused.badSignature} with a bad signature, ${receiver.refused.planned} answered 500 on purpose (then retried)`,
    },
  ];
}
