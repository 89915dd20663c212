import { errorDialog } from '../../lib/error-dialog';
import { reSignIn } from '../../lib/re-sign-in';
import { session } from './session';

/** A tRPC error's HTTP status, when it has one. */
function httpStatusOf(error: unknown): number | undefined {
  const data = (error as { data?: { httpStatus?: unknown } } | null)?.data;
  return typeof data?.httpStatus === 'number' ? data.httpStatus : undefined;
}

/**
 * SPEC section 8: a 401 while signed in shows the token-expired dialog (once). In the back office it
 * asks to sign in again over the page instead, so an edit under way is not lost (issue 17).
 */
export function handleUnauthorized(error: unknown): void {
  if (httpStatusOf(error) !== 401 || !session.signedIn) return;
  if (reSignIn.available) reSignIn.open();
  else errorDialog.open({ kind: 'token-expired' });
}

/** A failure that is the server's 401 (the token is no longer accepted). */
export function isUnauthorized(error: unknown): boolean {
  return httpStatusOf(error) === 401;
}
