import { createHash } from 'node:crypto';
import { type ApiDeps, createCaller, createContext } from '@app/api';
import { errorResponseSchema, resolveLocale } from '@app/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';

export type Caller = ReturnType<typeof createCaller>;

/** The procedure context of a request: locale, bearer token, client details. */
export function contextFor(deps: ApiDeps, request: FastifyRequest) {
  return createContext(deps, {
    acceptLanguage: request.headers['accept-language'],
    authorization: request.headers.authorization,
    userAgent: request.headers['user-agent'],
    ip: request.ip,
  });
}

/** The tRPC caller for a REST request: same context as the /trpc transport. */
export function callerFor(deps: ApiDeps, request: FastifyRequest): Caller {
  return createCaller(contextFor(deps, request));
}

interface Serialized {
  /** UTF-8 bytes, so a cache hit sends without encoding the string again. */
  body: Buffer;
  etag: string;
}

// Cached procedure answers are the same object on every hit, so each is serialised and hashed once.
const enveloped = new WeakMap<object, Serialized>();
const plain = new WeakMap<object, Serialized>();

function serialize(value: unknown, envelope: boolean): Serialized {
  const cache = envelope ? enveloped : plain;
  const key = typeof value === 'object' && value !== null ? value : null;
  const hit = key ? cache.get(key) : undefined;
  if (hit) return hit;
  const body = Buffer.from(JSON.stringify(envelope ? { result: value } : value));
  const serialized = { body, etag: `W/"${createHash('sha1').update(body).digest('base64url')}"` };
  if (key) cache.set(key, serialized);
  return serialized;
}

/** Sends a procedure's answer as JSON (`{ "result": ... }` unless `envelope` is false) with an ETag; 304 when unchanged. */
export function sendJson(
  request: FastifyRequest,
  reply: FastifyReply,
  value: unknown,
  options: { envelope?: boolean; cacheControl?: string } = {},
) {
  return sendSerialized(request, reply, serialize(value, options.envelope ?? true), options.cacheControl ?? 'no-cache');
}

const MAX_CACHED_INPUT = 1_000;

/** The input as a cache key; null for one nested too deeply to serialise (the procedure refuses it). */
function cacheKeyOf(input: unknown): string | null {
  try {
    return JSON.stringify(input ?? null);
  } catch {
    return null;
  }
}

/**
 * A public read: the serialised answer is kept in the content cache per (path, locale, input), so a
 * hit skips the procedure call entirely; writes clear it with the rest of the cache. A miss (or an
 * input too large to be a sensible key) calls the procedure; errors are never cached.
 */
export async function sendPublicRead(
  deps: ApiDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  call: (caller: Caller) => Promise<unknown>,
) {
  const input = request.method === 'GET' ? request.query : request.body;
  const inputKey = cacheKeyOf(input);
  const load = async () => serialize(await call(callerFor(deps, request)), true);
  const serialized =
    inputKey === null || inputKey.length > MAX_CACHED_INPUT
      ? await load()
      : await deps.cache.remember(
          ['rest', request.routeOptions.url, resolveLocale(request.headers['accept-language']), inputKey],
          load,
        );
  return sendSerialized(request, reply, serialized, 'no-cache');
}

function sendSerialized(
  request: FastifyRequest,
  reply: FastifyReply,
  { body, etag }: Serialized,
  cacheControl: string,
) {
  reply.header('etag', etag).header('cache-control', cacheControl).header('vary', 'Accept-Language, Authorization');
  if (request.headers['if-none-match'] === etag) return reply.status(304).send();
  return reply.type('application/json; charset=utf-8').send(body);
}

/** Error answers every REST path documents. */
export const errorResponses = {
  404: errorResponseSchema.describe('Not found'),
  422: errorResponseSchema.describe('Invalid input, with per-field messages in `errors`'),
  500: errorResponseSchema.describe('Server error; carries `requestId`'),
  503: errorResponseSchema.describe('Database unavailable; retry shortly'),
};
