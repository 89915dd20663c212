import { type DbHandle, repo } from '@app/db';
import { sql, testDatabaseTargets } from '@app/db/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../src/errors';
import {
  forgetExpiredRateLimits,
  LOGIN_FORGET_AFTER_MS,
  LOGIN_MAX_DELAY_MS,
  type RateLimitSettings,
  RateLimits,
} from '../src/services/rate-limits';

describe.each(testDatabaseTargets())('rate limits on $kind', (target) => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await target.seeded();
  });
  afterAll(() => handle?.close());
  beforeEach(async () => {
    await sql`DELETE FROM rate_limit_counters`.execute(handle.db);
  });

  /** A limiter on a clock the test moves. */
  function limiter(settings: RateLimitSettings = { loginPerIp: 20, loginPerEmail: 5 }) {
    let now = 1_000_000;
    const limits = new RateLimits(handle.db, settings, () => now);
    return {
      limits,
      advance: (ms: number) => {
        now += ms;
      },
    };
  }

  /** Seconds the limiter asks to wait, or 0 when the call goes ahead. */
  async function refusal(call: () => Promise<unknown>): Promise<number> {
    try {
      await call();
      return 0;
    } catch (error) {
      if (error instanceof AppError && error.code === 'RATE_LIMITED') return error.retryAfterSeconds ?? -1;
      throw error;
    }
  }

  /** Seconds the limiter asks to wait, or 0 when the attempt may go ahead (then it fails). */
  const fail = (limits: RateLimits, ip: string, email: string) => refusal(() => limits.login(ip, email));

  describe('sign-in', () => {
    it('counts failures only: a right password never adds up, and clears the failures of its address', async () => {
      const { limits } = limiter();
      for (let i = 0; i < 50; i++) await (await limits.login('10.0.0.1', 'dewi@example.com')).succeeded();
      for (let i = 0; i < 4; i++) expect(await fail(limits, '10.0.0.1', 'dewi@example.com')).toBe(0);
      await (await limits.login('10.0.0.1', 'dewi@example.com')).succeeded();
      for (let i = 0; i < 5; i++) expect(await fail(limits, '10.0.0.1', 'dewi@example.com')).toBe(0);
    });

    it('keeps counts per (address, email): failures elsewhere never hold back the owner', async () => {
      const { limits } = limiter();
      for (let i = 0; i < 20; i++) await fail(limits, '203.0.113.9', 'Dewi@Example.com');
      expect(await fail(limits, '203.0.113.9', 'dewi@example.com')).toBeGreaterThan(0);
      await expect(
        limits.login('198.51.100.7', 'dewi@example.com').then((a) => a.succeeded()),
      ).resolves.toBeUndefined();
    });

    it('makes each attempt past the threshold wait 1 s, 2 s, 4 s … up to the maximum', async () => {
      const { limits, advance } = limiter({ loginPerIp: 0, loginPerEmail: 5 });
      for (let i = 0; i < 5; i++) expect(await fail(limits, '10.0.0.2', 'a@example.com')).toBe(0);
      const waits: number[] = [];
      for (let i = 0; i < 12; i++) {
        const wait = await fail(limits, '10.0.0.2', 'a@example.com');
        waits.push(wait);
        // Asked again at once: still refused; after the wait, one more attempt (which fails again).
        expect(await fail(limits, '10.0.0.2', 'a@example.com')).toBe(wait);
        advance(wait * 1000);
        expect(await fail(limits, '10.0.0.2', 'a@example.com')).toBe(0);
      }
      expect(waits).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 600, 600]);
      expect(LOGIN_MAX_DELAY_MS).toBe(600_000);
    });

    it('forgets the failures of a pair some time after the last one', async () => {
      const { limits, advance } = limiter({ loginPerIp: 0, loginPerEmail: 5 });
      for (let i = 0; i < 5; i++) await fail(limits, '10.0.0.3', 'a@example.com');
      expect(await fail(limits, '10.0.0.3', 'a@example.com')).toBe(1);
      advance(LOGIN_FORGET_AFTER_MS);
      for (let i = 0; i < 5; i++) expect(await fail(limits, '10.0.0.3', 'a@example.com')).toBe(0);
    });

    it('caps the failures of one address over all emails per 10 minutes', async () => {
      const { limits, advance } = limiter({ loginPerIp: 20, loginPerEmail: 5 });
      for (let i = 0; i < 20; i++) expect(await fail(limits, '10.0.0.4', `user${i}@example.com`)).toBe(0);
      const wait = await fail(limits, '10.0.0.4', 'fresh@example.com');
      expect(wait).toBeGreaterThan(590);
      expect(wait).toBeLessThanOrEqual(600);
      expect(await fail(limits, '10.0.0.5', 'fresh@example.com')).toBe(0);
      advance(wait * 1000);
      expect(await fail(limits, '10.0.0.4', 'fresh@example.com')).toBe(0);
    });

    it('counts parallel attempts before their passwords are checked', async () => {
      const { limits } = limiter({ loginPerIp: 0, loginPerEmail: 3 });
      const pending = await Promise.all([0, 1, 2].map(() => limits.login('10.0.0.6', 'a@example.com')));
      expect(await fail(limits, '10.0.0.6', 'a@example.com')).toBe(1);
      // A check that could not run (database down) does not count.
      for (const attempt of pending) await attempt.abandoned();
      expect(await fail(limits, '10.0.0.6', 'a@example.com')).toBe(0);
    });

    it('lets exactly the threshold through when attempts race, and counts nothing it refused', async () => {
      const { limits } = limiter({ loginPerIp: 0, loginPerEmail: 4 });
      const results = await Promise.all(
        Array.from({ length: 10 }, () =>
          fail(
            new RateLimits(handle.db, { loginPerIp: 0, loginPerEmail: 4 }, () => 1_000_000),
            '10.0.0.8',
            'race@example.com',
          ),
        ),
      );
      expect(results.filter((wait) => wait === 0)).toHaveLength(4);
      expect(results.filter((wait) => wait === 1)).toHaveLength(6);
      const stored = await handle.db.selectFrom('rate_limit_counters').select(['scope', 'count']).execute();
      expect(stored).toEqual([{ scope: 'password-account', count: 4 }]);
      expect(await fail(limits, '10.0.0.8', 'race@example.com')).toBe(1);
    });

    it('limits wrong current passwords per account, whatever the address', async () => {
      const { limits } = limiter({ loginPerIp: 0, loginPerEmail: 5 });
      const wrong = (ip: string) => refusal(() => limits.currentPassword(ip, 7));
      for (let i = 0; i < 5; i++) expect(await wrong(`10.0.1.${i}`)).toBe(0);
      expect(await wrong('10.0.2.1')).toBe(1);
      await expect(limits.currentPassword('10.0.2.1', 8).then((a) => a.succeeded())).resolves.toBeUndefined();
    });

    it('turns off with 0', async () => {
      const { limits } = limiter({ loginPerIp: 0, loginPerEmail: 0 });
      for (let i = 0; i < 100; i++) expect(await fail(limits, '10.0.0.7', 'a@example.com')).toBe(0);
      expect(await handle.db.selectFrom('rate_limit_counters').selectAll().execute()).toEqual([]);
    });
  });

  describe('forms, manage links and password resets', () => {
    it('allows the forms’ number per address per minute from the first one, then says how long to wait', async () => {
      const { limits, advance } = limiter({ loginPerIp: 0, loginPerEmail: 0, formsPerMinute: 3 });
      for (let i = 0; i < 3; i++) expect(await refusal(() => limits.form('10.0.3.1'))).toBe(0);
      advance(20_000);
      expect(await refusal(() => limits.form('10.0.3.1'))).toBe(40);
      expect(await refusal(() => limits.form('10.0.3.2'))).toBe(0);
      // A manage link has a counter of its own (the forms' number when unset).
      expect(await refusal(() => limits.manage('10.0.3.1'))).toBe(0);
      advance(40_000);
      expect(await refusal(() => limits.form('10.0.3.1'))).toBe(0);
    });

    it('allows a few reset links per email address per hour, however the address is written', async () => {
      const { limits, advance } = limiter({
        loginPerIp: 0,
        loginPerEmail: 0,
        formsPerMinute: 0,
        passwordResetsPerHour: 2,
      });
      expect(await refusal(() => limits.passwordReset('10.0.4.1', 'Ayu@example.com'))).toBe(0);
      expect(await refusal(() => limits.passwordReset('10.0.4.2', 'ayu@example.com '))).toBe(0);
      expect(await refusal(() => limits.passwordReset('10.0.4.3', 'AYU@example.com'))).toBe(3600);
      advance(3_600_000);
      expect(await refusal(() => limits.passwordReset('10.0.4.3', 'ayu@example.com'))).toBe(0);
    });
  });

  it('deletes only the counters that count for nothing any more', async () => {
    const { limits, advance } = limiter({ loginPerIp: 20, loginPerEmail: 5, formsPerMinute: 3 });
    await fail(limits, '10.0.5.1', 'a@example.com');
    await limits.form('10.0.5.1');
    advance(60_000);
    // The form's window ended; the sign-in failures still count (10 minutes per address, 15 per pair).
    expect(await forgetExpiredRateLimits(handle.db, new Date(1_000_000 + 60_000))).toEqual({ deleted: 1 });
    const left = await handle.db.selectFrom('rate_limit_counters').select('scope').orderBy('scope').execute();
    expect(left.map((r) => r.scope)).toEqual(['password-account', 'password-ip']);
    expect(await repo.deleteExpiredRateLimitCounters(handle.db, new Date(1_000_000 + LOGIN_FORGET_AFTER_MS))).toBe(2);
  });
});
