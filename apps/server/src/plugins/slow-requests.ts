import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * A request answered after more than `thresholdMs` logs one warning (with its request id, as every
 * request's line does): route pattern, method, status and duration. 0 turns it off. Registered before
 * the routes: its hook applies to those registered after it.
 */
export const slowRequests = fp(async (app: FastifyInstance, options: { thresholdMs: number }) => {
  const { thresholdMs } = options;
  if (thresholdMs <= 0) return;
  app.addHook('onResponse', (request, reply, done) => {
    const durationMs = reply.elapsedTime;
    if (durationMs > thresholdMs) {
      request.log.warn(
        {
          route: request.routeOptions.url ?? (reply.statusCode < 400 ? '(page)' : '(unmatched)'),
          method: request.method,
          statusCode: reply.statusCode,
          durationMs: Math.round(durationMs),
        },
        'slow request',
      );
    }
    done();
  });
});
