import { AppError, fieldErrorsOf, INVALID_INPUT_MESSAGE } from '@app/api';
import type { ErrorResponse } from '@app/contract';
import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

export const GENERIC_ERROR_MESSAGE = 'Something went wrong. Please try again.';

/** Turns a tRPC error into the documented REST error shape and status. */
export function restError(error: TRPCError): { status: number; body: ErrorResponse } {
  const status = getHTTPStatusCodeFromError(error);
  const errors = fieldErrorsOf(error);
  if (status === 422)
    return { status, body: { message: error.message || INVALID_INPUT_MESSAGE, errors: errors ?? {} } };
  return { status, body: { message: error.message } };
}

function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/trpc');
}

/**
 * One error handler for the whole app: 4xx keep their message, a 5xx answers a generic message with
 * the request id and is logged with its stack. Unknown /api paths answer JSON, never the SPA.
 */
export default fp(async function errors(
  app: FastifyInstance,
  options: { indexHtml: string | null; renderPage?: (request: FastifyRequest) => Promise<string> },
) {
  app.setErrorHandler(async (error: FastifyError | TRPCError, request, reply) => {
    reply.header('cache-control', 'no-store');
    if (error instanceof TRPCError) {
      const { status, body } = restError(error);
      if (error.cause instanceof AppError && error.cause.retryAfterSeconds) {
        reply.header('retry-after', String(error.cause.retryAfterSeconds));
      }
      if (status >= 500) {
        request.log.error({ err: error.cause ?? error }, 'procedure failed');
        if (status !== 503) return reply.status(status).send({ message: GENERIC_ERROR_MESSAGE, requestId: request.id });
        return reply.status(status).send({ ...body, requestId: request.id });
      }
      return reply.status(status).send(body);
    }
    const status = typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(status).send({ message: GENERIC_ERROR_MESSAGE, requestId: request.id });
    }
    if (status === 413) return reply.status(413).send({ message: 'The request body is too large.' });
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
      return reply.status(400).send({ message: 'The request body is not valid JSON.' });
    }
    return reply.status(status).send({ message: error.message });
  });

  app.setNotFoundHandler(async (request, reply) => {
    if (isApiPath(request.url)) {
      return reply.status(404).send({ message: `No such endpoint: ${request.method} ${request.url.split('?')[0]}` });
    }
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (options.indexHtml && wantsPage && !request.url.startsWith('/assets/')) {
      // History-mode routes: the SPA routes the path and shows its own 404 page for unknown ones.
      const html = options.renderPage ? await options.renderPage(request) : options.indexHtml;
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
    }
    return reply.status(404).type('text/plain').send('Not found');
  });
});
