import { appRouter } from '@app/api';
import {
  AppError,
  fieldErrorsOf,
  reasonOf,
  GENERIC_ERROR_MESSAGE,
  INPUT_REQUIRED_MESSAGE,
  INVALID_INPUT_MESSAGE,
  translate,
} from '@app/api/server';
import { type ErrorResponse, resolveLocale } from '@app/contract';
import { getTRPCErrorShape, TRPCError, transformTRPCResponse } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server/rpc';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type RenderedPage, sendPage } from './page-meta';
import { bodyTooLargeMessage, bodyUnread, drainRefusedBody } from './body-limits';

/** An answer's message in the request's language, when it is one of the catalogued ones. */
const inLanguageOf = (request: FastifyRequest, message: string) =>
  translate(resolveLocale(request.headers['accept-language']), message);

/** Turns a tRPC error into the documented REST error shape and status. */
function restError(error: TRPCError): { status: number; body: ErrorResponse } {
  const status = getHTTPStatusCodeFromError(error);
  const errors = fieldErrorsOf(error);
  if (status === 422)
    return { status, body: { message: error.message || INVALID_INPUT_MESSAGE, errors: errors ?? {} } };
  const reason = reasonOf(error);
  return { status, body: reason ? { message: error.message, reason } : { message: error.message } };
}

function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/trpc');
}

/** The methods the /api routes answer, per path pattern, for 405's Allow header. */
class AllowedMethods {
  private readonly routes: Array<{ pattern: RegExp; methods: Set<string> }> = [];

  add(url: string, method: string | string[]): void {
    // Only /api: CORS's `*` route answers OPTIONS on every path, and tRPC answers its own methods.
    if (!url.startsWith('/api/') && url !== '/api') return;
    const source = url
      .split(/(:\w+|\*)/)
      .map((part) =>
        part === '*' ? '.*' : part.startsWith(':') ? '[^/]+' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'),
      )
      .join('');
    const methods = new Set(Array.isArray(method) ? method : [method]);
    if (methods.has('GET')) methods.add('HEAD');
    this.routes.push({ pattern: new RegExp(`^${source}$`), methods });
  }

  /** The methods some route answers on this path, in a stable order; empty for an unknown path. */
  of(path: string): string[] {
    const methods = new Set<string>();
    for (const route of this.routes) if (route.pattern.test(path)) for (const m of route.methods) methods.add(m);
    return [...methods].sort();
  }
}

function isTrpcPath(url: string): boolean {
  return url === '/trpc' || url.startsWith('/trpc/') || url.startsWith('/trpc?');
}

const TRPC_CODE_BY_STATUS: Record<number, TRPC_ERROR_CODE_KEY> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_SUPPORTED',
  408: 'TIMEOUT',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'UNPROCESSABLE_CONTENT',
  429: 'TOO_MANY_REQUESTS',
};

/**
 * What tRPC clients read errors from, for answers on /trpc that the transport gives before the router
 * runs (body limit, media type, unknown path, anti-forgery): the router's own errorFormatter and
 * transformer shape it, exactly as they shape a procedure's error.
 */
function trpcErrorEnvelope(status: number, message: string) {
  const code = TRPC_CODE_BY_STATUS[status] ?? (status >= 500 ? 'INTERNAL_SERVER_ERROR' : 'BAD_REQUEST');
  const config = appRouter._def._config;
  const shape = getTRPCErrorShape({
    config,
    error: new TRPCError({ code, message }),
    type: 'unknown',
    path: undefined,
    input: undefined,
    ctx: undefined,
  });
  return transformTRPCResponse(config, { error: shape });
}

/**
 * One error handler for the whole app: 4xx keep their message, a 5xx answers a generic message with
 * the request id and is logged with its stack. Unknown /api paths answer JSON, never the SPA; on /trpc
 * the answer is tRPC's error envelope.
 */
export default fp(async function errors(
  app: FastifyInstance,
  options: { indexHtml: string | null; renderPage?: (request: FastifyRequest) => Promise<RenderedPage> },
) {
  app.setErrorHandler(async (error: FastifyError | TRPCError, request, reply) => {
    // Refused before its body was read (too large, a type nobody parses): read the rest first, so a client
    // still sending reads this answer rather than a reset, then close (the body may be longer than we read).
    if (bodyUnread(request.raw)) {
      await drainRefusedBody(request.raw);
      reply.header('connection', 'close');
    }
    // A handler may have set up another kind of answer (a CSV download) before failing.
    reply.removeHeader('content-disposition').type('application/json; charset=utf-8');
    reply.header('cache-control', 'no-store');
    if (error instanceof TRPCError) {
      const { status, body } = restError(error);
      if (error.cause instanceof AppError && error.cause.retryAfterSeconds) {
        reply.header('retry-after', String(error.cause.retryAfterSeconds));
      }
      if (status >= 500) {
        request.log.error({ err: error.cause ?? error }, 'procedure failed');
        if (status !== 503)
          return reply
            .status(status)
            .send({ message: inLanguageOf(request, GENERIC_ERROR_MESSAGE), requestId: request.id });
        return reply.status(status).send({ ...body, requestId: request.id });
      }
      return reply.status(status).send(body);
    }
    const trpc = isTrpcPath(request.url);
    const answer = (status: number, body: ErrorResponse) =>
      reply.status(status).send(trpc ? trpcErrorEnvelope(status, body.message) : body);
    // The tRPC adapter hands a multipart body to its JSON encoder and fails; no procedure takes FormData.
    if (trpc && /^multipart\/form-data/i.test(request.headers['content-type'] ?? '') && !error.statusCode) {
      return answer(415, { message: 'Send tRPC input as application/json.' });
    }
    const status = typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return answer(status, { message: inLanguageOf(request, GENERIC_ERROR_MESSAGE), requestId: request.id });
    }
    if (status === 413) return answer(413, { message: bodyTooLargeMessage(request) });
    // `Content-Type: application/json` with nothing after it: a path that takes a body says it is required.
    if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' && !trpc && request.routeOptions.schema?.body) {
      return answer(422, { message: inLanguageOf(request, INPUT_REQUIRED_MESSAGE), errors: {} });
    }
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
      return answer(400, { message: inLanguageOf(request, /*i18n*/ 'The request body is not valid JSON.') });
    }
    return answer(status, { message: error.message });
  });

  const allowed = new AllowedMethods();
  app.addHook('onRoute', (route) => allowed.add(route.url, route.method));

  app.setNotFoundHandler(async (request, reply) => {
    if (isApiPath(request.url)) {
      const path = request.url.split('?')[0] ?? '';
      // A known path asked with another method: 405 naming the methods it answers.
      const methods = isTrpcPath(request.url) ? [] : allowed.of(path);
      if (methods.length > 0) {
        const message = `${request.method} is not allowed on ${path}; use ${methods.join(', ')}.`;
        return reply.status(405).header('allow', methods.join(', ')).send({ message });
      }
      const message = `No such endpoint: ${request.method} ${path}`;
      return reply.status(404).send(isTrpcPath(request.url) ? trpcErrorEnvelope(404, message) : { message });
    }
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (options.indexHtml && wantsPage && !request.url.startsWith('/assets/')) {
      // History-mode routes: the SPA routes the path and shows its own 404 page for unknown ones,
      // which the answer's status (404, noindex) tells search engines too.
      const page: RenderedPage = options.renderPage
        ? await options.renderPage(request)
        : { status: 200 as const, html: options.indexHtml };
      return sendPage(request, reply, page);
    }
    return reply.status(404).type('text/plain').send('Not found');
  });
});
