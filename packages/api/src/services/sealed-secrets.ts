import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Secrets the server must read back (a hash would not do), stored sealed: AES-256-GCM under a key derived
 * (HKDF-SHA256) from the server's SESSION_SECRET, one key per purpose (`salt` and `info`), so a copy of the
 * database alone does not reveal them. Format: `v1.<iv>.<tag>.<ciphertext>` (base64url). Used for webhook
 * endpoint secrets and staff authenticator (TOTP) secrets.
 */
export interface SealPurpose {
  salt: string;
  info: string;
}

function keyOf(sessionSecret: string, purpose: SealPurpose): Buffer {
  return Buffer.from(hkdfSync('sha256', sessionSecret, purpose.salt, purpose.info, 32));
}

export function sealSecret(secret: string, sessionSecret: string, purpose: SealPurpose): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(sessionSecret, purpose), iv);
  const data = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), data.toString('base64url')].join(
    '.',
  );
}

/** The secret; throws when the seal was made under another SESSION_SECRET or purpose, or was altered. */
export function unsealSecret(sealed: string, sessionSecret: string, purpose: SealPurpose): string {
  const [version, iv, tag, data] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || data === undefined) throw new Error('Not a sealed secret.');
  const decipher = createDecipheriv('aes-256-gcm', keyOf(sessionSecret, purpose), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
}
