import { type ApiKeyScope, DEFAULT_LOCALE, type Role } from '@app/contract';
import { initTRPC, TRPCError } from '@trpc/server';
import superjson from 'superjson';
import type { z } from 'zod';
import type { Context } from './context';
import {
  AppError,
  fieldErrorsOf,
  reasonOf,
  GENERIC_ERROR_MESSAGE,
  INVALID_INPUT_MESSAGE,
  isUnreadableInput,
  refusedTextFields,
  toTRPCError,
  UNREADABLE_INPUT_MESSAGE,
} from './errors';
import { memberFromCookie } from './services/members/session';
import { apiKeyFromToken, type ApiKeyPrincipal, isApiKeyToken } from './services/api-keys';
import { type SessionUser, userFromToken } from './services/sessions';
import { renderingQueuedMail } from './services/emails/queue';
import { RateLimits } from './services/rate-limits';
import { isFresh, SECOND_FACTOR_NEEDED, setupRequired, stepUpRequired } from './services/second-factor';
import { translate } from './translations';

/** What a procedure declares about itself, read by the transports. */
export interface ProcedureMeta {
  /** Its answer carries people's personal data: browsers and proxies must not store it (Cache-Control: no-store). */
  personalData?: boolean;
  /** Set by `cachedPublicProcedure`: how its answers are kept (the server-side caller looks them up too). */
  cache?: CacheOptions;
  /**
   * Input fields (dotted paths, each covering the text below it) that may hold invisible direction
   * controls: rich HTML, which the sanitiser strips them from, and passwords, which nobody reads.
   */
  directionControlsAllowed?: readonly string[];
  /** Set by `staffProcedure(roles, { scope })`: the scope an API key needs to call it (none: keys are refused). */
  scope?: ApiKeyScope;
  /**
   * Set by `staffProcedure(roles, { sensitive: true })`: a staff session must have shown a second factor in
   * the last 10 minutes (403 reason STEP_UP_REQUIRED otherwise; `auth.stepUp` renews it). API keys are not
   * sessions and are unaffected.
   */
  sensitive?: boolean;
  /**
   * Open to an account the policy (`requireSecondFactor`) wants a factor of before it has one: what it needs
   * to set one up. Everything else answers 403 reason SECOND_FACTOR_SETUP_REQUIRED.
   */
  secondFactorSetup?: boolean;
}

const withMeta = initTRPC.context<Context>().meta<ProcedureMeta>();

