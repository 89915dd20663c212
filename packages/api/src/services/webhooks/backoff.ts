/**
 * When to try a failed webhook delivery again: exponential backoff with full jitter (a random delay
 * between 0 and min(cap, base·2^(n−1)), at least a second), for up to three days after the first attempt.
 * The last try falls on the end of the window; after it the answer is null (the queue gives up and the
 * endpoint is disabled).
 */
export const WEBHOOK_RETRY_WINDOW_MS = 3 * 24 * 60 * 60 * 1000;
const BASE_DELAY_MS = 30_000;
const MAX_DELAY_MS = 6 * 60 * 60 * 1000;
const MIN_DELAY_MS = 1_000;

/**
 * @param failedAttempts how many attempts have failed so far (1 after the first failure)
 * @param firstAttemptAt when the message was first tried (the window starts there)
 * @param now the time of the failure
 * @param random a source in [0, 1) (Math.random; tests pass their own)
 */
export function nextAttemptAt(
  failedAttempts: number,
  firstAttemptAt: Date,
  now: Date,
  random: () => number = Math.random,
): Date | null {
  const deadline = firstAttemptAt.getTime() + WEBHOOK_RETRY_WINDOW_MS;
  if (now.getTime() >= deadline) return null;
  const exponent = Math.max(0, Math.min(failedAttempts - 1, 30));
  const ceiling = Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** exponent);
  const delay = Math.max(MIN_DELAY_MS, Math.floor(random() * ceiling));
  return new Date(Math.min(now.getTime() + delay, deadline));
}
