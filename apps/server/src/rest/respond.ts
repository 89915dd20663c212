import { createHash } from 'node:crypto';
import { type ApiDeps, createCaller, createContext } from '@app/api';
import type { CacheRead } from '@app/api/server';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { markReplayable } from '../plugins/answer-replay';
import { acceptedEncoding, COMPRESSION_THRESHOLD, type Encoding, encode } from '../plugins/compression';
import { evaluatePreconditions, preconditionFailed } from '../plugins/conditional';
import { appendVary } from '../plugins/vary';
import { requestInfo } from '../request-info';

export type Caller = ReturnType<typeof createCaller>;

declare module 'fastify' {
  interface FastifyRequest {
    /** Headers the request's procedures asked its answer to carry (an API key's RateLimit); sent by `sendProcedureHeaders`. */
    procedureHeaders?: Record<string, string>;
  }
}

/**
 * An onSend hook: the answer to a REST request carries the headers its procedures set (an API key's
 * RateLimit-Policy and RateLimit), whether it succeeded or failed (a 429 too).
 */
export function sendProcedureHeaders(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  done: (error: null, payload: unknown) => void,
) {
  const headers = request.procedureHeaders;
  if (headers) for (const [name, value] of Object.entries(headers)) reply.header(name, value);
  done(null, payload);
}

/** The procedure context of a request: locale, bearer token, client details. */
export function contextFor(deps: ApiDeps, request: FastifyRequest, cacheReads?: CacheRead[]) {
  request.procedureHeaders ??= {};
  return createContext(deps, { responseHeaders: request.procedureHeaders, ...requestInfo(request), cacheReads });
}

/**
 * The tRPC caller for a REST request: same context as the /trpc transport. `cacheReads` is told of the
 * content-cache entries its cached reads answer from.
 */
export function callerFor(deps: ApiDeps, request: FastifyRequest, cacheReads?: CacheRead[]): Caller {
  return createCaller(contextFor(deps, request, cacheReads));
}

interface Serialized {
  /** UTF-8 bytes, so a cache hit sends without encoding the string again. */
  body: Buffer;
  etag: string;
  /** The body brotli- or gzip-compressed, made the first time a client asks for it. */
  encoded: Partial<Record<Encoding, Buffer>>;
}

// Cached procedure answers are the same object on every hit, so each is serialised, hashed and
// compressed once: this is what keeps cached reads fast, not a second cache of answers.
const enveloped = new WeakMap<object, Serialized>();
const plain = new WeakMap<object, Serialized>();

function serialize(value: unknown, envelope: boolean): Serialized {
  const cache = envelope ? enveloped : plain;
  const key = typeof value === 'object' && value !== null ? value : null;
  const hit = key ? cache.get(key) : undefined;
  if (hit) return hit;
  const body = Buffer.from(JSON.stringify(envelope ? { result: value } : value));
  const serialized = { body, etag: `W/"${createHash('sha1').update(body).digest('base64url')}"`, encoded: {} };
  if (key) cache.set(key, serialized);
  return serialized;
}

/**
 * Sends a procedure's answer as JSON (`{ "result": ... }` unless `envelope` is false) with an ETag,
 * compressed when the client accepts it. A read (GET, HEAD, or a documented POST read: `read`)
 * honours If-None-Match (304) and If-Match (412).
 */
export function sendJson(
  request: FastifyRequest,
  reply: FastifyReply,
  value: unknown,
  options: { envelope?: boolean; cacheControl?: string; read?: boolean } = {},
) {
  const read = options.read ?? (request.method === 'GET' || request.method === 'HEAD');
  return sendSerialized(
    request,
    reply,
    serialize(value, options.envelope ?? true),
    options.cacheControl ?? 'no-cache',
    read,
  );
}

/**
 * A public read: the REST shim calls the procedure, whose answer comes from the content cache on a hit
 * (`cachedPublicProcedure`), and sends it; the serialised bytes of a cached answer are reused. The
 * answer may be replayed while the cache entries it was made from stay (answer-replay.ts); a procedure
 * that is not cached (or an input too long to cache) reads none, and its answer is replayed only while
 * nothing in the cache changes.
 */
export async function sendPublicRead(
  deps: ApiDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  call: (caller: Caller) => Promise<unknown>,
) {
  const reads: CacheRead[] = [];
  const value = await call(callerFor(deps, request, reads));
  return sendJson(request, markReplayable(reply, reads), value, { read: true });
}

/**
 * An answer browsers and proxies must never keep (personal data, credentials): the REST shim calls the
 * procedure and sends its answer with `Cache-Control: no-store`.
 */
export async function sendUncached(
  deps: ApiDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  call: (caller: Caller) => Promise<unknown>,
  options: { envelope?: boolean } = {},
) {
  return sendJson(request, reply, await call(callerFor(deps, request)), { ...options, cacheControl: 'no-store' });
}

const VARY = 'Accept-Language, Authorization';
const VARY_ENCODED = `${VARY}, Accept-Encoding`;

function sendSerialized(
  request: FastifyRequest,
  reply: FastifyReply,
  serialized: Serialized,
  cacheControl: string,
  read: boolean,
) {
  const { body, etag } = serialized;
  const compressible = body.length >= COMPRESSION_THRESHOLD;
  // Appended: CORS has put `Origin` there already.
  appendVary(reply.header('etag', etag).header('cache-control', cacheControl), compressible ? VARY_ENCODED : VARY);
  // Writes had their conditions checked before they ran (plugins/conditional.ts); reads check them here.
  if (read) {
    const outcome = evaluatePreconditions(request.headers, etag, true);
    if (outcome === 'not-modified') return reply.status(304).send();
    if (outcome === 'failed') throw preconditionFailed();
  }
  reply.type('application/json; charset=utf-8');
  const encoding = compressible ? acceptedEncoding(request.headers) : null;
  if (!encoding) return reply.send(body);
  serialized.encoded[encoding] ??= encode(body, encoding);
  return reply.header('content-encoding', encoding).send(serialized.encoded[encoding]);
}
