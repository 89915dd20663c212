import { z } from 'zod';
import { isoDateTimeSchema } from './common';

export const INVALID_EMAIL = /*i18n*/ 'Invalid email address';
export const EMAIL_REQUIRED = /*i18n*/ 'Email is required.';

/**
 * An empty (or missing) address is required; anything else that is not an address is invalid (SPEC
 * section 5). Trimmed and lower-cased before the check, so an address pasted with spaces is accepted.
 */
export const emailSchema = z
  .string({ error: EMAIL_REQUIRED })
  .trim()
  .toLowerCase()
  .min(1, { error: EMAIL_REQUIRED, abort: true })
  .max(254, INVALID_EMAIL)
  .email(INVALID_EMAIL);

export const loginInputSchema = z.object({
  email: emailSchema.describe('Staff email address'),
  password: z.string({ error: /*i18n*/ 'Password is required.' }).min(1, /*i18n*/ 'Password is required.').max(200),
  remember: z.boolean().default(false).describe('Keep the session for 365 days instead of one day'),
});
export type LoginInput = z.input<typeof loginInputSchema>;

export const loginResultSchema = z
  .strictObject({
    token: z.string().describe('Bearer token for the Authorization header'),
    expiresAt: isoDateTimeSchema.describe('When the session ends'),
    expires_at: isoDateTimeSchema.meta({
      description: 'Deprecated: the same instant as `expiresAt`, kept for existing integrators',
      deprecated: true,
    }),
  })
  .meta({ id: 'LoginResult', description: 'A new staff session' });
export type LoginResult = z.infer<typeof loginResultSchema>;

export const PASSWORD_MIN_LENGTH = 10;

export const updateProfileInputSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, /*i18n*/ 'Name is required.')
    .max(100, /*i18n*/ 'Name must be at most 100 characters.'),
});

export const changePasswordInputSchema = z.object({
  currentPassword: z.string().min(1, /*i18n*/ 'Enter your current password.').max(200),
  newPassword: z
    .string()
    .min(PASSWORD_MIN_LENGTH, /*i18n*/ 'Use at least 10 characters.')
    .max(200, /*i18n*/ 'Use at most 200 characters.'),
});

export const oauthExchangeInputSchema = z.object({
  code: z.string().min(20).max(200).describe('The one-time code from the sign-in redirect'),
});
