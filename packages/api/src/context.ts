import type { Locale } from '@app/contract';
import { resolveLocale } from '@app/contract';
import type { Db } from '@app/db';
import type { CacheRead, ContentCache } from './cache';
import type { CacheScope } from './cache-scope';
import type { RateLimits } from './services/rate-limits';
import type { WebhookPolicy } from './services/webhooks/worker';

/** Public settings that come from configuration rather than the database. */
export interface SiteConfig {
  chatUrl: string | null;
  eapUrl: string;
  analyticsId: string | null;
}

/** An OpenID Connect provider staff may sign in with, from configuration (OIDC_<NAME>_*). */
export interface IdentityProvider {
  name: string;
  label: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
  /**
   * A sign-in whose ID token says it used several factors (`amr` has `mfa`, `hwk` or `otp`) counts as a
   * second factor; otherwise (or unset) the same second factor as after a password applies.
   */
  trustMfa?: boolean;
}

/** How a booking attempt ended: a new booking or a waiting-list place, the same email again, the honeypot, refused, failed. */
export type BookingOutcome = 'confirmed' | 'waitlisted' | 'existing' | 'spam' | 'refused' | 'rate_limited' | 'failed';

/** What the API tells the server as it happens, for its metrics; nothing here changes an answer. */
export interface ApiEvents {
  booking(outcome: BookingOutcome): void;
}

/** What the server hands the API once at start-up. */
export interface ApiDeps {
  identityProviders: ReadonlyMap<string, IdentityProvider>;
  /** The site's public origin; OpenID Connect redirects come back to it. */
  publicUrl: string;
  rateLimits: RateLimits;
  /**
   * Tells the other server nodes that content changed (NOTIFY on PostgreSQL): all of it, or only the
   * reads a scope names (a booking: one class's seats).
   */
  announceContentChange?: (scope?: CacheScope) => Promise<void>;
  db: Db;
  cache: ContentCache;
  sessionSecret: string;
  site: SiteConfig;
  now?: () => Date;
  events?: ApiEvents;
  /** Where webhook endpoints may be (https only in production; private addresses only when allowed). */
  webhooks?: WebhookPolicy;
  /**
   * A password sign-in of an account without a second factor, from a browser that never signed in to it
   * (no `staff_device` cookie naming it), must type a 6-digit code sent by email. Absent: on.
   */
  newDeviceCodes?: boolean;
}

export interface RequestInfo {
  ip?: string | null | undefined;
  acceptLanguage?: string | null | undefined;
  authorization?: string | null | undefined;
  userAgent?: string | null | undefined;
  /** The Cookie header: only the member session (`member_session`) is read from it. */
  cookie?: string | null | undefined;
  /** The `Idempotency-Key` header as it arrived (checked by the procedures that honour it). */
  idempotencyKey?: string | string[] | null | undefined;
  /** Told of every content-cache entry the request's cached reads answer from (rest/respond.ts's public reads). */
  cacheReads?: CacheRead[] | undefined;
  /** Where the procedures put headers for the answer (Context.responseHeaders); a new object when absent. */
  responseHeaders?: Record<string, string> | undefined;
}

export interface Context extends ApiDeps {
  locale: Locale;
  /** The bearer token of the request, if any; checked lazily by staff procedures. */
  token: string | null;
  userAgent: string | null;
  ip: string;
  /** The request's Cookie header, read lazily by member procedures. */
  cookieHeader: string | null;
  /** Set-Cookie values the answer carries (a member signing in or out); the transports send them. */
  responseCookies: string[];
  /**
   * Headers the answer carries whatever its status (an API key's RateLimit-Policy and RateLimit), by
   * lower-case name; the transports send them (REST: the object the request passed in).
   */
  responseHeaders: Record<string, string>;
  /** The `Idempotency-Key` header as it arrived; the submissions read it (services/idempotency.ts). */
  idempotencyKey: string | string[] | undefined;
  /**
   * When set, the cached reads push each entry they answer from (key and kept promise): the server's
   * answer replay keeps such an answer while those entries stay, whatever else the cache drops.
   */
  cacheReads: CacheRead[] | undefined;
  now: () => Date;
}

function bearerToken(authorization: string | null | undefined): string | null {
  if (!authorization) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
  return match?.[1] ?? null;
}

const systemClock = () => new Date();

export function createContext(deps: ApiDeps, request: RequestInfo): Context {
  // The request's own fields first, then the dependencies: on Node 20, an object literal that adds
  // properties after a spread takes a slow path (about 10 µs here), and this runs on every request.
  const context: Context = {
    locale: resolveLocale(request.acceptLanguage),
    token: bearerToken(request.authorization),
    userAgent: request.userAgent?.slice(0, 400) ?? null,
    ip: request.ip ?? 'unknown',
    cookieHeader: request.cookie ?? null,
    responseCookies: [],
    responseHeaders: request.responseHeaders ?? {},
    idempotencyKey: request.idempotencyKey ?? undefined,
    cacheReads: request.cacheReads,
    ...deps,
    now: systemClock,
  };
  if (deps.now) context.now = deps.now;
  return context;
}
