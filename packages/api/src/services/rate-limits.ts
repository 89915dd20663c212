import { type Db, repo } from '@app/db';
import { DEFAULT_LOCALE } from '@app/contract';
import { AppError, TOO_MANY_ATTEMPTS } from '../errors';
import { translate } from '../translations';

export interface RateLimitSettings {
  /**
   * Failed password checks (sign-in, current password on a change) per client address per 10 minutes,
   * whatever the account; past it that address waits for the window to end. 0 turns the cap off.
   */
  loginPerIp: number;
  /**
   * Failed sign-ins per (client address, email) before each further attempt from that address for that
   * email must wait 1 s, 2 s, 4 s … (at most 10 minutes); forgotten 15 minutes after the last failure.
   * A wrong current password on a password change counts the same way per account. 0 turns it off.
   */
  loginPerEmail: number;
  /** Public form submissions (newsletter, class registration, contact) per IP per minute; 0 turns it off. */
  formsPerMinute?: number;
  /** Changes made through a personal manage link (cancelling a booking) per IP per minute; as `formsPerMinute` when unset. */
  managePerMinute?: number;
  /** Password-reset links sent per email address per hour, whether or not it is a staff account's; 0 turns it off. */
  passwordResetsPerHour?: number;
  /** "My bookings" sign-in links asked for per email address per hour, whatever the address holds; 0 turns it off. */
  memberLinksPerHour?: number;
  /** "My bookings" sign-in links asked for per client address per hour; 0 turns it off. */
  memberLinksPerIpPerHour?: number;
  /** Requests per API key per minute, on every node together (API_KEY_REQUESTS_PER_MINUTE when unset); 0 turns it off. */
  apiKeyPerMinute?: number;
}

/** Requests one API key may make per minute, all server nodes together (docs/api.md, "API keys"). */
const API_KEY_REQUESTS_PER_MINUTE = 600;

/** Where one API key stands in its window: what the RateLimit-Policy and RateLimit headers say. */
export interface ApiKeyUsage {
  /** Requests the window allows. */
  limit: number;
  /** Its length, in seconds. */
  windowSeconds: number;
  /** Requests left in this window (0 once over). */
  remaining: number;
  /** Seconds until the window ends and the count starts again (at least 1). */
  resetSeconds: number;
  /** This request was one too many: it is refused with 429. */
  limited: boolean;
}

const DEFAULT_RATE_LIMITS: RateLimitSettings = {
  loginPerIp: 20,
  loginPerEmail: 5,
  formsPerMinute: 10,
  passwordResetsPerHour: 3,
  memberLinksPerHour: 5,
  memberLinksPerIpPerHour: 30,
};

const MINUTE = 60_000;
const LOGIN_IP_WINDOW_MS = 10 * MINUTE;
export const LOGIN_FORGET_AFTER_MS = 15 * MINUTE;
export const LOGIN_MAX_DELAY_MS = 10 * MINUTE;

/**
 * Failures per key. `window` mode: at most `threshold` per window that starts at the first failure.
 * `backoff` mode: after `threshold` failures each next attempt waits 1 s, 2 s, 4 s … from the last
 * failure, up to LOGIN_MAX_DELAY_MS; the key is forgotten LOGIN_FORGET_AFTER_MS after its last failure.
 */
interface FailureLimit {
  scope: string;
  threshold: number;
  mode: 'window' | 'backoff';
}

/** Attempts per key in a fixed window that starts at the first one. */
interface WindowLimit {
  scope: string;
  points: number;
  windowMs: number;
}

/** When a counter of this limit stops counting: the window's end, or the time its failures are forgotten. */
function expiry(limit: FailureLimit, first: number, last: number): number {
  return limit.mode === 'window' ? first + LOGIN_IP_WINDOW_MS : last + LOGIN_FORGET_AFTER_MS;
}

/** Milliseconds until the key may try again; 0 when it may now. */
function waitMs(limit: FailureLimit, counter: repo.RateLimitCounter | undefined, now: number): number {
  if (!counter || now >= counter.expiresAt.getTime() || counter.count < limit.threshold) return 0;
  const until =
    limit.mode === 'window'
      ? counter.firstAt.getTime() + LOGIN_IP_WINDOW_MS
      : counter.lastAt.getTime() + Math.min(LOGIN_MAX_DELAY_MS, 1000 * 2 ** (counter.count - limit.threshold));
  return Math.max(0, until - now);
}

/** The counter with one more failure at `now` (a new one when it had expired). */
function withFailure(limit: FailureLimit, counter: repo.RateLimitCounter, now: number): repo.RateLimitCounter {
  const live = now < counter.expiresAt.getTime() && counter.count > 0;
  const count = live ? counter.count + 1 : 1;
  const first = live ? counter.firstAt.getTime() : now;
  return {
    scope: counter.scope,
    key: counter.key,
    count,
    firstAt: new Date(first),
    lastAt: new Date(now),
    expiresAt: new Date(expiry(limit, first, now)),
  };
}

