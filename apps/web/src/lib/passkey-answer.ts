import { type PublicKeyCredentialRequestOptionsJSON, startAuthentication } from '@simplewebauthn/browser';

/** The browser said no (the person closed its dialog, or it timed out): nothing to report as an error. */
export const passkeyCancelled = (error: unknown) =>
  error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError');

/**
 * Asks the browser for a passkey's answer to the server's options (`auth.passkeyOptions`,
 * `auth.stepUpOptions`). `autofill`: the quiet request behind an email field's suggestions.
 */
export function answerWithPasskey(options: unknown, autofill = false) {
  return startAuthentication({
    optionsJSON: options as PublicKeyCredentialRequestOptionsJSON,
    useBrowserAutofill: autofill,
  });
}
