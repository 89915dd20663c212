import type { IncomingMessage, ServerResponse } from 'node:http';

/** One content-cache entry an answer was made from: its key and the promise kept under it (cache.ts). */
export type CacheRead = readonly [key: string, kept: Promise<unknown>];

/**
 * What an answer replay needs of the content cache: a number that changes whenever anything kept may
 * have, and whether an entry an answer was made from is still the one kept.
 */
export interface VersionedCache {
  readonly version: number;
  keeps(read: CacheRead): boolean;
}

/** A public read's answer as Fastify sent it, ready to be written again for an identical request. */
interface ReplayedAnswer {
  /**
   * Header names and values, flattened (`writeHead`'s array form), the length included; the last value
   * is the request id's place, filled for each replay.
   */
  head: string[];
  body: Buffer;
  /** The route pattern (`/api/app/class`, `(page)`), for the request metrics. */
  route: string;
  /** An HTML page (which hands out the anti-forgery cookie). */
  page: boolean;
}

interface Recorded extends ReplayedAnswer {
  /** The content cache's version when the request that made it arrived (checked when `reads` is null). */
  version: number;
  /**
   * The cache entries the answer was made from, when it was made from them alone (a public read of one
   * cached procedure): it stays while they do, whatever else the cache drops. Null: any change retires it.
   */
  reads: readonly CacheRead[] | null;
  expiresAt: number;
}

/** Writes a recorded answer to the response (apps/server/src/plugins/answer-replay.ts). */
export type Writer = (request: IncomingMessage, response: ServerResponse, answer: ReplayedAnswer) => void;

export interface ReplayOptions {
  /** How long an answer may be replayed at most: bounds how stale a time-dependent answer can get. */
  ttlMs?: number;
  maxEntries?: number;
  maxBytes?: number;
  now?: () => number;
}

/** Headers whose presence makes an answer depend on more than the signature holds: such requests go to Fastify. */
const PERSONAL_OR_CONDITIONAL = [
  'authorization',
  'origin',
  'if-none-match',
  'if-match',
  'if-modified-since',
  'if-unmodified-since',
  'if-range',
  'range',
  'transfer-encoding',
] as const;

/** Bodies of public reads are a few bytes of JSON (`{"type":"REGULAR"}`); anything longer goes to Fastify. */
const MAX_REPLAYED_BODY = 1_024;
/** The public POST reads are a handful of documented paths; a query string must not grow the set without end. */
const MAX_POST_READS = 64;

const PREREAD = Symbol('answer-replay.body');
const ARRIVAL = Symbol('answer-replay.arrival');

interface Arrival {
  /** Null: this request's answer may not be replayed. */
  signature: string | null;
  version: number;
  /** A POST whose body was not read first (its URL had no public read yet): its answer teaches the URL. */
  unread?: true;
}

type Tagged = IncomingMessage & { [PREREAD]?: Buffer; [ARRIVAL]?: Arrival };

/** The body a replay read before handing the request to Fastify (which then parses it from this copy). */
export const prereadBody = (request: IncomingMessage): Buffer | undefined => (request as Tagged)[PREREAD];

/** The request's signature and the cache version when it arrived; null signature: never replayable. */
export const arrivalOf = (request: IncomingMessage) => (request as Tagged)[ARRIVAL];

/**
 * Answer replay: an identical request (method, URL, body and every header an answer can depend on) made
 * while what its answer was made from is unchanged gets, byte for byte, the answer Fastify made for the
 * first one, written straight to the socket with a new request id. It is not a second cache of content:
 * each answer is checked against the one content cache on every use and lives at most `ttlMs`. An answer
 * made from named cache entries alone (a REST public read: one cached procedure, whose entry key holds
 * its path, language and input) stays while each of those entries is still the one kept, so a booking,
 * which drops only its class's reads (cache-scope.ts), retires only the answers made from them. Any other
 * answer (a page) is checked against the cache's `version`: any write, booking or eviction there retires
 * it. Only answers a route marks as public reads are recorded (plugins/answer-replay.ts); requests
 * carrying credentials, an Origin or a condition always go through Fastify.
 */
export class AnswerReplay {
  private readonly answers = new Map<string, Recorded>();
  /** URLs whose POSTs answered public reads (`/api/app/class`): only their bodies are read before Fastify. */
  private readonly postReads = new Set<string>();
  private bytes = 0;
  /** How many requests were answered by a replay (tests and the metrics read it). */
  replayed = 0;
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly maxBytes: number;
  private readonly now: () => number;
  enabled = true;

  constructor(
    private readonly cache: VersionedCache,
    options: ReplayOptions = {},
  ) {
    this.ttlMs = options.ttlMs ?? 1_000;
    this.maxEntries = options.maxEntries ?? 2_000;
    this.maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
    this.now = options.now ?? Date.now;
  }