/** One password check in progress. Until told otherwise it counts as a failure, so parallel guesses cannot slip past the limits. */
export interface PasswordAttempt {
  /** The password was right: the failures of this (address, account) are forgotten. */
  succeeded(): Promise<void>;
  /** The check could not run (database error): this attempt does not count. */
  abandoned(): Promise<void>;
}

/**
 * Runs the check `attempt` counts. A check that could not run (it threw: the database, say) is
 * abandoned, so it does not count, and its error goes on.
 */
export async function checkAttempt<T>(attempt: PasswordAttempt, check: () => Promise<T>): Promise<T> {
  try {
    return await check();
  } catch (error) {
    await attempt.abandoned();
    throw error;
  }
}

function rateLimited(waitMs: number): AppError {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  return new AppError('RATE_LIMITED', translate(DEFAULT_LOCALE, TOO_MANY_ATTEMPTS, { seconds }), undefined, seconds);
}

/**
 * The counters of every server node, kept in the database so N nodes allow each limit once; each
 * refusal carries the seconds until the next attempt may pass.
 * Only failures count, so nobody can lock staff out by trying their email from elsewhere: a right
 * password from an address that has not failed is never refused.
 */
export class RateLimits {
  private readonly passwordIp: FailureLimit | null;
  private readonly passwordAccount: FailureLimit | null;
  private readonly formsIp: WindowLimit | null;
  private readonly manageIp: WindowLimit | null;
  private readonly resetEmail: WindowLimit | null;
  private readonly memberLinkEmail: WindowLimit | null;
  private readonly memberLinkIp: WindowLimit | null;
  private readonly apiKeyLimit: WindowLimit | null;

  constructor(
    private readonly db: Db,
    settings: RateLimitSettings = DEFAULT_RATE_LIMITS,
    private readonly clock: () => number = Date.now,
  ) {
    this.passwordIp =
      settings.loginPerIp > 0 ? { scope: 'password-ip', threshold: settings.loginPerIp, mode: 'window' } : null;
    this.passwordAccount =
      settings.loginPerEmail > 0
        ? { scope: 'password-account', threshold: settings.loginPerEmail, mode: 'backoff' }
        : null;
    const forms = settings.formsPerMinute ?? DEFAULT_RATE_LIMITS.formsPerMinute ?? 0;
    this.formsIp = forms > 0 ? { scope: 'form-ip', points: forms, windowMs: MINUTE } : null;
    const manage = settings.managePerMinute ?? forms;
    this.manageIp = manage > 0 ? { scope: 'manage-ip', points: manage, windowMs: MINUTE } : null;
    const resets = settings.passwordResetsPerHour ?? DEFAULT_RATE_LIMITS.passwordResetsPerHour ?? 0;
    this.resetEmail = resets > 0 ? { scope: 'reset-email', points: resets, windowMs: 60 * MINUTE } : null;
    const memberLinks = settings.memberLinksPerHour ?? DEFAULT_RATE_LIMITS.memberLinksPerHour ?? 0;
    this.memberLinkEmail =
      memberLinks > 0 ? { scope: 'member-link-email', points: memberLinks, windowMs: 60 * MINUTE } : null;
    const memberLinksIp = settings.memberLinksPerIpPerHour ?? DEFAULT_RATE_LIMITS.memberLinksPerIpPerHour ?? 0;
    this.memberLinkIp =
      memberLinksIp > 0 ? { scope: 'member-link-ip', points: memberLinksIp, windowMs: 60 * MINUTE } : null;
    const perKey = settings.apiKeyPerMinute ?? API_KEY_REQUESTS_PER_MINUTE;
    this.apiKeyLimit = perKey > 0 ? { scope: 'api-key', points: perKey, windowMs: MINUTE } : null;
  }

  /**
   * Counts one request of an API key (every request a valid key makes, whatever it asks, on any node)
   * and answers where the key stands; null when keys are not limited. The caller refuses a `limited` one.
   */
  async apiKey(keyId: number): Promise<ApiKeyUsage | null> {
    const limit = this.apiKeyLimit;
    if (!limit) return null;
    const now = this.clock();
    const counted = await repo.countRateLimitAttempt(
      this.db,
      { scope: limit.scope, key: String(keyId) },
      new Date(now),
      new Date(now + limit.windowMs),
    );
    return {
      limit: limit.points,
      windowSeconds: limit.windowMs / 1000,
      remaining: Math.max(0, limit.points - counted.count),
      resetSeconds: Math.max(1, Math.ceil((counted.expiresAt.getTime() - now) / 1000)),
      limited: counted.count > limit.points,
    };
  }

