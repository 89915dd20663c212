import type { IncomingMessage } from 'node:http';
import { Transform } from 'node:stream';
import type { FastifyRequest } from 'fastify';

/** Public JSON bodies (forms, slugs, sign-in) are small. */
export const FORM_BODY_LIMIT = 100 * 1024;
/** Back-office content saves: a legal page in every language is well over 100 KB of HTML. */
export const CONTENT_BODY_LIMIT = 2 * 1024 * 1024;

declare module 'fastify' {
  interface FastifyRequest {
    /** The body limit this request was held to, when it differs from its route's (413 messages name it). */
    effectiveBodyLimit?: number;
  }
}

/** "2 MB", "100 KB", "5.5 MB". */
function formatBytes(bytes: number): string {
  const [value, unit] = bytes >= 1024 * 1024 ? [bytes / 1024 / 1024, 'MB'] : [bytes / 1024, 'KB'];
  return `${Number.isInteger(value) ? value : value.toFixed(1)} ${unit}`;
}

/** The 413 answer's message, naming the limit the request was held to. */
export function bodyTooLargeMessage(request: FastifyRequest): string {
  const limit = request.effectiveBodyLimit ?? request.routeOptions.bodyLimit;
  return typeof limit === 'number' && limit > 0
    ? `The request body is too large (limit ${formatBytes(limit)}).`
    : 'The request body is too large.';
}

function tooLarge(): Error {
  return Object.assign(new Error('The request body is too large.'), {
    statusCode: 413,
    code: 'FST_ERR_CTP_BODY_TOO_LARGE',
  });
}

/** A bearer token that is not an API key's (those start `rt_`, services/api-keys.ts). */
const STAFF_BEARER = /^Bearer\s+(?!rt_)\S/i;

/**
 * /trpc serves public forms and back-office saves on one route, so its route limit is the larger one
 * and this picks the limit per request: CONTENT_BODY_LIMIT only when every procedure of the (batched)
 * path is an `admin.` one and a staff session's bearer token came with it (staff procedures check it
 * right after); FORM_BODY_LIMIT otherwise. An API key's token (`rt_…`, valid or not) never gets the larger
 * limit: no scope a key may hold covers a content save, so a key has no use for it, and the body is read
 * before anyone checks the key. Use as a preParsing hook.
 */
export async function limitTrpcBody(request: FastifyRequest, _reply: unknown, payload: NodeJS.ReadableStream) {
  const path = (request.params as { path?: string } | undefined)?.path ?? '';
  const staffSave =
    STAFF_BEARER.test(request.headers.authorization ?? '') &&
    path.split(',').every((procedure) => procedure.startsWith('admin.'));
  const limit = staffSave ? CONTENT_BODY_LIMIT : FORM_BODY_LIMIT;
  request.effectiveBodyLimit = limit;
  const declared = request.headers['content-length'];
  if (declared !== undefined) {
    // Node's parser never reads past a declared length, so only a chunked body needs counting.
    if (Number(declared) > limit) throw tooLarge();
    return payload;
  }
  let received = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      received += chunk.length;
      if (received > limit) done(tooLarge());
      else done(null, chunk);
    },
  });
  payload.on('error', (error) => counter.destroy(error));
  return payload.pipe(counter);
}

/** How much of a refused body is read (and dropped) before answering, and for how long at most. */
const REFUSED_BODY_DRAIN = { bytes: 16 * 1024 * 1024, ms: 10_000 };

/**
 * Whether the request has a body the server has not received whole (the parser has not reached its end,
 * and nothing read it to its end).
 */
export function bodyUnread(raw: IncomingMessage): boolean {
  const hasBody = Number(raw.headers['content-length'] ?? 0) > 0 || raw.headers['transfer-encoding'] !== undefined;
  return hasBody && raw.complete !== true && !raw.readableEnded && !raw.destroyed;
}

/**
 * Reads and drops what is left of a body the server refuses before reading it (413, an unsupported type),
 * up to REFUSED_BODY_DRAIN. The answer closes the connection; closed while the client was still sending,
 * the client would get a reset (ECONNRESET, EPIPE) instead of the answer. Past the bound the answer goes
 * anyway.
 */
export function drainRefusedBody(raw: IncomingMessage): Promise<void> {
  // The counting stream of limitTrpcBody may have stopped reading it mid-way.
  raw.unpipe();
  return new Promise((resolve) => {
    let seen = 0;
    const done = () => {
      clearTimeout(timer);
      raw.off('data', onData).off('end', done).off('error', done).off('close', done);
      resolve();
    };
    const onData = (chunk: Buffer) => {
      seen += chunk.length;
      if (seen > REFUSED_BODY_DRAIN.bytes) done();
    };
    const timer = setTimeout(done, REFUSED_BODY_DRAIN.ms);
    raw.on('data', onData).once('end', done).once('error', done).once('close', done);
    raw.resume();
  });
}
