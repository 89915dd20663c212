/**
 * Loads the browser's locale data for the page's language on a thread of its own (boot.ts starts it).
 *
 * A page's first date, number or list format makes the browser's ICU library load that language's data: 15–45 ms
 * on the main thread of this machine, 4x that on Lighthouse's simulated phone, long enough to block a tap. ICU keeps
 * that data for the whole renderer process, workers included, so once this worker has formatted one of each, the
 * app's own first formats during hydration take a fraction of a millisecond (docs/benchmarks.md, 2026-11-27).
 */
import { formatsToWarmUp } from './intl-warm-up';

self.onmessage = (event: MessageEvent<string>) => {
  for (const format of formatsToWarmUp(event.data || undefined, Date.now())) {
    try {
      format();
    } catch {
      // A browser without one of these loads the data at the app's first use instead.
    }
  }
  self.close();
};
