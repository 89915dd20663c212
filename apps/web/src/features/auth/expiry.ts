import { errorDialog } from '../../lib/error-dialog';
import { session } from './session';

/** A tRPC error's HTTP status, when it has one. */
function httpStatusOf(error: unknown): number | undefined {
  const data = (error as { data?: { httpStatus?: unknown } } | null)?.data;
  return typeof data?.httpStatus === 'number' ? data.httpStatus : undefined;
}

/** SPEC section 8: a 401 while signed in shows the token-expired dialog (once). */
export function handleUnauthorized(error: unknown): void {
  if (httpStatusOf(error) === 401 && session.signedIn) errorDialog.open({ kind: 'token-expired' });
}
