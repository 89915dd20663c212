import { type SealPurpose, sealSecret, unsealSecret } from '../sealed-secrets';

/**
 * Endpoint secrets are stored sealed: Standard Webhooks signs with the raw key, so the server must read it
 * back (a hash would not do). See sealed-secrets.ts; this purpose's key is the one seals were always made with.
 */
const WEBHOOKS: SealPurpose = { salt: 'webhooks', info: 'webhook endpoint secrets v1' };

export const sealWebhookSecret = (secret: string, sessionSecret: string) => sealSecret(secret, sessionSecret, WEBHOOKS);

/** The secret; throws when the seal was made under another SESSION_SECRET or was altered. */
export const unsealWebhookSecret = (sealed: string, sessionSecret: string) =>
  unsealSecret(sealed, sessionSecret, WEBHOOKS);
