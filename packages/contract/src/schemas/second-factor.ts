import { z } from 'zod';
import { isoDateTimeSchema } from './common';
import { loginResultSchema } from './auth';
import { authenticationResponseSchema } from './passkeys';

/**
 * A second factor after a password (issue 32). A password alone opens nothing on an account with a factor:
 * sign-in answers a short-lived ticket, and `auth.secondFactor` trades it with a code for the session.
 */

/** How a person may prove it is them after their password. `passkey` is answered by the passkey procedures. */
export const SECOND_FACTOR_METHODS = ['totp', 'recovery', 'email', 'passkey'] as const;
export type SecondFactorMethod = (typeof SECOND_FACTOR_METHODS)[number];
/** The methods a code is typed for (a passkey is its own ceremony). */
export const CODE_METHODS = ['totp', 'recovery', 'email'] as const;
export type CodeMethod = (typeof CODE_METHODS)[number];

/** How long a second factor stays fresh for sensitive actions. */
export const STEP_UP_FRESH_MS = 10 * 60 * 1000;
/** How long the ticket of a correct password lasts (single use). */
export const LOGIN_TICKET_MS = 5 * 60 * 1000;
/** How long an emailed sign-in code lasts. */
export const EMAIL_CODE_MS = 10 * 60 * 1000;
/** Recovery codes made when TOTP is confirmed (each works once). */
export const RECOVERY_CODE_COUNT = 10;

/** The answer of a correct password on an account that must still show a second factor. */
export const secondFactorChallengeSchema = z
  .strictObject({
    secondFactor: z.strictObject({
      ticket: z.string().describe('Single use, valid 5 minutes: send it back to auth.secondFactor with a code'),
      methods: z.array(z.enum(SECOND_FACTOR_METHODS)).describe('What this account may show'),
    }),
  })
  .meta({ id: 'SecondFactorChallenge', description: 'The password was right: now a second factor' });
export type SecondFactorChallenge = z.infer<typeof secondFactorChallengeSchema>;

/** auth.login's answer: a session (as before), or the second factor's challenge. */
export const loginAnswerSchema = z.union([loginResultSchema, secondFactorChallengeSchema]);
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;

const codeSchema = z
  .string({ error: /*i18n*/ 'Code is required.' })
  .trim()
  .min(1, /*i18n*/ 'Code is required.')
  .max(40)
  .describe('A 6-digit code (authenticator app or email), or a recovery code');

/** A code typed (or, with `email` and no code, one to be emailed). */
const codeAnswerSchema = z.object({
  method: z.enum(CODE_METHODS),
  code: codeSchema.optional().describe('Leave out with method `email` to have the code sent'),
});
/** One of the account's own passkeys, answering a challenge from `auth.passkeyOptions` (ticket) or `auth.stepUpOptions`. */
const passkeyAnswerSchema = z.object({
  method: z.literal('passkey'),
  response: authenticationResponseSchema,
});
const ticketSchema = z.string().min(1).max(200);

export const secondFactorInputSchema = z.discriminatedUnion('method', [
  codeAnswerSchema.extend({ ticket: ticketSchema }),
  passkeyAnswerSchema.extend({ ticket: ticketSchema }),
]);
export type SecondFactorInput = z.input<typeof secondFactorInputSchema>;

/** auth.stepUp: a fresh factor for the sensitive actions of the next 10 minutes. */
export const stepUpInputSchema = z.discriminatedUnion('method', [codeAnswerSchema, passkeyAnswerSchema]);
export type StepUpInput = z.input<typeof stepUpInputSchema>;

/** auth.passkeyOptions: with the ticket of a correct password, a challenge only that account's passkeys answer. */
export const passkeyOptionsInputSchema = z.object({ ticket: ticketSchema.optional() }).optional();

/** The answer of auth.secondFactor / auth.stepUp when a code was only sent (method `email` without a code). */
export const codeSentSchema = z.strictObject({ codeSent: z.literal(true) });
export const secondFactorAnswerSchema = z.union([loginResultSchema, codeSentSchema]);
export const stepUpAnswerSchema = z.union([
  z.strictObject({ freshUntil: isoDateTimeSchema.describe('Sensitive actions need no new factor until then') }),
  codeSentSchema,
]);

export const totpSetupSchema = z
  .strictObject({
    secret: z
      .string()
      .regex(/^[A-Z2-7]+=*$/)
      .describe('Base32, for typing into an app'),
    otpauthUri: z.string().startsWith('otpauth://totp/').describe('For the QR code'),
  })
  .meta({ id: 'TotpSetup', description: 'A new authenticator secret, not active until confirmed' });
export type TotpSetup = z.infer<typeof totpSetupSchema>;
export const totpConfirmInputSchema = z.object({ code: codeSchema });
export const recoveryCodesSchema = z.strictObject({
  recoveryCodes: z.array(z.string()).length(RECOVERY_CODE_COUNT).describe('Shown this once; each works once'),
});
export const totpRemoveInputSchema = z.object({ code: codeSchema.describe('A current code or a recovery code') });

/** What the signed-in person has set up. */
export const secondFactorStatusSchema = z.strictObject({
  totp: z.boolean(),
  /** How many passkeys the account has (each one is a factor). */
  passkeys: z.number().int(),
  recoveryCodesLeft: z.number().int(),
  /** The policy: every staff account must have a factor. */
  required: z.boolean(),
  /** This session showed a factor (null: password only) */
  secondFactorAt: isoDateTimeSchema.nullable(),
});

/** Site setting `security`: admins require a second factor of every staff account. */
export const securitySettingsSchema = z.strictObject({
  requireSecondFactor: z
    .boolean()
    .default(false)
    .describe('Every staff account must set up a second factor at its next sign-in and can do nothing else until then'),
});
export type SecuritySettings = z.output<typeof securitySettingsSchema>;

export const staffIdForResetSchema = z.object({ id: z.number().int().positive() });
