import { type ApiDeps, type AppRouter, appRouter, createContext } from '@app/api';
import { answersPersonalData, AppError } from '@app/api/server';
import { type FastifyTRPCPluginOptions, fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
import type { FastifyInstance } from 'fastify';
import { requestInfo } from '../request-info';
import { CONTENT_BODY_LIMIT, limitTrpcBody } from './body-limits';
import { mergeVary } from './vary';

const procedures = appRouter._def.procedures as unknown as Record<string, { _def: { type: string } } | undefined>;

/** The methods tRPC answers for these procedures (one request may batch several), or null if one is unknown. */
function allowedMethods(paths: string): string | null {
  const methods = new Set<string>();
  for (const path of paths.split(',')) {
    const type = Object.hasOwn(procedures, path) ? procedures[path]?._def.type : undefined;
    if (!type) return null;
    methods.add(type === 'mutation' ? 'POST' : 'GET');
  }
  return [...methods].sort().join(', ');
}

/** tRPC at /trpc for the SPA and typed clients; same context and procedures as the REST shims. */
export async function trpcRoutes(app: FastifyInstance, deps: ApiDeps) {
  // Back-office saves may be large (CONTENT_BODY_LIMIT); everything else keeps the small limit.
  app.addHook('onRoute', (route) => {
    route.bodyLimit = CONTENT_BODY_LIMIT;
  });
  app.addHook('preParsing', limitTrpcBody);
  // tRPC answers 405 with Allow itself for a query sent by POST or a mutation by GET; other methods
  // (PUT, DELETE…) get the same here instead of tRPC's 415 about a missing content type.
  app.addHook('onRequest', (request, reply, done) => {
    const method = request.method;
    if (method === 'GET' || method === 'POST' || method === 'HEAD' || method === 'OPTIONS') return done();
    const path = (request.params as { path?: string }).path ?? '';
    const allow = allowedMethods(path);
    if (!allow) return done(Object.assign(new Error(`No procedure found on path "${path}"`), { statusCode: 404 }));
    reply.header('allow', allow);
    done(Object.assign(new Error(`${method} is not allowed on this procedure; use ${allow}.`), { statusCode: 405 }));
  });
  // tRPC's answer (a fetch Response) brings its own Vary, which would replace CORS's Origin: merge them,
  // and name the request headers the answer depends on (language, session).
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (payload instanceof Response) {
      const own = reply.getHeader('vary');
      const merged = mergeVary(
        Array.isArray(own) ? own.join(', ') : own?.toString(),
        payload.headers.get('vary') ?? '',
      );
      payload.headers.set('vary', mergeVary(merged, 'Accept-Language, Authorization'));
    }
    done(null, payload);
  });
  await app.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    trpcOptions: {
      router: appRouter,
      createContext: ({ req }) => createContext(deps, requestInfo(req)),
      responseMeta({ ctx, errors, paths }) {
        const headers = new Headers();
        // A member signing in or out: the session cookie is set or cleared.
        for (const cookie of ctx?.responseCookies ?? []) headers.append('set-cookie', cookie);
        // An API key's RateLimit-Policy and RateLimit (on its 429 too).
        for (const [name, value] of Object.entries(ctx?.responseHeaders ?? {})) headers.set(name, value);
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
