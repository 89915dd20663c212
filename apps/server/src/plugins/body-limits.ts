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

/**
 * /trpc serves public forms and back-office saves on one route, so its route limit is the larger one
 * and this picks the limit per request: CONTENT_BODY_LIMIT only when every procedure of the (batched)
 * path is an `admin.` one and a bearer token came with it (staff procedures check it right after);
 * FORM_BODY_LIMIT otherwise. Use as a preParsing hook.
 */
export async function limitTrpcBody(request: FastifyRequest, _reply: unknown, payload: NodeJS.ReadableStream) {
  const path = (request.params as { path?: string } | undefined)?.path ?? '';
  const staffSave =
    /^Bearer\s+\S/i.test(request.headers.authorization ?? '') &&
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
