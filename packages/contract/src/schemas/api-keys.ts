import { z } from 'zod';
import { idSchema, isoDateTimeSchema, staffRefSchema } from './common';

/**
 * What an API key may do: each procedure a key may call declares the one scope it needs
 * (`staffProcedure(roles, { scope })`); a procedure that declares none is refused to keys.
 */
export const API_KEY_SCOPES = [
  'content:read',
  'sessions:read',
  'bookings:read',
  'bookings:write',
  'people:read',
  'webhooks:manage',
] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];
export const apiKeyScopeSchema = z.enum(API_KEY_SCOPES);

/** The secret's visible start: `rt_` then this many characters, kept to recognise a key in lists. */
export const API_KEY_PREFIX_LENGTH = 8;

/** A new key: a name to tell it apart, its scopes (at least one, each once) and an optional expiry in the future. */
export const apiKeyCreateInputSchema = z.strictObject({
  name: z.string().trim().min(1, /*i18n*/ 'Name is required.').max(80, /*i18n*/ 'At most 80 characters.'),
  scopes: z
    .array(apiKeyScopeSchema)
    .min(1, /*i18n*/ 'Choose at least one scope.')
    .refine((scopes) => new Set(scopes).size === scopes.length, /*i18n*/ 'Choose each scope once.'),
  expiresAt: isoDateTimeSchema.nullish(),
});
export type ApiKeyCreateInput = z.input<typeof apiKeyCreateInputSchema>;

export const apiKeyIdInputSchema = z.strictObject({ id: idSchema });

/** A key as lists show it: never its secret, which only its creation answers. */
export const apiKeySchema = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  /** `rt_` and the secret's first characters. */
  prefix: z.string(),
  scopes: z.array(apiKeyScopeSchema),
  createdAt: isoDateTimeSchema,
  expiresAt: isoDateTimeSchema.nullable(),
  lastUsedAt: isoDateTimeSchema.nullable(),
  lastUsedIp: z.string().nullable(),
  revokedAt: isoDateTimeSchema.nullable(),
  /** The admin who created it; null once that account is gone. */
  createdBy: staffRefSchema.nullable(),
});
export type ApiKey = z.output<typeof apiKeySchema>;

/** The creation's answer: the key and its whole secret, shown this once (only its hash is stored). */
export const createdApiKeySchema = apiKeySchema.extend({ secret: z.string() });
export type CreatedApiKey = z.output<typeof createdApiKeySchema>;
