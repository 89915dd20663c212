import { TRPCClientError } from '@trpc/client';
import { describe, expect, it, vi } from 'vitest';
import { newIdempotencyKey, SubmissionKeys, sendWithRetries } from './idempotency-key';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('idempotency keys of form submissions', () => {
  it('makes random UUIDs, also where crypto.randomUUID is missing (plain http)', () => {
    expect(newIdempotencyKey()).toMatch(UUID);
    const randomUUID = crypto.randomUUID;
    try {
      Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
      const keys = new Set(Array.from({ length: 50 }, newIdempotencyKey));
      expect(keys.size).toBe(50);
      for (const key of keys) expect(key).toMatch(UUID);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: randomUUID, configurable: true });
    }
  });

  it('keeps one key for the same values until a success, and takes a new one after an edit', () => {
    const keys = new SubmissionKeys();
    const first = keys.keyFor({ email: 'a@example.com' });
    expect(keys.keyFor({ email: 'a@example.com' })).toBe(first);
    const edited = keys.keyFor({ email: 'b@example.com' });
    expect(edited).not.toBe(first);
    keys.succeeded();
    expect(keys.keyFor({ email: 'b@example.com' })).not.toBe(edited);
  });

  it('sends again, with the same key, only when the request got no answer', async () => {
    const noAnswer = new TRPCClientError('Failed to fetch', { cause: new TypeError('Failed to fetch') });
    const send = vi.fn().mockRejectedValueOnce(noAnswer).mockResolvedValueOnce('booked');
    await expect(sendWithRetries(send, [0, 0])).resolves.toBe('booked');
    expect(send).toHaveBeenCalledTimes(2);

    const refused = new TRPCClientError<any>('Full', {
      result: { error: { message: 'Full', code: -32600, data: { code: 'UNPROCESSABLE_CONTENT', httpStatus: 422 } } },
    });
    const once = vi.fn().mockRejectedValue(refused);
    await expect(sendWithRetries(once, [0, 0])).rejects.toBe(refused);
    expect(once).toHaveBeenCalledTimes(1);

    const never = vi.fn().mockRejectedValue(noAnswer);
    await expect(sendWithRetries(never, [0, 0])).rejects.toBe(noAnswer);
    expect(never).toHaveBeenCalledTimes(3);
  });
});
