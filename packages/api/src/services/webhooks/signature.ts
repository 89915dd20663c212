import { createHmac, randomBytes } from 'node:crypto';

/**
 * Standard Webhooks signing (https://www.standardwebhooks.com, as the `standardwebhooks` libraries verify):
 * the signed content is `${webhook-id}.${webhook-timestamp}.${body}`, signed with HMAC-SHA256 under the
 * secret's key bytes (a secret is `whsec_` + base64 of those bytes), sent as `v1,<base64>`; several
 * signatures are separated by spaces, so during a rotation both the old and the new secret verify.
 */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';

/** Key length of the secrets we generate (the specification asks for 24 to 64 bytes). */
const SECRET_BYTES = 32;

export interface WebhookHeaders {
  'webhook-id': string;
  'webhook-timestamp': string;
  'webhook-signature': string;
}

/** A new endpoint secret: `whsec_` + base64 of 32 random bytes (shown once, stored to sign). */
export function generateWebhookSecret(): string {
  return WEBHOOK_SECRET_PREFIX + randomBytes(SECRET_BYTES).toString('base64');
}

/** The key bytes of a `whsec_` secret; throws on anything else (an empty key or not base64). */
function secretKey(secret: string): Buffer {
  if (!isWebhookSecret(secret)) throw new Error('Not a webhook secret (whsec_ followed by base64).');
  return Buffer.from(secret.slice(WEBHOOK_SECRET_PREFIX.length), 'base64');
}

/** `whsec_` + strict base64 (with padding) of 24 to 64 bytes. */
export function isWebhookSecret(secret: string): boolean {
  if (!secret.startsWith(WEBHOOK_SECRET_PREFIX)) return false;
  const encoded = secret.slice(WEBHOOK_SECRET_PREFIX.length);
  if (!/^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/.test(encoded)) return false;
  const length = Buffer.from(encoded, 'base64').length;
  return length >= 24 && length <= 64;
}

/** One `v1,<base64>` signature of a message under one secret. */
export function signWebhook(secret: string, id: string, timestampSeconds: number, body: string): string {
  const mac = createHmac('sha256', secretKey(secret)).update(`${id}.${timestampSeconds}.${body}`, 'utf8');
  return `v1,${mac.digest('base64')}`;
}

/**
 * The three headers of one delivery attempt. `secrets` are the endpoint's valid secrets (the current one,
 * and the previous one while a rotation lasts): one signature each, space-separated. The id stays the same
 * across retries of one message (receivers de-duplicate by it); the timestamp is the attempt's.
 */
export function webhookHeaders(message: {
  id: string;
  body: string;
  secrets: readonly string[];
  timestamp?: Date;
}): WebhookHeaders {
  if (message.secrets.length === 0) throw new Error('A webhook is signed with at least one secret.');
  const seconds = Math.floor((message.timestamp ?? new Date()).getTime() / 1000);
  return {
    'webhook-id': message.id,
    'webhook-timestamp': String(seconds),
    'webhook-signature': message.secrets
      .map((secret) => signWebhook(secret, message.id, seconds, message.body))
      .join(' '),
  };
}
