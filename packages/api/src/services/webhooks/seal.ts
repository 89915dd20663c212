import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Endpoint secrets are stored sealed: Standard Webhooks signs with the raw key, so the server must read it
 * back (a hash would not do). AES-256-GCM under a key derived (HKDF-SHA256) from the server's
 * SESSION_SECRET: a copy of the database alone does not reveal them. Format: `v1.<iv>.<tag>.<ciphertext>`
 * (base64url).
 */
const INFO = 'webhook endpoint secrets v1';

function keyOf(sessionSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', sessionSecret, 'webhooks', INFO, 32));
}

export function sealWebhookSecret(secret: string, sessionSecret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(sessionSecret), iv);
  const data = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), data.toString('base64url')].join(
    '.',
  );
}

/** The secret; throws when the seal was made under another SESSION_SECRET or was altered. */
export function unsealWebhookSecret(sealed: string, sessionSecret: string): string {
  const [version, iv, tag, data] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || data === undefined) throw new Error('Not a sealed webhook secret.');
  const decipher = createDecipheriv('aes-256-gcm', keyOf(sessionSecret), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
}
