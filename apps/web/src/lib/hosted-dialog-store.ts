/**
 * The state of a dialog that code outside React opens (a 401 or a step-up answer from any call), read with
 * `useSyncExternalStore`. The back-office layout renders ("hosts") the dialog while it is mounted; elsewhere
 * nobody would answer it, and the caller falls back.
 */
export abstract class HostedDialogStore {
  private readonly listeners = new Set<() => void>();
  private hosts = 0;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

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

  protected emit(): void {
    for (const listener of this.listeners) listener();
  }
}
