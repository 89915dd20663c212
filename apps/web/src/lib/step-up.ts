/**
 * Asking for a fresh second factor over the page (issue 32): a sensitive procedure answered 403
 * `STEP_UP_REQUIRED`, so the back office's dialog asks for a code and the call is sent again once it is
 * confirmed. The form that made the call keeps its state: its call simply answers later.
 */
type Listener = () => void;

class StepUpStore {
  private pending: Array<(confirmed: boolean) => void> = [];
  private readonly listeners = new Set<Listener>();
  private hosts = 0;

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Whether the dialog is asking. */
  snapshot = (): boolean => this.pending.length > 0;

  /** The back-office layout renders the dialog while mounted; the answer unregisters it. */
  host(): () => void {
    this.hosts += 1;
    return () => {
      this.hosts -= 1;
    };
  }

  get available(): boolean {
    return this.hosts > 0;
  }

  /** Resolves true once a fresh factor is confirmed, false when the person cancels. Calls meanwhile wait together. */
  ask(): Promise<boolean> {
    return new Promise((resolve) => {
      this.pending.push(resolve);
      if (this.pending.length === 1) this.emit();
    });
  }

  settle(confirmed: boolean): void {
    const waiting = this.pending;
    this.pending = [];
    for (const resolve of waiting) resolve(confirmed);
    this.emit();
  }

  private emit() {
    for (const listener of this.listeners) listener();
  }
}

export const stepUp = new StepUpStore();
