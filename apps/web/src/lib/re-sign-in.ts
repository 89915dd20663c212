import { HostedDialogStore } from './hosted-dialog-store';

/**
 * Signing in again over the page, without leaving it: while the back office is open, a 401 opens this
 * instead of the session-expired dialog (whose OK leads to the sign-in page and drops what was typed).
 * A form whose save met the 401 offers that save, to be retried once the person is signed in again.
 */
interface ReSignInState {
  retry: (() => unknown) | null;
}

export class ReSignInStore extends HostedDialogStore {
  private current: ReSignInState | null = null;

  snapshot = (): ReSignInState | null => this.current;

  open(): void {
    if (this.current) return;
    this.set({ retry: null });
  }

  /** The save that met the 401, run again after signing in (the latest one offered wins). */
  offerRetry(retry: () => unknown): void {
    this.set({ retry });
  }

  close(): void {
    this.set(null);
  }

  private set(state: ReSignInState | null) {
    this.current = state;
    this.emit();
  }
}

export const reSignIn = new ReSignInStore();
