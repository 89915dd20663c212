import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from '../errors';

export interface RateLimitSettings {
  /** Sign-in attempts per IP per 10 minutes; 0 turns the limit off. */
  loginPerIp: number;
  /** Sign-in attempts per email per 15 minutes; 0 turns the limit off. */
  loginPerEmail: number;
  /** Public form submissions (newsletter, class registration, contact) per IP per minute; 0 turns it off. */
  formsPerMinute?: number;
}

export const DEFAULT_RATE_LIMITS: RateLimitSettings = { loginPerIp: 20, loginPerEmail: 5, formsPerMinute: 10 };

/** The counters of one server node; each refusal carries the seconds until the next attempt may pass. */
export class RateLimits {
  private readonly loginIp: RateLimiterMemory | null;
  private readonly loginEmail: RateLimiterMemory | null;
  private readonly formsIp: RateLimiterMemory | null;

  constructor(settings: RateLimitSettings = DEFAULT_RATE_LIMITS) {
    this.loginIp =
      settings.loginPerIp > 0 ? new RateLimiterMemory({ points: settings.loginPerIp, duration: 600 }) : null;
    this.loginEmail =
      settings.loginPerEmail > 0 ? new RateLimiterMemory({ points: settings.loginPerEmail, duration: 900 }) : null;
    const forms = settings.formsPerMinute ?? DEFAULT_RATE_LIMITS.formsPerMinute ?? 0;
    this.formsIp = forms > 0 ? new RateLimiterMemory({ points: forms, duration: 60 }) : null;
  }

  async form(ip: string): Promise<void> {
    await consume(this.formsIp, ip);
  }

  async login(ip: string, email: string): Promise<void> {
    await consume(this.loginIp, ip);
    await consume(this.loginEmail, email.toLowerCase());
  }
}

async function consume(limiter: RateLimiterMemory | null, key: string) {
  if (!limiter) return;
  try {
    await limiter.consume(key);
  } catch (rejection) {
    if (!(rejection instanceof RateLimiterRes)) throw rejection;
    const seconds = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
    throw new AppError(
      'RATE_LIMITED',
      `Too many attempts. Please try again in ${seconds} seconds.`,
      undefined,
      seconds,
    );
  }
}
