import type { Page } from '@playwright/test';

/**
 * A virtual authenticator in Chromium (the DevTools protocol's WebAuthn domain), standing in for a
 * person's device: a platform authenticator that keeps discoverable credentials and verifies its user
 * at once. The site is on localhost, its RP ID (PUBLIC_URL in playwright.config.ts).
 */
export async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return {
    credentials: async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials,
    /** Whether the authenticator answers at once (a person touching it), or waits. */
    present: (enabled: boolean) => cdp.send('WebAuthn.setAutomaticPresenceSimulation', { authenticatorId, enabled }),
  };
}

/**
 * Lets a test switch off the sign-in page's passkey autofill request (conditional UI) for a while
 * (sessionStorage `e2e-passkey-autofill` = `off`: this tab only). A virtual authenticator answers such
 * a request at once, where a person would pick the passkey from the email field.
 */
export async function allowSwitchingOffPasskeyAutofill(page: Page) {
  await page.addInitScript(() => {
    const available = PublicKeyCredential.isConditionalMediationAvailable?.bind(PublicKeyCredential);
    PublicKeyCredential.isConditionalMediationAvailable = async () =>
      sessionStorage.getItem('e2e-passkey-autofill') !== 'off' && (await available?.()) === true;
  });
}
