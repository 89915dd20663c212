import { HostedDialogStore } from './hosted-dialog-store';

/**
 * Asking for a fresh second factor over the page (issue 32): a sensitive procedure answered 403
 * `STEP_UP_REQUIRED`, so the back office's dialog asks for a code and the call is sent again once it is
 * confirmed. The form that made the call keeps its state: its call simply answers later.
 */
class StepUpStore extends HostedDialogStore {
  private pending: Array<(confirmed: boolean) => void> = [];

  /** Whether the dialog is asking. */
  snapshot = (): boolean => this.pending.length > 0;

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
}

export const stepUp = new StepUpStore();
