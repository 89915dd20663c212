/** SPEC section 8: one error dialog at a time; an HTML answer is shown as-is in a sandboxed frame. */
export type ErrorDialogState = { kind: 'generic' } | { kind: 'html'; html: string } | { kind: 'token-expired' };

type Listener = (state: ErrorDialogState | null) => void;

export class ErrorDialogStore {
  private current: ErrorDialogState | null = null;
  private readonly listeners = new Set<Listener>();

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  get snapshot(): ErrorDialogState | null {
    return this.current;
  }

  /** Opens a dialog unless one is already open; answers whether it opened. */
  open(state: ErrorDialogState): boolean {
    if (this.current) return false;
    this.current = state;
    for (const listener of this.listeners) listener(this.current);
    return true;
  }

  close(): void {
    this.current = null;
    for (const listener of this.listeners) listener(null);
  }
}

export const errorDialog = new ErrorDialogStore();

/** Decides what a failed answer shows: nothing below 500, the raw page for HTML, else the generic dialog. */
export function dialogForResponse(status: number, contentType: string | null, body: string): ErrorDialogState | null {
  if (status < 500) return null;
  if (contentType?.includes('text/html')) return { kind: 'html', html: body };
  return { kind: 'generic' };
}
