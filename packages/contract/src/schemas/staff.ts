import { z } from 'zod';
import { ROLES } from '../constants';
import { emailSchema, PASSWORD_MIN_LENGTH } from './auth';
import { idSchema, isoDateTimeSchema } from './common';

export const STAFF_STATUSES = ['active', 'invited', 'deactivated'] as const;
export type StaffStatus = (typeof STAFF_STATUSES)[number];

/** One staff account as the Staff screen lists it. */
export const staffAccountSchema = z.strictObject({
  id: z.number().int(),
  email: z.email(),
  name: z.string(),
  role: z.enum(ROLES),
  status: z.enum(STAFF_STATUSES),
  lastSignInAt: isoDateTimeSchema.nullable(),
  activeSessions: z.number().int(),
  /** While invited: when the newest invitation link stops working (null once it has). */
  invitationExpiresAt: isoDateTimeSchema.nullable(),
  /**
   * The only active admin: the server refuses to make them an editor or to deactivate them (409), so the
   * screen does not offer either.
   */
  lastActiveAdmin: z.boolean(),
});
export type StaffAccountView = z.infer<typeof staffAccountSchema>;

const staffName = z
  .string()
  .trim()
  .min(1, /*i18n*/ 'Name is required.')
  .max(100, /*i18n*/ 'Name must be at most 100 characters.');

export const staffInviteInputSchema = z.object({
  email: emailSchema,
  name: staffName,
  role: z.enum(ROLES),
});
export type StaffInviteInput = z.input<typeof staffInviteInputSchema>;

export const staffIdInputSchema = z.object({ id: idSchema });

export const staffRoleInputSchema = z.object({ id: idSchema, role: z.enum(ROLES) });

/** What a staff change answers: the account as it is now, and how many sessions it ended. */
export const staffChangeResultSchema = z.strictObject({
  account: staffAccountSchema,
  endedSessions: z.number().int(),
});

const newPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH, /*i18n*/ 'Use at least 10 characters.')
  .max(200, /*i18n*/ 'Use at most 200 characters.');

const linkToken = z.string().min(20).max(200).describe('The token of an emailed link');

export const forgotPasswordInputSchema = z.object({ email: emailSchema });

export const staffLinkInputSchema = z.object({ token: linkToken });

/** What an invitation or password-reset link is for, so its page can say so. */
export const staffLinkSchema = z.strictObject({
  purpose: z.enum(['invitation', 'password-reset']),
  email: z.email(),
  name: z.string(),
});
export type StaffLink = z.infer<typeof staffLinkSchema>;

export const setPasswordWithTokenInputSchema = z.object({ token: linkToken, password: newPassword });
export type SetPasswordWithTokenInput = z.input<typeof setPasswordWithTokenInputSchema>;

export const setPasswordWithTokenResultSchema = z.strictObject({ email: z.email() });

const setupToken = z.string().min(20).max(200).describe('The token of the first-admin setup link');

/** The first-admin setup link (a production server logs it on an empty database), read by POST. */
export const firstAdminSetupLinkInputSchema = z.object({ token: setupToken });

/** `open`: the link works and its form can create the first admin; `done`: the site has staff already. */
export const firstAdminSetupStateSchema = z.strictObject({ state: z.enum(['open', 'done']) });
export type FirstAdminSetupState = z.infer<typeof firstAdminSetupStateSchema>;

/** The first admin, as they choose themselves through the setup link. */
export const firstAdminSetupInputSchema = z.object({
  token: setupToken,
  name: staffName,
  email: emailSchema,
  password: newPassword,
});
export type FirstAdminSetupInput = z.infer<typeof firstAdminSetupInputSchema>;

/** One of the signed-in person's own sessions. */
export const ownSessionSchema = z.strictObject({
  /** Names the session without being its secret (a hash of it). */
  id: z.string(),
  /** Browser and system, from the user agent ("Chrome on Android"); null when unknown. */
  device: z.string().nullable(),
  signedInAt: isoDateTimeSchema,
  lastUsedAt: isoDateTimeSchema,
  expiresAt: isoDateTimeSchema,
  current: z.boolean(),
});
export type OwnSession = z.infer<typeof ownSessionSchema>;

export const ownSessionIdInputSchema = z.object({ id: z.string().min(1).max(100) });
