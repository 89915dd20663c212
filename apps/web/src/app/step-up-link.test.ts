import { observable } from '@trpc/server/observable';
import { describe, expect, it } from 'vitest';
import { stepUp } from '../lib/step-up';
import { stepUpLink } from './step-up-link';

const refusal = Object.assign(new Error('Confirm it’s you.'), {
  data: { httpStatus: 403, reason: 'STEP_UP_REQUIRED' },
});

/** Runs one operation through the link over a server that refuses `refusals` times, then answers. */
function call(refusals: number) {
  let attempts = 0;
  const link = stepUpLink({} as never);
  const next = () =>
    observable<unknown, Error>((observer) => {
      attempts += 1;
      if (attempts <= refusals) observer.error(refusal);
      else {
        observer.next({ result: { data: 'sent' } });
        observer.complete();
      }
      return () => {};
    });
  const result = new Promise((resolve, reject) => {
    link({
      op: { id: 1, type: 'mutation', path: 'admin.newsletter.send', input: {}, context: {} } as never,
      next: next as never,
    }).subscribe({
      next: resolve,
      error: reject,
    });
  });
  return { result, attempts: () => attempts };
}

describe('the step-up link', () => {
  it('holds a refused call under the dialog and sends it again once a factor is confirmed', async () => {
    const unhost = stepUp.host();
    try {
      const { result, attempts } = call(1);
      await Promise.resolve();
      expect(stepUp.snapshot()).toBe(true);
      expect(attempts()).toBe(1);
      stepUp.settle(true);
      await expect(result).resolves.toEqual({ result: { data: 'sent' } });
      expect(attempts()).toBe(2);
      expect(stepUp.snapshot()).toBe(false);
    } finally {
      unhost();
    }
  });

  it('fails with the refusal when the person cancels, and when no back office is there to ask', async () => {
    const unhost = stepUp.host();
    const cancelled = call(1);
    await Promise.resolve();
    stepUp.settle(false);
    await expect(cancelled.result).rejects.toBe(refusal);
    unhost();
    await expect(call(1).result).rejects.toBe(refusal);
  });
});
