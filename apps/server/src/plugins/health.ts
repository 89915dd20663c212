import type { DbHandle } from '@app/db';
import type { FastifyInstance } from 'fastify';

/**
 * /healthz: the process answers. /readyz: the database answers too, and the node is not draining before
 * a shutdown (load balancers route on it).
 */
export async function healthRoutes(app: FastifyInstance, options: { db: DbHandle; draining: () => boolean }) {
  app.get('/healthz', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    if (options.draining()) return reply.status(503).send({ status: 'draining', database: options.db.kind });
    try {
      await Promise.race([
        options.db.ping(),
        new Promise((_, reject) => setTimeout(() => reject(new Error('database ping timed out')), 2_000).unref()),
      ]);
      return { status: 'ready', database: options.db.kind };
    } catch {
      return reply.status(503).send({ status: 'unavailable', database: options.db.kind });
    }
  });
}
