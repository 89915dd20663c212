import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROGRESS, Progress } from './progress';

describe('progress bar', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('uses the constants of SPEC section 9', () => {
    expect(PROGRESS).toMatchObject({ durationMs: 3000, heightPx: 2, tickMs: 100, autoFinishAbove: 95 });
  });

  it('climbs each 100 ms tick over 3000 ms and finishes by itself above 95 %', () => {
    const bar = new Progress();
    bar.start();
    expect(bar.snapshot).toMatchObject({ visible: true, percent: 0 });
    vi.advanceTimersByTime(100);
    expect(bar.snapshot.percent).toBeCloseTo(100 / 30, 5);
    vi.advanceTimersByTime(1400);
    expect(bar.snapshot.percent).toBeCloseTo(50, 5);
    vi.advanceTimersByTime(1400); // 2900 ms: 96.7 % > 95 %
    expect(bar.snapshot.percent).toBe(100);
    vi.advanceTimersByTime(PROGRESS.hideAfterMs);
    expect(bar.snapshot.visible).toBe(false);
  });

  it('finishes when the last of nested loads finishes', () => {
    const bar = new Progress();
    bar.start();
    bar.start();
    bar.finish();
    expect(bar.snapshot.percent).toBeLessThan(100);
    bar.finish();
    expect(bar.snapshot.percent).toBe(100);
  });

  it('turns to the failure colour on fail', () => {
    const bar = new Progress();
    bar.start();
    bar.fail();
    expect(bar.snapshot).toMatchObject({ percent: 100, failed: true });
    vi.advanceTimersByTime(PROGRESS.hideAfterMs);
    bar.start();
    expect(bar.snapshot.failed).toBe(false);
  });
});
