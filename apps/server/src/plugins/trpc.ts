import { type ApiDeps, AppError, type AppRouter, appRouter, createContext } from '@app/api';
import { type FastifyTRPCPluginOptions, fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
import type { FastifyInstance } from 'fastify';

/** tRPC at /trpc for the SPA and typed clients; same context and procedures as the REST shims. */
export async function trpcRoutes(app: FastifyInstance, deps: ApiDeps) {
  await app.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    trpcOptions: {
      router: appRouter,
      createContext: ({ req }) =>
        createContext(deps, {
          acceptLanguage: req.headers['accept-language'],
          authorization: req.headers.authorization,
          userAgent: req.headers['user-agent'],
          ip: req.ip,
        }),
      responseMeta({ errors }) {
        const retryAfter = errors
          .map((e) => (e.cause instanceof AppError ? e.cause.retryAfterSeconds : undefined))
          .find((s) => s !== undefined);
        return retryAfter ? { headers: new Headers({ 'retry-after': String(retryAfter) }) } : {};
      },
      onError({ error, path, req }) {
        if (error.code === 'INTERNAL_SERVER_ERROR' || error.code === 'SERVICE_UNAVAILABLE') {
          req.log.error({ err: error.cause ?? error, path }, 'procedure failed');
        }
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
  });
}