const t = withMeta.create({
  transformer: superjson,
  errorFormatter({ shape, error, ctx }) {
    const internal = shape.data.httpStatus >= 500 && error.code !== 'SERVICE_UNAVAILABLE';
    const locale = ctx?.locale ?? DEFAULT_LOCALE;
    return {
      ...shape,
      // A 5xx never carries internal details to the client; the server logs them with the request id.
      // Nor does a parser's message about input it could not read.
      message: internal
        ? translate(locale, GENERIC_ERROR_MESSAGE)
        : isUnreadableInput(error)
          ? translate(locale, UNREADABLE_INPUT_MESSAGE)
          : shape.message,
      data: {
        code: shape.data.code,
        httpStatus: shape.data.httpStatus,
        path: shape.data.path,
        fieldErrors: fieldErrorsOf(error) ?? null,
        // Only on the refusals that have one (docs/api.md), e.g. NO_SHOW_LIMIT.
        ...(reasonOf(error) ? { reason: reasonOf(error) } : {}),
      },
    };
  },
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

/** Maps service errors (AppError), input validation and database outages to their tRPC codes, in the request's language. */
const errorMapping = t.middleware(async ({ ctx, getRawInput, next }) => {
  const result = await next();
  if (!result.ok) throw toTRPCError(result.error, await getRawInput().catch(() => undefined), ctx.locale);
  return result;
});

/**
 * Input with text no field may carry (U+0000, a lone surrogate, an invisible direction control) is
 * refused per field before any procedure tries to store it.
 */
const refuseUnsafeText = t.middleware(async ({ getRawInput, meta, next }) => {
  const fields = refusedTextFields(await getRawInput(), meta?.directionControlsAllowed);
  if (fields) throw new AppError('INVALID', INVALID_INPUT_MESSAGE, fields);
  return next();
});

/**
 * A mutation's emails queued as their facts (`queueMail`) are rendered once it is done, outside the
 * transactions and locks it took.
 */
const renderMailAfterwards = t.middleware(({ ctx, type, next }) =>
  type === 'mutation' ? renderingQueuedMail(ctx.db, () => next()) : next(),
);

const mapped = t.procedure.use(errorMapping).use(renderMailAfterwards);

/** Anyone may call it. */
export const publicProcedure = mapped.use(refuseUnsafeText);

/** Longer inputs are answered without the cache: no real input is this large, and they would crowd out others. */
const MAX_CACHED_INPUT = 1_000;

export interface CacheOptions {
  /** A further part of the key, e.g. the hour an answer naming "the next session" was made in. */
  key?: (ctx: Context) => string | number;
}

/** The cache key of a call: procedure path, locale, input as JSON and the procedure's own part; null when not cacheable. */
function cacheKey(ctx: Context, path: string, input: unknown, options: CacheOptions): string | null {
  let json: string | undefined;
  try {
    json = input === undefined ? '' : JSON.stringify(input);
  } catch {
    return null;
  }
  if (json === undefined || json.length > MAX_CACHED_INPUT) return null;
  return options.key
    ? `${path}\u0000${ctx.locale}\u0000${json}\u0000${options.key(ctx)}`
    : `${path}\u0000${ctx.locale}\u0000${json}`;
}

/**
 * Runs after validation: keeps the answer in the content cache under the key of the validated input
 * (so input that differs only in what validation drops or normalises shares one entry, and refused
 * input never makes one). Concurrent misses share one load; failures are not kept.
 */
function storeAnswer(options: CacheOptions) {
  return t.middleware(({ ctx, path, input, next }) => {
    const key = cacheKey(ctx, path, input, options);
    if (key === null) return next();
    return ctx.cache.remember(
      key,
      async () => {
        const result = await next();
        if (!result.ok) throw result.error;
        // Only the answer is kept, not the context of the request that loaded it.
        return { ok: result.ok, data: result.data, marker: result.marker };
      },
      ctx.cacheReads,
    );
  });
}

/**
 * Runs first: answers a hit straight away when the input as sent is already in its validated form
 * (the usual case, e.g. `{"type":"REGULAR"}`). Only validated inputs are ever stored, so a hit stands
 * for input the procedure accepted; anything else goes through validation to `storeAnswer`. A cached
 * read thus costs one middleware, not four: tRPC copies its options at every level.
 */
function findAnswer(options: CacheOptions) {
  return t.middleware(async ({ ctx, path, getRawInput, next }) => {
    let raw: unknown;
    try {
      raw = await getRawInput();
    } catch {
      // Unreadable input: the checks below answer it, with the error mapping.
      return next();
    }
    const hit = keptAnswer(ctx, path, raw, options);
    if (!hit) return next();
    try {
      return (await hit) as Awaited<ReturnType<typeof next>>;
    } catch {
      // A load this call waited for failed: fail (or succeed) on its own, through the error mapping.
      return next();
    }
  });
}

/**
 * The answer kept for a call whose input, as sent, is in its validated form (what `findAnswer` answers
 * before running anything else); undefined when none is kept. The server-side caller (caller.ts) asks
 * it before running a cached procedure's middlewares, which a hit would skip anyway.
 */
export function keptAnswer(
  ctx: Context,
  path: string,
  rawInput: unknown,
  options: CacheOptions,
): Promise<{ data: unknown }> | undefined {
  const key = cacheKey(ctx, path, rawInput, options);
  return key === null ? undefined : (ctx.cache.peek(key, ctx.cacheReads) as Promise<{ data: unknown }> | undefined);
}

/** publicProcedure's checks between the cache lookup and the input. */
const cachedPublic = (options: CacheOptions) =>
  t.procedure.meta({ cache: options }).use(findAnswer(options)).use(errorMapping).use(refuseUnsafeText);
const cachedWithoutInput = (options: CacheOptions) => cachedPublic(options).use(storeAnswer(options));
const cachedWithInput = <TInput extends z.ZodType>(input: TInput, options: CacheOptions) =>
  cachedPublic(options).input(input).use(storeAnswer(options));

/**
 * The builder of every public read: anyone may call it, and its answer is cached per (procedure path,
 * input, locale) in process memory (`ContentCache`). `cachedPublicProcedure(inputSchema)` for a read
 * with input, `cachedPublicProcedure()` for one without.
 */
export function cachedPublicProcedure(options?: CacheOptions): ReturnType<typeof cachedWithoutInput>;
export function cachedPublicProcedure<TInput extends z.ZodType>(
  input: TInput,
  options?: CacheOptions,
): ReturnType<typeof cachedWithInput<TInput>>;
export function cachedPublicProcedure(first?: z.ZodType | CacheOptions, options: CacheOptions = {}) {
  return first !== undefined && '~standard' in first
    ? cachedWithInput(first, options)
    : cachedWithoutInput(first ?? options);
}

/** What a staff procedure declares beside its roles. */
export interface StaffOptions {
  /** The scope an API key needs to call it; without one, API keys are refused (403). */
  scope?: ApiKeyScope;
  /** A sensitive action: a staff session needs a fresh second factor (ProcedureMeta.sensitive). */
  sensitive?: boolean;
  /** Open while the policy wants this account to set up a factor (ProcedureMeta.secondFactorSetup). */
  secondFactorSetup?: boolean;
}

const KEY_REFUSED = /*i18n*/ 'This API key is not valid: it may have been revoked or have expired.';
const KEYS_NOT_ALLOWED = /*i18n*/ 'API keys cannot use this.';
const SCOPE_MISSING = /*i18n*/ 'This API key does not have the {scope} scope.';

/**
 * Counts a request of a valid key against its per-minute limit (shared by every node through the
 * database) and tells the client where it stands, as draft-ietf-httpapi-ratelimit-headers writes it:
 * `RateLimit-Policy: "default";q=600;w=60` and `RateLimit: "default";r=<remaining>;t=<seconds to reset>`.
 * Over the limit: 429 with Retry-After. Counted once the key is known valid (so nobody spends a key's
 * requests without holding it) and before its scope is checked (a refused call counts too).
 */
async function limitApiKey(ctx: Context, keyId: number): Promise<void> {
  const usage = await ctx.rateLimits.apiKey(keyId);
  if (!usage) return;
  ctx.responseHeaders['ratelimit-policy'] = `"default";q=${usage.limit};w=${usage.windowSeconds}`;
  ctx.responseHeaders.ratelimit = `"default";r=${usage.remaining};t=${usage.resetSeconds}`;
  if (usage.limited) throw RateLimits.apiKeyLimited(usage);
}

/**
 * Who calls a staff procedure: a staff person (their session) or an API key, which acts as an admin
 * allowed only the procedures that declare one of its scopes. `user` of a key is its creator's id with
 * the key's name and id: audit entries name the key (`auditActor`), not the person.
 */
async function staffPrincipal(
  ctx: Context,
  roles: readonly Role[],
  scope: ApiKeyScope | undefined,
  meta: ProcedureMeta | undefined,
): Promise<{ user: SessionUser; apiKey: ApiKeyPrincipal | null }> {
  if (isApiKeyToken(ctx.token)) {
    const found = await apiKeyFromToken(ctx);
    if (!found) throw new TRPCError({ code: 'UNAUTHORIZED', message: KEY_REFUSED });
    await limitApiKey(ctx, found.key.id);
    if (!scope) throw new TRPCError({ code: 'FORBIDDEN', message: KEYS_NOT_ALLOWED });
    if (!found.key.scopes.includes(scope) || !roles.includes('admin'))
      throw new TRPCError({ code: 'FORBIDDEN', message: translate(ctx.locale, SCOPE_MISSING, { scope }) });
    const user = { id: found.createdBy, email: '', name: `API key '${found.key.name}'`, role: 'admin' as const };
    return { user: { ...user, sessionId: '', apiKeyId: found.key.id }, apiKey: found.key };
  }
  const user = await userFromToken(ctx);
  if (!user) throw new TRPCError({ code: 'UNAUTHORIZED', message: /*i18n*/ 'Please sign in.' });
  // A password alone opens nothing on an account with a second factor (a session from before it was added).
  if (user.hasSecondFactor && !user.secondFactorAt) throw new AppError('UNAUTHORIZED', SECOND_FACTOR_NEEDED);
  if (!roles.includes(user.role)) {
    throw new TRPCError({ code: 'FORBIDDEN', message: /*i18n*/ 'You do not have access to this.' });
  }
  if (user.secondFactorRequired && !user.hasSecondFactor && !meta?.secondFactorSetup) throw setupRequired();
  if (meta?.sensitive && !isFresh(user.secondFactorAt ?? null, ctx.now())) throw stepUpRequired();
  return { user, apiKey: null };
}

/**
 * Signed-in staff whose role is in `roles`; 401 without a valid session, 403 for another role. An API
 * key (`Authorization: Bearer rt_…`) may call it only when `options.scope` is given and the key has it
 * (403 naming the scope otherwise); a revoked or expired key is 401.
 */
export function staffProcedure(roles: readonly Role[], options: StaffOptions = {}) {
  const { scope, sensitive, secondFactorSetup } = options;
  return mapped
    .meta({
      ...(scope ? { scope } : {}),
      ...(sensitive ? { sensitive } : {}),
      ...(secondFactorSetup ? { secondFactorSetup } : {}),
    })
    .use(async ({ ctx, meta, next }) => {
      const { user, apiKey } = await staffPrincipal(ctx, roles, scope, meta);
      return next({ ctx: { ...ctx, user, apiKey } });
    })
    .use(refuseUnsafeText);
}

/**
 * A member signed in to "My bookings" (the `member_session` cookie, not a staff token); 401 without a
 * live one. `ctx.member.email` is the only address its procedure may read or change anything of.
 */
export const memberProcedure = mapped
  .use(async ({ ctx, next }) => {
    const member = await memberFromCookie(ctx);
    if (!member)
      throw new TRPCError({ code: 'UNAUTHORIZED', message: /*i18n*/ 'Please sign in to see your bookings.' });
    return next({ ctx: { ...ctx, member } });
  })
  .use(refuseUnsafeText);
