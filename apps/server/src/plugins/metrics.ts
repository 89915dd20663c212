import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppMetrics } from '../metrics/registry';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether `authorization` is `Bearer <token>`; compared as digests, in constant time whatever its length. */
function bearerMatches(authorization: string | undefined, expected: Buffer): boolean {
  const given = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '')?.[1] ?? '';
  return timingSafeEqual(digest(given), expected);
}

/**
 * The balancer's health checks (once a second per node) and Prometheus's scrapes: not traffic, and
 * counted they would dilute the error ratio of the site's real requests.
 */
const OPERATOR_ROUTES = new Set(['/healthz', '/readyz', '/metrics']);

/**
 * Every answer (but the operator's endpoints, OPERATOR_ROUTES) is counted by its route pattern (`/api/app/class/:slug`, never the URL asked for),
 * method and status, with its latency. The not-found handler has no pattern: what it answers well is
 * one of the SPA's pages (`(page)`: `/class/yoga`, `/about` …), the rest is `(unmatched)`. Registered before the routes: its hook applies to those
 * registered after it.
 */
export const requestMetrics = fp(async (app: FastifyInstance, options: { metrics?: AppMetrics }) => {
  const { metrics } = options;
  if (!metrics) return;
  app.addHook('onResponse', (request, reply, done) => {
    if (OPERATOR_ROUTES.has(request.routeOptions.url ?? '')) return done();
    metrics.request(
      request.routeOptions.url ?? (reply.statusCode < 400 ? '(page)' : '(unmatched)'),
      request.method,
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
    done();
  });
});

/**
 * `GET /metrics` for Prometheus, to an operator holding METRICS_TOKEN (401 otherwise); unknown (404,
 * as any unknown path) while the setting is unset, and then nothing is counted. Not in the public
 * OpenAPI document: it is an operator's endpoint.
 */
export async function metricsRoutes(app: FastifyInstance, options: { metrics?: AppMetrics; token?: string }) {
  const { metrics, token } = options;
  if (!metrics || !token) {
    app.get('/metrics', { schema: { hide: true } }, (_request, reply) => reply.callNotFound());
    return;
  }
  const expected = digest(token);
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!bearerMatches(request.headers.authorization, expected)) {
      return reply
        .status(401)
        .header('www-authenticate', 'Bearer realm="metrics"')
        .send({ message: 'A valid metrics token is required.' });
    }
    const { contentType, body } = await metrics.scrape();
    return reply.type(contentType).send(body);
  });
}
