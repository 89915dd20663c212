/** SPEC section 9: the page-progress bar's constants. */
export const PROGRESS = {
  durationMs: 3000,
  heightPx: 2,
  tickMs: 100,
  autoFinishAbove: 95,
  color: 'var(--color-gold)',
  failedColor: 'var(--color-danger)',
  /** How long the full bar stays before fading out. */
  hideAfterMs: 400,
} as const;

export interface ProgressState {
  visible: boolean;
  percent: number;
  failed: boolean;
}

type Listener = (state: ProgressState) => void;

/**
 * The progress bar's state machine: start() climbs by tick toward 100 % over the duration and
 * finishes on its own above 95 %; finish() and fail() complete it. Nested starts (a navigation
 * and its data loads) are counted, so the bar finishes when the last one does.
 */
export class Progress {
  private state: ProgressState = { visible: false, percent: 0, failed: false };
  private timer: ReturnType<typeof setInterval> | null = null;
  private hideTimer: ReturnType<typeof setTimeout> | null = null;
  private active = 0;
  private readonly listeners = new Set<Listener>();

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    listener(this.state);
    return () => this.listeners.delete(listener);
  }

  get snapshot(): ProgressState {
    return this.state;
  }

  private set(next: Partial<ProgressState>) {
    this.state = { ...this.state, ...next };
    for (const listener of this.listeners) listener(this.state);
  }

  start(): void {
    this.active++;
    if (this.timer) return;
    if (this.hideTimer) clearTimeout(this.hideTimer);
    this.set({ visible: true, percent: 0, failed: false });
    const step = (100 * PROGRESS.tickMs) / PROGRESS.durationMs;
    this.timer = setInterval(() => {
      const percent = Math.min(100, this.state.percent + step);
      if (percent > PROGRESS.autoFinishAbove) this.complete(false);
      else this.set({ percent });
    }, PROGRESS.tickMs);
  }

  finish(): void {
    this.active = Math.max(0, this.active - 1);
    if (this.active === 0) this.complete(false);
  }

  fail(): void {
    this.active = Math.max(0, this.active - 1);
    this.complete(true);
  }

  private complete(failed: boolean) {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    if (!this.state.visible) return;
    this.active = 0;
    this.set({ percent: 100, failed: failed || this.state.failed });
    this.hideTimer = setTimeout(() => this.set({ visible: false, percent: 0, failed: false }), PROGRESS.hideAfterMs);
  }
}

export const progress = new Progress();
