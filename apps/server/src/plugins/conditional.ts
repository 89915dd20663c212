import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { PUBLIC_READS } from './request-forgery';

/** One entity tag of an `If-Match`/`If-None-Match` list: `W/"x"` is weak, `"x"` strong. */
interface EntityTag {
  weak: boolean;
  /** The quoted part, quotes included. */
  opaque: string;
}

/**
 * An `If-Match`/`If-None-Match` value (RFC 9110 section 8.8.3 and 13.1): `*`, or a comma-separated list
 * of entity tags. An element that is not an entity tag (no quotes, a bad character) matches nothing.
 */
export function parseEntityTags(value: string): '*' | EntityTag[] {
  if (value.trim() === '*') return '*';
  const tags: EntityTag[] = [];
  let i = 0;
  while (i < value.length) {
    const char = value[i];
    if (char === ',' || char === ' ' || char === '\t') {
      i++;
      continue;
    }
    const weak = value.startsWith('W/', i);
    const start = weak ? i + 2 : i;
    let end = -1;
    if (value[start] === '"') {
      // etagc = %x21 / %x23-7E / obs-text: anything visible but the quote (commas included).
      for (let j = start + 1; j < value.length; j++) {
        const code = value.charCodeAt(j);
        if (code === 0x22) {
          end = j;
          break;
        }
        if (code < 0x21 || code === 0x7f || code > 0xff) break;
      }
    }
    if (end !== -1 && (end + 1 === value.length || /[\s,]/.test(value[end + 1] ?? ''))) {
      tags.push({ weak, opaque: value.slice(start, end + 1) });
      i = end + 1;
    } else {
      // Not an entity tag: skip to the next element.
      const comma = value.indexOf(',', i);
      i = comma === -1 ? value.length : comma + 1;
    }
  }
  return tags;
}

function parseOwn(etag: string): EntityTag {
  return etag.startsWith('W/') ? { weak: true, opaque: etag.slice(2) } : { weak: false, opaque: etag };
}

/** Header values may arrive as one string or, repeated, as several. */
function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(', ') : value;
}

export type PreconditionOutcome = 'proceed' | 'not-modified' | 'failed';

/**
 * RFC 9110 section 13.2.2, for a target whose selected representation has entity tag `etag` (null when
 * the target has none, as for our form submissions): `If-Match` compares strongly (`*` needs a
 * representation), `If-None-Match` weakly (`*` matches any representation). A failed `If-Match` is
 * 412; a failed `If-None-Match` is 304 for a read (GET, HEAD and the documented POST reads) and 412
 * for anything else. We send no `Last-Modified`, so the date conditions never apply.
 */
export function evaluatePreconditions(
  headers: IncomingHttpHeaders,
  etag: string | null,
  read: boolean,
): PreconditionOutcome {
  const ifMatch = headerValue(headers['if-match']);
  const ifNoneMatch = headerValue(headers['if-none-match']);
  if (ifMatch === undefined && ifNoneMatch === undefined) return 'proceed';
  const own = etag === null ? null : parseOwn(etag);
  if (ifMatch !== undefined) {
    const tags = parseEntityTags(ifMatch);
    const holds =
      own !== null && (tags === '*' || tags.some((tag) => !tag.weak && !own.weak && tag.opaque === own.opaque));
    if (!holds) return 'failed';
  }
  if (ifNoneMatch !== undefined) {
    const tags = parseEntityTags(ifNoneMatch);
    const matches = own !== null && (tags === '*' || tags.some((tag) => tag.opaque === own.opaque));
    if (matches) return read ? 'not-modified' : 'failed';
  }
  return 'proceed';
}

const PRECONDITION_FAILED_MESSAGE = 'The precondition (If-Match or If-None-Match) does not hold.';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** An error the errors plugin answers as 412 in the transport's shape. */
export function preconditionFailed(): Error {
  return Object.assign(new Error(PRECONDITION_FAILED_MESSAGE), { statusCode: 412 });
}

/**
 * The /api paths that change something (sign-in, forms, uploads) have no representation to compare,
 * so `If-Match` can never hold there: they answer 412 before doing anything, as RFC 9110 requires
 * (`If-None-Match: *`, "only if nothing is there yet", holds and lets them run). Reads evaluate their
 * conditions against their answer's ETag when they send it (rest/respond.ts).
 */
export const conditionalRequests = fp(async (app: FastifyInstance) => {
  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const url = route.url;
    if (!url.startsWith('/api/') || PUBLIC_READS.has(url) || !methods.some((m) => UNSAFE.has(m))) return;
    const check = (request: { headers: IncomingHttpHeaders }, _reply: unknown, done: (error?: Error) => void) => {
      if (evaluatePreconditions(request.headers, null, false) === 'failed') done(preconditionFailed());
      else done();
    };
    route.preHandler = [...(route.preHandler ? [route.preHandler].flat() : []), check];
  });
});
