import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { PassThrough } from 'node:stream';
import { COOKIE_NAMES } from '@app/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { type AnswerReplay, type CacheRead, prereadBody, type Writer } from '../answer-replay';
import type { AppMetrics } from '../metrics/registry';

const REPLAYABLE = Symbol('answer-replay.replayable');
type Marked = FastifyReply & { [REPLAYABLE]?: { reads: readonly CacheRead[] | undefined } };

const UNSCOPED = { reads: undefined };

/**
 * Marks an answer as a public read that any identical request may get again while the content cache
 * is unchanged (rest/respond.ts's public reads, the rendered public pages). Call it only for answers
 * made from public data alone: nothing personal, nothing that a write does not announce to the cache.
 * `reads`: the content-cache entries the answer was made from, when it was made from them and nothing
 * else (the context's `cacheReads`); it is then replayed while they stay, whatever else the cache drops.
 */
export function markReplayable(reply: FastifyReply, reads?: readonly CacheRead[]): FastifyReply {
  (reply as Marked)[REPLAYABLE] = reads ? { reads } : UNSCOPED;
  return reply;
}

/** Headers written per request, never recorded: the id, the length, the anti-forgery cookie. */
const PER_REQUEST = new Set(['x-request-id', 'content-length', 'set-cookie', 'date', 'connection', 'keep-alive']);

function flatten(headers: Record<string, unknown>): string[] | null {
  const flat: string[] = [];
  for (const [name, value] of Object.entries(headers)) {
    if (PER_REQUEST.has(name) || value === undefined) continue;
    if (Array.isArray(value)) return null;
    flat.push(name, String(value));
  }
  return flat;
}

/**
 * Records the answers marked replayable (status 200, a body in hand) once every hook has had its say;
 * a request whose body the replay read first gets it back as its payload.
 */
export const answerReplay = fp(async (app: FastifyInstance, options: { replay: AnswerReplay }) => {
  const { replay } = options;
  app.addHook('preParsing', (request, _reply, payload, done) => {
    const body = prereadBody(request.raw);
    if (!body) return done(null, payload);
    const copy = new PassThrough();
    copy.end(body);
    done(null, copy);
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    const marked = (reply as Marked)[REPLAYABLE];
    if (!marked || reply.statusCode !== 200) return done(null, payload);
    const body = Buffer.isBuffer(payload) ? payload : typeof payload === 'string' ? Buffer.from(payload) : null;
    const headers = body && flatten(reply.getHeaders());
    const cookie = reply.getHeader('set-cookie');
    // The only cookie a public read hands out is the anti-forgery one, made again for each replay.
    const ownCookie =
      cookie === undefined || (typeof cookie === 'string' && cookie.startsWith(`${COOKIE_NAMES.xsrf}=`));
    if (body && headers && ownCookie) {
      replay.record(request.raw, {
        headers,
        body,
        route: request.routeOptions.url ?? '(page)',
        reads: marked.reads,
      });
    }
    done(null, payload);
  });
  app.addHook('preClose', (done) => {
    replay.enabled = false;
    done();
  });
});

export interface ReplayWriterOptions {
  app: () => FastifyInstance;
  metrics: () => AppMetrics | undefined;
  requestId: (request: IncomingMessage) => string;
  trustProxy: boolean;
}

/** Fastify logs every request at `info`. */
const LOGS_REQUESTS = new Set(['trace', 'debug', 'info']);

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * Writes a recorded answer as Fastify would have: a new request id, the anti-forgery cookie a page hands
 * out, the request's log lines (when `info` is on) and its metrics.
 */
export function replayWriter(options: ReplayWriterOptions): Writer {
  return (request, response, answer) => {
    const app = options.app();
    const metrics = options.metrics();
    const id = options.requestId(request);
    const log = LOGS_REQUESTS.has(app.log.level) ? app.log.child({ reqId: id }) : null;
    const started = log || metrics ? process.hrtime.bigint() : 0n;
    const url = request.url ?? '/';
    if (log) {
      const forwarded = options.trustProxy
        ? first(request.headers['x-forwarded-for'])?.split(',')[0]?.trim()
        : undefined;
      log.info(
        {
          req: {
            method: request.method,
            url,
            headers: request.headers,
            host: (options.trustProxy && first(request.headers['x-forwarded-host'])) || request.headers.host,
            ip: forwarded || request.socket.remoteAddress,
            socket: request.socket,
          },
        },
        'incoming request',
      );
    }
    const { head, body } = answer;
    // writeHead copies the headers before it returns: the id's place is free for the next replay.
    head[head.length - 1] = id;
    const cookie = answer.page ? app.xsrfCookieFor(url, 'text/html', request.headers.cookie) : null;
    response.writeHead(200, cookie ? [...head, 'set-cookie', cookie] : head);
    response.end(body);
    if (!log && !metrics) return;
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    metrics?.request(answer.route, request.method ?? 'GET', 200, seconds);
    log?.info({ res: { statusCode: 200 }, responseTime: seconds * 1000 }, 'request completed');
  };
}

/** The HTTP server Fastify runs on (`serverFactory`): a request the replay can answer never reaches Fastify. */
export function replayingServer(
  replay: AnswerReplay,
  write: Writer,
  fastify: (request: IncomingMessage, response: ServerResponse) => void,
) {
  const server = createServer((request, response) => replay.handle(request, response, write, fastify));
  // What Fastify sets on a server it makes itself.
  server.keepAliveTimeout = 72_000;
  server.requestTimeout = 0;
  server.setTimeout(0);
  return server;
}
