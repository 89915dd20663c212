import { answersPersonalData, type ApiDeps, AppError, type AppRouter, appRouter, createContext } from '@app/api';
import { type FastifyTRPCPluginOptions, fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
import type { FastifyInstance } from 'fastify';
import { CONTENT_BODY_LIMIT, limitTrpcBody } from './body-limits';

/** tRPC at /trpc for the SPA and typed clients; same context and procedures as the REST shims. */
export async function trpcRoutes(app: FastifyInstance, deps: ApiDeps) {
  // Back-office saves may be large (CONTENT_BODY_LIMIT); everything else keeps the small limit.
  app.addHook('onRoute', (route) => {
    route.bodyLimit = CONTENT_BODY_LIMIT;
  });
  app.addHook('preParsing', limitTrpcBody);
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
      responseMeta({ errors, paths }) {
        const headers = new Headers();
        const retryAfter = errors
          .map((e) => (e.cause instanceof AppError ? e.cause.retryAfterSeconds : undefined))
          .find((s) => s !== undefined);
        if (retryAfter) headers.set('retry-after', String(retryAfter));
        // Procedures declared with `meta({ personalData: true })`: nobody keeps a copy of the answer.
        if (answersPersonalData(paths)) headers.set('cache-control', 'no-store');
        return { headers };
      },
      onError({ error, path, req }) {
        if (error.code === 'INTERNAL_SERVER_ERROR' || error.code === 'SERVICE_UNAVAILABLE') {
          req.log.error({ err: error.cause ?? error, path }, 'procedure failed');
        }
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
  });
}
