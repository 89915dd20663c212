import { type Db, repo } from '@app/db';
import { nextAttemptAt } from './backoff';
import { type DeliveryResult, deliverWebhook, type WebhookMessage } from './deliver';
import { unsealWebhookSecret } from './seal';
import type { UrlPolicy } from './ssrf';

/**
 * The webhook worker's round (every node runs it): claims due messages with FOR UPDATE SKIP LOCKED and a
 * lease (`locked_until`), so several nodes share the work and each attempt is made by one node; a node that
 * dies holding a lease leaves the message to another once the lease ends. Messages of one object reach an
 * endpoint in order (the claim skips a message while an earlier one of its object is undelivered). Each
 * attempt is logged; a failure is tried again after `nextAttemptAt` (exponential backoff with jitter) for
 * up to 3 days from the first attempt, then the message is given up and its endpoint disabled, and the
 * admins are told (`onEndpointDisabled`). Every attempt of a message carries the same webhook-id.
 */

/** How the server delivers webhooks: https only in production; private addresses only when allowed. */
export type WebhookPolicy = Pick<UrlPolicy, 'allowPrivate' | 'requireHttps' | 'resolve'>;

export interface WebhookWorkerDeps {
  db: Db;
  sessionSecret: string;
  webhooks?: WebhookPolicy | undefined;
}

export interface WebhookRoundOptions {
  now?: Date;
  /** Messages claimed per round. */
  batchSize?: number;
  /** How long a claimed message is held by this node (more than one attempt's 10 s timeout). */
  leaseMs?: number;
  random?: () => number;
  /** The attempt (tests pass their own timeout). */
  deliver?: (url: string, message: WebhookMessage) => Promise<DeliveryResult>;
  /** Told of an endpoint this round disabled after 3 days of failures (the admins are emailed). */
  onEndpointDisabled?: (endpoint: { id: number; url: string }) => Promise<void>;
}

const DEFAULT_BATCH = 20;
const DEFAULT_LEASE_MS = 60_000;
export const WEBHOOK_PREVIOUS_SECRET_MS = 24 * 60 * 60 * 1000;
const WEBHOOK_GAVE_UP_REASON = 'Deliveries failed for 3 days.';

/** The endpoint's valid secrets, current first (the previous one while its 24 hours last). */
function validSecrets(
  row: { secret_sealed: string; previous_secret_sealed: string | null; previous_secret_expires_at: Date | null },
  sessionSecret: string,
  now: Date,
): string[] {
  const secrets = [unsealWebhookSecret(row.secret_sealed, sessionSecret)];
  if (row.previous_secret_sealed && row.previous_secret_expires_at && row.previous_secret_expires_at > now)
    secrets.push(unsealWebhookSecret(row.previous_secret_sealed, sessionSecret));
  return secrets;
}

/** Secrets never reach the log: ours, and anything shaped like a webhook secret or an API key. */
function redactSecrets(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const secret of secrets) {
    out = out.split(secret).join('[redacted]');
    const key = secret.slice('whsec_'.length);
    if (key.length >= 16) out = out.split(key).join('[redacted]');
  }
  return out
    .replace(/whsec_[A-Za-z0-9+/=]{8,}/g, 'whsec_[redacted]')
    .replace(/rt_[A-Za-z0-9_-]{16,}/g, 'rt_[redacted]');
}

export async function deliverDueWebhooks(
  deps: WebhookWorkerDeps,
  options: WebhookRoundOptions = {},
): Promise<{ delivered: number; failed: number; gaveUp: number; disabled: number }> {
  const now = options.now ?? new Date();
  const counts = { delivered: 0, failed: 0, gaveUp: 0, disabled: 0 };
  const claimed = await deps.db
    .transaction()
    .execute((trx) =>
      repo.claimDueWebhookMessages(
        trx,
        now,
        options.batchSize ?? DEFAULT_BATCH,
        new Date(now.getTime() + (options.leaseMs ?? DEFAULT_LEASE_MS)),
      ),
    );
  const policy = deps.webhooks ?? {};
  const deliver = options.deliver ?? ((url: string, message: WebhookMessage) => deliverWebhook(url, message, policy));
  await Promise.all(
    claimed.map(async (message) => {
      const endpoint = await repo.webhookEndpointSecrets(deps.db, message.endpoint_id);
      if (!endpoint) return;
      const attemptedAt = options.now ?? new Date();
      let secrets: string[] = [];
      let result: DeliveryResult;
      try {
        secrets = validSecrets(endpoint, deps.sessionSecret, attemptedAt);
        result = await deliver(endpoint.url, { id: message.event_id, body: message.payload, secrets });
      } catch (error) {
        result = {
          ok: false,
          status: null,
          durationMs: 0,
          bodyStart: '',
          bytesRead: 0,
          error: error instanceof Error ? error.message : String(error),
        };
      }
      const attempt = message.attempts + 1;
      const done = options.now ?? new Date();
      const next = result.ok
        ? null
        : nextAttemptAt(attempt, message.first_attempt_at ?? attemptedAt, done, options.random);
      await repo.recordWebhookAttempt(
        deps.db,
        {
          messageId: message.id,
          endpointId: message.endpoint_id,
          attempt,
          attemptedAt,
          status: result.status,
          durationMs: result.durationMs,
          ok: result.ok,
          answerStart: redactSecrets(result.bodyStart, secrets),
          error: result.error ? redactSecrets(result.error, secrets) : null,
        },
        result.ok ? { delivered: true } : { delivered: false, nextAttemptAt: next },
      );
      if (result.ok) counts.delivered++;
      else if (next) counts.failed++;
      else {
        counts.gaveUp++;
        if (await repo.disableFailingWebhookEndpoint(deps.db, endpoint.id, WEBHOOK_GAVE_UP_REASON, done)) {
          counts.disabled++;
          await options.onEndpointDisabled?.({ id: endpoint.id, url: endpoint.url });
        }
      }
    }),
  );
  return counts;
}
