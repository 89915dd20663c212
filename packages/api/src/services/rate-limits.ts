import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from '../errors';

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
}

const DEFAULT_RATE_LIMITS: RateLimitSettings = {
  loginPerIp: 20,
  loginPerEmail: 5,
  formsPerMinute: 10,
  passwordResetsPerHour: 3,
};

const MINUTE = 60_000;
const LOGIN_IP_WINDOW_MS = 10 * MINUTE;
export const LOGIN_FORGET_AFTER_MS = 15 * MINUTE;
export const LOGIN_MAX_DELAY_MS = 10 * MINUTE;
/** Keys kept per counter at most; the oldest go first (each entry is a few dozen bytes). */
const MAX_KEYS = 100_000;

interface Failures {
  count: number;
  /** When the first counted failure happened (fixed windows). */
  first: number;
  /** When the last counted failure happened (growing delays). */
  last: number;
}

/**
 * Failures per key. `window` mode: at most `threshold` per window that starts at the first failure.
 * `backoff` mode: after `threshold` failures each next attempt waits 1 s, 2 s, 4 s … from the last
 * failure, up to LOGIN_MAX_DELAY_MS; the key is forgotten LOGIN_FORGET_AFTER_MS after its last failure.
 */
class FailureCounter {
  private readonly entries = new Map<string, Failures>();

  constructor(
    private readonly threshold: number,
    private readonly mode: 'window' | 'backoff',
  ) {}

  private expired(entry: Failures, now: number): boolean {
    return this.mode === 'window' ? now >= entry.first + LOGIN_IP_WINDOW_MS : now >= entry.last + LOGIN_FORGET_AFTER_MS;
  }

  private live(key: string, now: number): Failures | undefined {
    const entry = this.entries.get(key);
    if (entry && this.expired(entry, now)) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  /** Milliseconds until the key may try again; 0 when it may now. */
  waitMs(key: string, now: number): number {
    const entry = this.live(key, now);
    if (!entry || entry.count < this.threshold) return 0;
    const until =
      this.mode === 'window'
        ? entry.first + LOGIN_IP_WINDOW_MS
        : entry.last + Math.min(LOGIN_MAX_DELAY_MS, 1000 * 2 ** (entry.count - this.threshold));
    return Math.max(0, until - now);
  }

  add(key: string, now: number): void {
    const entry = this.live(key, now) ?? { count: 0, first: now, last: now };
    entry.count += 1;
    entry.last = now;
    // Re-inserted so the map's order stays oldest-first for pruning.
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > MAX_KEYS) this.prune(now);
  }

  /** Takes back one counted failure (the attempt turned out not to be one). */
  remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    entry.count -= 1;
    if (entry.count <= 0) this.entries.delete(key);
  }

  clear(key: string): void {
    this.entries.delete(key);
  }

  private prune(now: number) {
    for (const [key, entry] of this.entries) if (this.expired(entry, now)) this.entries.delete(key);
    for (const key of this.entries.keys()) {
      if (this.entries.size <= MAX_KEYS) break;
      this.entries.delete(key);
    }
  }
}

/** One password check in progress. Until told otherwise it counts as a failure, so parallel guesses cannot slip past the limits. */
export interface PasswordAttempt {
  /** The password was right: the failures of this (address, account) are forgotten. */
  succeeded(): void;
  /** The check could not run (database error): this attempt does not count. */
  abandoned(): void;
}

function rateLimited(waitMs: number): AppError {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  return new AppError(
    'RATE_LIMITED',
    `Too many attempts. Please try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`,
    undefined,
    seconds,
  );
}

/**
 * The counters of one server node; each refusal carries the seconds until the next attempt may pass.
 * Only failures count, so nobody can lock staff out by trying their email from elsewhere: a right
 * password from an address that has not failed is never refused.
 */
export class RateLimits {
  private readonly passwordIp: FailureCounter | null;
  private readonly passwordAccount: FailureCounter | null;
  private readonly formsIp: RateLimiterMemory | null;
  private readonly manageIp: RateLimiterMemory | null;
  private readonly resetEmail: RateLimiterMemory | null;

  constructor(
    settings: RateLimitSettings = DEFAULT_RATE_LIMITS,
    private readonly clock: () => number = Date.now,
  ) {
    this.passwordIp = settings.loginPerIp > 0 ? new FailureCounter(settings.loginPerIp, 'window') : null;
    this.passwordAccount = settings.loginPerEmail > 0 ? new FailureCounter(settings.loginPerEmail, 'backoff') : null;
    const forms = settings.formsPerMinute ?? DEFAULT_RATE_LIMITS.formsPerMinute ?? 0;
    this.formsIp = forms > 0 ? new RateLimiterMemory({ points: forms, duration: 60 }) : null;
    const manage = settings.managePerMinute ?? forms;
    this.manageIp = manage > 0 ? new RateLimiterMemory({ points: manage, duration: 60 }) : null;
    const resets = settings.passwordResetsPerHour ?? DEFAULT_RATE_LIMITS.passwordResetsPerHour ?? 0;
    this.resetEmail = resets > 0 ? new RateLimiterMemory({ points: resets, duration: 3600 }) : null;
  }

  async form(ip: string): Promise<void> {
    await consume(this.formsIp, ip);
  }

  /** Before a change through a personal manage link (a counter of its own, so a cancellation does not use up the forms'). */
  async manage(ip: string): Promise<void> {
    await consume(this.manageIp, ip);
  }

  /**
   * Before sending a password-reset link: the forms' cap per client address, and a few per email address
   * per hour so nobody can fill a colleague's inbox. Counted the same whether or not the address is an
   * account's, so a refusal tells nothing.
   */
  async passwordReset(ip: string, email: string): Promise<void> {
    await consume(this.formsIp, ip);
    await consume(this.resetEmail, email.trim().toLowerCase());
  }

  /** Before checking a sign-in password: throws RATE_LIMITED while this address, or this address for this email, must wait. */
  login(ip: string, email: string): PasswordAttempt {
    return this.begin(ip, `login\u0000${ip}\u0000${email.trim().toLowerCase()}`);
  }

  /** Before checking the current password of a signed-in user who changes it: limited per address and per account. */
  currentPassword(ip: string, userId: number): PasswordAttempt {
    return this.begin(ip, `account\u0000${userId}`);
  }

  private begin(ip: string, accountKey: string): PasswordAttempt {
    const now = this.clock();
    const wait = Math.max(this.passwordIp?.waitMs(ip, now) ?? 0, this.passwordAccount?.waitMs(accountKey, now) ?? 0);
    if (wait > 0) throw rateLimited(wait);
    this.passwordIp?.add(ip, now);
    this.passwordAccount?.add(accountKey, now);
    let settled = false;
    const undo = (forgetAccount: boolean) => {
      if (settled) return;
      settled = true;
      this.passwordIp?.remove(ip);
      if (forgetAccount) this.passwordAccount?.clear(accountKey);
      else this.passwordAccount?.remove(accountKey);
    };
    return { succeeded: () => undo(true), abandoned: () => undo(false) };
  }
}

async function consume(limiter: RateLimiterMemory | null, key: string) {
  if (!limiter) return;
  try {
    await limiter.consume(key);
  } catch (rejection) {
    if (!(rejection instanceof RateLimiterRes)) throw rejection;
    throw rateLimited(rejection.msBeforeNext);
  }
}