  /**
   * Handles `request` if a recorded answer fits; otherwise tags it (signature, cache version, any body
   * read) and calls `next`. `write` sends a recorded answer (headers, request id, logging, metrics).
   */
  handle(
    request: IncomingMessage,
    response: ServerResponse,
    write: Writer,
    next: (request: IncomingMessage, response: ServerResponse) => void,
  ): void {
    const tagged = request as Tagged;
    const version = this.cache.version;
    const prefix = this.enabled ? signaturePrefix(request) : null;
    if (prefix === null) {
      tagged[ARRIVAL] = { signature: null, version };
      next(request, response);
      return;
    }
    if (request.method === 'GET') {
      const found = this.find(prefix);
      if (found) {
        this.answer(found, request, response, write);
        return;
      }
      // Tagged only on the way to Fastify: a replayed request's object keeps Node's own shape.
      tagged[ARRIVAL] = { signature: prefix, version };
      next(request, response);
      return;
    }
    // POST: read a short body only where a recorded answer may fit it; Fastify parses the copy otherwise.
    const length = Number(request.headers['content-length']);
    if (!(length >= 0 && length <= MAX_REPLAYED_BODY)) {
      tagged[ARRIVAL] = { signature: null, version };
      next(request, response);
      return;
    }
    if (!this.postReads.has(request.url ?? '')) {
      tagged[ARRIVAL] = { signature: null, version, unread: true };
      next(request, response);
      return;
    }
    const chunks: Buffer[] = [];
    let received = 0;
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      chunks.push(chunk);
    };
    request.on('data', onData);
    request.once('error', () => request.off('data', onData));
    request.once('end', () => {
      request.off('data', onData);
      const body = chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks, received);
      // A length that does not match is Fastify's to answer, with its own error.
      const signature = received === length ? `${prefix}\u0000${body.toString('latin1')}` : null;
      const found = signature === null ? undefined : this.find(signature);
      if (found) {
        this.answer(found, request, response, write);
        return;
      }
      tagged[PREREAD] = body;
      tagged[ARRIVAL] = { signature, version };
      next(request, response);
    });
  }

  private answer(found: Recorded, request: IncomingMessage, response: ServerResponse, write: Writer): void {
    this.replayed++;
    write(request, response, found);
  }

  private find(signature: string): Recorded | undefined {
    const found = this.answers.get(signature);
    if (!found) return undefined;
    if (found.expiresAt > this.now() && this.current(found.reads, found.version)) return found;
    this.forget(signature, found);
    return undefined;
  }

  /** Whether an answer made from `reads` (or, without them, at cache version `version`) is still current. */
  private current(reads: readonly CacheRead[] | null, version: number): boolean {
    if (reads === null) return version === this.cache.version;
    for (const read of reads) if (!this.cache.keeps(read)) return false;
    return true;
  }

  /**
   * Keeps Fastify's answer to a request whose signature and arrival version `arrivalOf` gave, unless
   * what it was made from changed while it was being made (the answer might predate a write): one of
   * `reads`, the cache entries it was made from alone, if given (non-empty); else anything in the cache.
   */
  record(
    request: IncomingMessage,
    answer: { headers: string[]; body: Buffer; route: string; reads?: readonly CacheRead[] | undefined },
  ): void {
    const arrival = arrivalOf(request);
    if (arrival?.unread && this.postReads.size < MAX_POST_READS) this.postReads.add(request.url ?? '');
    if (!arrival?.signature) return;
    const reads = answer.reads?.length ? answer.reads : null;
    if (!this.current(reads, arrival.version)) return;
    if (answer.body.length > this.maxBytes / 8) return;
    const previous = this.answers.get(arrival.signature);
    if (previous) this.forget(arrival.signature, previous);
    while (this.answers.size >= this.maxEntries || this.bytes + answer.body.length > this.maxBytes) {
      const oldest = this.answers.entries().next().value;
      if (!oldest) break;
      this.forget(oldest[0], oldest[1]);
    }
    const { headers, body, route } = answer;
    const contentType = headers[headers.indexOf('content-type') + 1] ?? '';
    this.answers.set(arrival.signature, {
      head: [...headers, 'content-length', String(body.length), 'x-request-id', ''],
      body,
      route,
      page: contentType.startsWith('text/html'),
      version: arrival.version,
      reads,
      expiresAt: this.now() + this.ttlMs,
    });
    this.bytes += answer.body.length;
  }

  private forget(signature: string, recorded: Recorded): void {
    this.answers.delete(signature);
    this.bytes -= recorded.body.length;
  }

  get size(): number {
    return this.answers.size;
  }
}

/**
 * Method, URL and every header a public read's answer depends on (language, encoding, the locale and
 * theme cookies, what it accepts, the body's type); null when the request may not be replayed.
 */
function signaturePrefix(request: IncomingMessage): string | null {
  const { method, headers } = request;
  if (method !== 'GET' && method !== 'POST') return null;
  for (const name of PERSONAL_OR_CONDITIONAL) if (headers[name] !== undefined) return null;
  return `${method}\u0000${request.url}\u0000${headers['accept-language'] ?? ''}\u0000${headers['accept-encoding'] ?? ''}\u0000${headers.accept ?? ''}\u0000${headers.cookie ?? ''}\u0000${headers['content-type'] ?? ''}`;
}