  /** The 429 of a key over its limit (the documented shape, with Retry-After). */
  static apiKeyLimited(usage: ApiKeyUsage): AppError {
    return rateLimited(usage.resetSeconds * 1000);
  }

  async form(ip: string): Promise<void> {
    await this.consume(this.formsIp, ip);
  }

  /** Before a change through a personal manage link (a counter of its own, so a cancellation does not use up the forms'). */
  async manage(ip: string): Promise<void> {
    await this.consume(this.manageIp, ip);
  }

  /**
   * Before sending a password-reset link: the forms' cap per client address, and a few per email address
   * per hour so nobody can fill a colleague's inbox. Counted the same whether or not the address is an
   * account's, so a refusal tells nothing.
   */
  async passwordReset(ip: string, email: string): Promise<void> {
    await this.consume(this.formsIp, ip);
    await this.consume(this.resetEmail, email.trim().toLowerCase());
  }

  /**
   * Before queueing a "My bookings" sign-in link: a cap per client address and a few per email address
   * per hour, counted the same whether or not the address holds anything, so a refusal tells nothing.
   */
  async memberLink(ip: string, email: string): Promise<void> {
    await this.consume(this.memberLinkIp, ip);
    await this.consume(this.memberLinkEmail, email.trim().toLowerCase());
  }

  /** Before checking a sign-in password: throws RATE_LIMITED while this address, or this address for this email, must wait. */
  login(ip: string, email: string): Promise<PasswordAttempt> {
    return this.begin(ip, JSON.stringify(['login', ip, email.trim().toLowerCase()]));
  }

  /**
   * Before checking a passkey's signature at sign-in (nobody is named yet): a wrong one counts with the
   * address's failed passwords, and against this address's passkey attempts as a failed email would.
   */
  passkey(ip: string): Promise<PasswordAttempt> {
    return this.begin(ip, JSON.stringify(['passkey', ip]));
  }

  /** Before checking the current password of a signed-in user who changes it: limited per address and per account. */
  currentPassword(ip: string, userId: number): Promise<PasswordAttempt> {
    return this.begin(ip, JSON.stringify(['account', userId]));
  }

  /**
   * Checks and counts the attempt in one transaction that locks both counters, so parallel attempts on
   * any node are counted one after the other and none slips past a limit.
   */
  private async begin(ip: string, accountKey: string): Promise<PasswordAttempt> {
    const checks: Array<{ limit: FailureLimit; key: repo.RateLimitKey }> = [];
    if (this.passwordIp) checks.push({ limit: this.passwordIp, key: { scope: this.passwordIp.scope, key: ip } });
    if (this.passwordAccount)
      checks.push({ limit: this.passwordAccount, key: { scope: this.passwordAccount.scope, key: accountKey } });
    if (checks.length === 0) return { succeeded: async () => {}, abandoned: async () => {} };

    const now = this.clock();
    await this.db.transaction().execute(async (trx) => {
      const counters = await repo.lockRateLimitCounters(
        trx,
        checks.map((c) => c.key),
        new Date(now),
      );
      const find = (key: repo.RateLimitKey) => counters.find((c) => c.scope === key.scope && c.key === key.key)!;
      const wait = Math.max(...checks.map((c) => waitMs(c.limit, find(c.key), now)));
      // Thrown inside the transaction: nothing is counted.
      if (wait > 0) throw rateLimited(wait);
      await repo.saveRateLimitCounters(
        trx,
        checks.map((c) => withFailure(c.limit, find(c.key), now)),
      );
    });

    let settled = false;
    const undo = async (forgetAccount: boolean) => {
      if (settled) return;
      settled = true;
      if (this.passwordIp) await repo.uncountRateLimitAttempt(this.db, { scope: this.passwordIp.scope, key: ip });
      if (this.passwordAccount) {
        const key = { scope: this.passwordAccount.scope, key: accountKey };
        if (forgetAccount) await repo.clearRateLimitCounter(this.db, key);
        else await repo.uncountRateLimitAttempt(this.db, key);
      }
    };
    return { succeeded: () => undo(true), abandoned: () => undo(false) };
  }

  private async consume(limit: WindowLimit | null, key: string) {
    if (!limit) return;
    const now = this.clock();
    const counted = await repo.countRateLimitAttempt(
      this.db,
      { scope: limit.scope, key },
      new Date(now),
      new Date(now + limit.windowMs),
    );
    if (counted.count > limit.points) throw rateLimited(counted.expiresAt.getTime() - now);
  }
}

/** Deletes the counters that count for nothing any more (a periodic job); answers how many. */
export async function forgetExpiredRateLimits(db: Db, now: Date): Promise<{ deleted: number }> {
  return { deleted: await repo.deleteExpiredRateLimitCounters(db, now) };
}
