import { z } from 'zod';
import { idSchema, isoDateTimeSchema } from './common';

const base64url = (max: number) =>
  z
    .string()
    .max(max)
    .regex(/^[A-Za-z0-9_-]*$/);

/** A passkey's name as its owner gives it ("Laptop", "Phone"). */
export const passkeyNameSchema = z
  .string()
  .trim()
  .min(1, /*i18n*/ 'Name is required.')
  .max(80, /*i18n*/ 'At most 80 characters.');

/** One of the signed-in person's passkeys. */
export const passkeySchema = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  createdAt: isoDateTimeSchema,
  /** Null until it signs someone in. */
  lastUsedAt: isoDateTimeSchema.nullable(),
  /** Synced between the person's devices (a multi-device credential that is backed up). */
  synced: z.boolean(),
});
export type Passkey = z.infer<typeof passkeySchema>;

export const passkeyIdInputSchema = z.object({ id: idSchema });
export const renamePasskeyInputSchema = z.object({ id: idSchema, name: passkeyNameSchema });

/**
 * What the browser's WebAuthn call needs (`PublicKeyCredentialCreationOptionsJSON` or
 * `…RequestOptionsJSON`, made by @simplewebauthn/server): passed through as it is.
 */
export const webauthnOptionsSchema = z.looseObject({ challenge: base64url(200), rpId: z.string().optional() });

/** The browser's extension outputs, an object (typed by the browser as an interface, hence no record). */
const clientExtensionResults = z.custom<object>(
  (value) => typeof value === 'object' && value !== null && !Array.isArray(value),
  /*i18n*/ 'There were some problems with your input.',
);
/** How the authenticator is reached ('internal', 'hybrid', 'usb' …): kept as the browser names them. */
const transports = z.array(z.string().max(20)).max(10);

/** A browser's credential JSON: the same fields around each ceremony's own `response`. */
function credentialSchema<Response extends z.ZodRawShape>(response: Response) {
  return z.object({
    id: base64url(1400).min(1),
    rawId: base64url(1400).min(1),
    type: z.literal('public-key'),
    response: z.object(response),
    authenticatorAttachment: z.enum(['cross-platform', 'platform']).optional(),
    clientExtensionResults: clientExtensionResults,
  });
}

/** A browser's `RegistrationResponseJSON` (what `startRegistration` answers). */
export const registrationResponseSchema = credentialSchema({
  clientDataJSON: base64url(10_000).min(1),
  attestationObject: base64url(20_000).min(1),
  authenticatorData: base64url(10_000).optional(),
  transports: transports.optional(),
  publicKeyAlgorithm: z.number().int().optional(),
  publicKey: base64url(10_000).optional(),
});

/** A browser's `AuthenticationResponseJSON` (what `startAuthentication` answers). */
export const authenticationResponseSchema = credentialSchema({
  clientDataJSON: base64url(10_000).min(1),
  authenticatorData: base64url(10_000).min(1),
  signature: base64url(2_000).min(1),
  userHandle: base64url(200).optional(),
});

export const registerPasskeyInputSchema = z.object({ name: passkeyNameSchema, response: registrationResponseSchema });
export const passkeySignInInputSchema = z.object({
  response: authenticationResponseSchema,
  remember: z.boolean().default(false).describe('Keep the session for 365 days instead of one day'),
});
