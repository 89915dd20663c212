import { describe, expect, it } from 'vitest';
import { AppError } from '../src/errors';
import { LOGIN_FORGET_AFTER_MS, LOGIN_MAX_DELAY_MS, RateLimits } from '../src/services/rate-limits';

/** A limiter on a clock the test moves. */
function limiter(settings = { loginPerIp: 20, loginPerEmail: 5 }) {
  let now = 1_000_000;
  const limits = new RateLimits(settings, () => now);
  return {
    limits,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

/** Seconds the limiter asks to wait, or 0 when the attempt may go ahead (then it fails). */
function fail(limits: RateLimits, ip: string, email: string): number {
  try {
    limits.login(ip, email);
    return 0;
  } catch (error) {
    if (error instanceof AppError && error.code === 'RATE_LIMITED') return error.retryAfterSeconds ?? -1;
    throw error;
  }
}

describe('sign-in rate limits', () => {
  it('counts failures only: a right password never adds up, and clears the failures of its address', () => {
    const { limits } = limiter();
    for (let i = 0; i < 50; i++) limits.login('10.0.0.1', 'dewi@example.com').succeeded();
    for (let i = 0; i < 4; i++) expect(fail(limits, '10.0.0.1', 'dewi@example.com')).toBe(0);
    limits.login('10.0.0.1', 'dewi@example.com').succeeded();
    for (let i = 0; i < 5; i++) expect(fail(limits, '10.0.0.1', 'dewi@example.com')).toBe(0);
  });

  it('keeps counts per (address, email): failures elsewhere never hold back the owner', () => {
    const { limits } = limiter();
    for (let i = 0; i < 20; i++) fail(limits, '203.0.113.9', 'Dewi@Example.com');
    expect(fail(limits, '203.0.113.9', 'dewi@example.com')).toBeGreaterThan(0);
    expect(() => limits.login('198.51.100.7', 'dewi@example.com').succeeded()).not.toThrow();
  });

  it('makes each attempt past the threshold wait 1 s, 2 s, 4 s … up to the maximum', () => {
    const { limits, advance } = limiter({ loginPerIp: 0, loginPerEmail: 5 });
    for (let i = 0; i < 5; i++) expect(fail(limits, '10.0.0.2', 'a@example.com')).toBe(0);
    const waits: number[] = [];
    for (let i = 0; i < 12; i++) {
      const wait = fail(limits, '10.0.0.2', 'a@example.com');
      waits.push(wait);
      // Asked again at once: still refused; after the wait, one more attempt (which fails again).
      expect(fail(limits, '10.0.0.2', 'a@example.com')).toBe(wait);
      advance(wait * 1000);
      expect(fail(limits, '10.0.0.2', 'a@example.com')).toBe(0);
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 600, 600]);
    expect(LOGIN_MAX_DELAY_MS).toBe(600_000);
  });

  it('forgets the failures of a pair some time after the last one', () => {
    const { limits, advance } = limiter({ loginPerIp: 0, loginPerEmail: 5 });
    for (let i = 0; i < 5; i++) fail(limits, '10.0.0.3', 'a@example.com');
    expect(fail(limits, '10.0.0.3', 'a@example.com')).toBe(1);
    advance(LOGIN_FORGET_AFTER_MS);
    for (let i = 0; i < 5; i++) expect(fail(limits, '10.0.0.3', 'a@example.com')).toBe(0);
  });

  it('caps the failures of one address over all emails per 10 minutes', () => {
    const { limits, advance } = limiter({ loginPerIp: 20, loginPerEmail: 5 });
    for (let i = 0; i < 20; i++) expect(fail(limits, '10.0.0.4', `user${i}@example.com`)).toBe(0);
    const wait = fail(limits, '10.0.0.4', 'fresh@example.com');
    expect(wait).toBeGreaterThan(590);
    expect(wait).toBeLessThanOrEqual(600);
    expect(fail(limits, '10.0.0.5', 'fresh@example.com')).toBe(0);
    advance(wait * 1000);
    expect(fail(limits, '10.0.0.4', 'fresh@example.com')).toBe(0);
  });

  it('counts parallel attempts before their passwords are checked', () => {
    const { limits } = limiter({ loginPerIp: 0, loginPerEmail: 3 });
    const pending = [0, 1, 2].map(() => limits.login('10.0.0.6', 'a@example.com'));
    expect(fail(limits, '10.0.0.6', 'a@example.com')).toBe(1);
    // A check that could not run (database down) does not count.
    for (const attempt of pending) attempt.abandoned();
    expect(fail(limits, '10.0.0.6', 'a@example.com')).toBe(0);
  });

  it('limits wrong current passwords per account, whatever the address', () => {
    const { limits } = limiter({ loginPerIp: 0, loginPerEmail: 5 });
    const wrong = (ip: string) => {
      try {
        limits.currentPassword(ip, 7);
        return 0;
      } catch (error) {
        return (error as AppError).retryAfterSeconds ?? -1;
      }
    };
    for (let i = 0; i < 5; i++) expect(wrong(`10.0.1.${i}`)).toBe(0);
    expect(wrong('10.0.2.1')).toBe(1);
    expect(() => limits.currentPassword('10.0.2.1', 8).succeeded()).not.toThrow();
  });

  it('turns off with 0', () => {
    const { limits } = limiter({ loginPerIp: 0, loginPerEmail: 0 });
    for (let i = 0; i < 100; i++) expect(fail(limits, '10.0.0.7', 'a@example.com')).toBe(0);
  });
});
