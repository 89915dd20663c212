import { AppError, trpcErrorFrom } from '@app/api/server';
import { type ApiKeyScope, errorResponseSchema } from '@app/contract';
import type { FastifyRequest, preHandlerHookHandler } from 'fastify';
import { z } from 'zod';

/**
 * What the REST routes' `schema:` blocks share: how each status is documented, who may call, and the
 * refusal of pagination parameters on lists that answer every item. The OpenAPI document is built from
 * these blocks (plugins/openapi.ts), so a status is documented here once and named by the routes.
 */

/** Anyone may call it (no Authorization header needed). */
export const PUBLIC = [];
/** Staff only: `Authorization: Bearer <token>` from sign-in. */
export const STAFF = [{ bearerAuth: [] }];
/** A member signed in to "My bookings": the `member_session` cookie. */
export const MEMBER = [{ memberSession: [] }];

/** A JSON answer with the description the document shows for it. */
export function json<T extends z.ZodType>(description: string, schema: T) {
  return { description, content: { 'application/json': { schema } } };
}

const ERROR_DESCRIPTIONS = {
  400: 'The body is not valid JSON, or the URL is malformed',
  401: 'No valid session: sign in and send `Authorization: Bearer <token>`',
  403: 'Refused: a role without access, a disabled account, or a browser request with cookies but without a matching `X-XSRF-TOKEN` header (anti-forgery)',
  404: 'Nothing by that slug, code or name',
  409: 'Refused in the current state of the thing asked about; `message` says why',
  412: 'A condition in `If-Match` or `If-None-Match` does not hold (a write has no ETag to match)',
  413: 'The body is over its limit (100 KB for JSON)',
  414: 'A part of the path is longer than 200 characters',
  415: 'The body is of a media type this path does not take (send `application/json`)',
  422: 'Invalid input, with per-field messages in `errors` (a missing body: `message` says so, `errors` is empty)',
  429: 'Too many attempts from this address; retry after the number of seconds in `Retry-After`',
  500: 'Server error; the answer carries `requestId` only',
  503: 'The database is unavailable; retry shortly (carries `requestId`)',
} as const;
export type ErrorStatus = keyof typeof ERROR_DESCRIPTIONS;

/** The error answers of these statuses, each with its standard description (or the one given). */
export function errors(statuses: readonly ErrorStatus[], descriptions: Partial<Record<ErrorStatus, string>> = {}) {
  return Object.fromEntries(
    statuses.map((status) => [status, json(descriptions[status] ?? ERROR_DESCRIPTIONS[status], errorResponseSchema)]),
  ) as Record<ErrorStatus, ReturnType<typeof json<typeof errorResponseSchema>>>;
}

/** Every path can fail on the server or lose its database. */
const SERVER: ErrorStatus[] = [500, 503];
/** A JSON body may be broken, too large or of another type. */
const BODY: ErrorStatus[] = [400, 413, 415];

const READ_PRECONDITION = '`If-Match` does not hold (the ETags are weak, so only `If-Match: *` can)';

/** Errors of a read without a body (GET). */
export const readErrors = (...more: ErrorStatus[]) => errors([...more, 412, ...SERVER], { 412: READ_PRECONDITION });
/** Errors of a read with a JSON body (the POST reads of `/api/app`). */
export const postReadErrors = (...more: ErrorStatus[]) =>
  errors([...BODY, ...more, 412, 422, ...SERVER], { 412: READ_PRECONDITION });
/** Errors of a request that changes something, with a JSON body. */
export const writeErrors = (...more: ErrorStatus[]) => errors([...BODY, 403, ...more, 412, 422, ...SERVER]);

/** 304 for a read whose `If-None-Match` names the current ETag. */
export const notModified = {
  304: z.undefined().describe('Not modified: the ETag sent in `If-None-Match` is still current (no body)'),
};

/** Parameter names that would ask a list for one page. */
const PAGINATION_NAMES = ['page', 'pageSize', 'limit', 'offset'] as const;

function inputOf(request: FastifyRequest): Record<string, unknown> | null {
  const input = request.method === 'GET' || request.method === 'HEAD' ? request.query : request.body;
  return typeof input === 'object' && input !== null && !Array.isArray(input)
    ? (input as Record<string, unknown>)
    : null;
}

/**
 * For a list that answers every item: pagination parameters are refused (422) rather than ignored, with
 * the paginated path to use instead when there is one.
 */
export function refusePagination(paginatedPath?: string): preHandlerHookHandler {
  const message = paginatedPath
    ? `This list answers every item; for one page at a time use ${paginatedPath}.`
    : 'This list answers every item; it takes no page parameters.';
  return (request, _reply, done) => {
    const input = inputOf(request);
    const named = input ? PAGINATION_NAMES.filter((name) => Object.hasOwn(input, name)) : [];
    if (named.length === 0) return done();
    done(trpcErrorFrom(new AppError('INVALID', message, Object.fromEntries(named.map((name) => [name, [message]])))));
  };
}

/** The `Idempotency-Key` request header of the public submissions (services/idempotency.ts, docs/api.md). */
export const idempotencyKeyHeaders = z.object({
  'Idempotency-Key': z
    .string()
    .min(1)
    .max(255)
    .optional()
    .describe(
      'Makes a retry safe: a fresh random value (a UUID) per submission, sent again unchanged when the same ' +
        'submission is retried. The same key with the same body within 24 hours answers the first answer again, ' +
        'byte for byte, without doing anything twice; with another body, 422. A request sent while the first one ' +
        'with its key is still running waits for its answer. Keys belong to one operation. 1–255 visible ASCII ' +
        'characters, bare or as a quoted sf-string (IETF draft); anything else is 400.',
    ),
});

/** The statuses an `Idempotency-Key` adds, described. */
export const IDEMPOTENCY_ERRORS = {
  400: 'The body is not valid JSON, or the `Idempotency-Key` header is empty, longer than 255 characters or not visible ASCII',
  409: 'The first request with this `Idempotency-Key` was still running after 30 seconds; retry with the same key',
  422: 'Invalid input, with per-field messages in `errors`; or the `Idempotency-Key` was used with another body (`errors["Idempotency-Key"]`)',
} as const;

/**
 * Who may call: an API key with `scope` (`Authorization: Bearer rt_…`), or an admin's staff token. The
 * scope is named in `x-scope` and the description: a bearer scheme has no scopes of its own to list.
 */
export const needs = (scope: ApiKeyScope): { security: Array<Record<string, string[]>>; 'x-scope': ApiKeyScope } => ({
  security: [{ apiKey: [] }, { bearerAuth: [] }],
  'x-scope': scope,
});
export const scoped = (scope: ApiKeyScope, description: string) =>
  `${description}\n\nNeeds an API key with the \`${scope}\` scope (or an admin's staff token).`;

/** A request authenticated by an API key counts against the key's limit, whatever it asks. */
export const KEY_RATE_LIMIT = {
  429: 'Over the API key’s limit of 600 requests a minute (shared by every node): retry after `Retry-After` seconds; every answer to a key carries `RateLimit-Policy` and `RateLimit` (IETF draft)',
};
