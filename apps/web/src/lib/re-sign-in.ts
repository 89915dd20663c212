/**
 * Signing in again over the page, without leaving it: while the back office is open, a 401 opens this
 * instead of the session-expired dialog (whose OK leads to the sign-in page and drops what was typed).
 * A form whose save met the 401 offers that save, to be retried once the person is signed in again.
 */
interface ReSignInState {
  retry: (() => unknown) | null;
}

type Listener = () => void;

export class ReSignInStore {
  private current: ReSignInState | null = null;
  private readonly listeners = new Set<Listener>();
  /** How many back-office layouts are mounted (they render the dialog). */
  private hosts = 0;

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  snapshot = (): ReSignInState | null => this.current;

  /** A back-office layout renders the dialog while mounted; the answer unregisters it. */
  host(): () => void {
    this.hosts += 1;
    return () => {
      this.hosts -= 1;
    };
  }

  get available(): boolean {
    return this.hosts > 0;
  }

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
    for (const listener of this.listeners) listener();
  }
}

export const reSignIn = new ReSignInStore();
