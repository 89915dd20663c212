/**
 * The links of newsletter emails. Every newsletter email (the confirmation request and every issue)
 * carries `newsletterHeaders`: RFC 8058 one-click unsubscribe, which mail providers POST to directly.
 */

/** The page where a sign-up is confirmed with a click (the SPA's `/newsletter/confirm/{token}`). */
export const confirmUrl = (publicUrl: string, token: string) => `${publicUrl}/newsletter/confirm/${token}`;

/** The page that asks for a click to unsubscribe (the link in an email's body). */
export const unsubscribePageUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/newsletter/unsubscribe?token=${token}`;

/** The one-click endpoint: a POST unsubscribes, a GET leads to the page above. */
const oneClickUnsubscribeUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/api/app/newsletter/unsubscribe/${token}`;

export function newsletterHeaders(publicUrl: string, unsubscribeToken: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${oneClickUnsubscribeUrl(publicUrl, unsubscribeToken)}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}
