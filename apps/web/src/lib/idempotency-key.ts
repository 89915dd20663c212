import { TRPCClientError } from '@trpc/client';

/** A fresh `Idempotency-Key` (a random UUID v4); `crypto.randomUUID` is missing outside secure contexts. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * One key per submitted form: `keyFor(values)` answers the key of the submission in progress when the
 * values are the same (a double tap, or sending again after a failure), a new one when they changed;
 * `succeeded()` ends the submission, so the next one gets a new key.
 */
export class SubmissionKeys {
  private current: { key: string; values: string } | null = null;

  keyFor(values: unknown): string {
    const signature = JSON.stringify(values) ?? '';
    if (this.current?.values !== signature) this.current = { key: newIdempotencyKey(), values: signature };
    return this.current.key;
  }

  succeeded(): void {
    this.current = null;
  }
}

/** The request never got an answer (offline, a dropped connection): safe to send again with the same key. */
const isNetworkFailure = (error: unknown): boolean =>
  error instanceof TRPCClientError && error.data === undefined && error.shape === undefined;

/** Pauses before the automatic retries of a submission whose request got no answer. */
const RETRY_DELAYS_MS = [500, 1_500];

/**
 * Sends a keyed submission, and sends it again with the same key when the request got no answer: the
 * server answers a retry with the first answer, so nothing is booked twice.
 */
export async function sendWithRetries<R>(
  send: () => Promise<R>,
  delays: readonly number[] = RETRY_DELAYS_MS,
): Promise<R> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await send();
    } catch (error) {
      const delay = delays[attempt];
      if (delay === undefined || !isNetworkFailure(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}
