import type { ApiDeps } from '@app/api';
import { ContentCache, invalidateCache, RateLimits, scopeFromPayload, scopePayload } from '@app/api/server';
import { CONTENT_CHANGED_CHANNEL, type DbHandle } from '@app/db';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { AnswerReplay } from './answer-replay';
import { acquireEmailRenderPool, defaultEmailRenderThreads, type EmailRenderPool } from './email-pool';
import { backgroundJobs } from './background-jobs';
import type { AppConfig } from './env';
import { createMailTransport, startMailer } from './mailer';
import { type AppMetrics, createMetrics } from './metrics/registry';
import { requestIdFor } from './request-id';
import { requestSerializer, SecretUrls } from './secret-urls';
import { startPeriodicJob } from './periodic-job';
import { FORM_BODY_LIMIT } from './plugins/body-limits';
import { answerReplay, replayingServer, replayWriter } from './plugins/answer-replay';
import { compression } from './plugins/compression';
import { conditionalRequests } from './plugins/conditional';
import errors from './plugins/errors';
import { healthRoutes } from './plugins/health';
import { metricsRoutes, requestMetrics } from './plugins/metrics';
import { mediaRoutes } from './plugins/media';
import { openapi } from './plugins/openapi';
import { requestForgery } from './plugins/request-forgery';
import { securityHeaders } from './plugins/security-headers';
import { calendarRoutes } from './plugins/calendar';
import { renderPage } from './plugins/page-meta';
import { seoRoutes } from './plugins/seo';
import { slowRequests } from './plugins/slow-requests';
import { loadServerRenderer } from './plugins/server-render';
import { readIndexHtml, spa } from './plugins/spa';
import { trpcRoutes } from './plugins/trpc';
import { apiV1Routes } from './rest/api-v1';
import { authRoutes } from './rest/auth';
import { registrantExportRoutes } from './rest/registrant-export';
import { reportRoutes } from './rest/reports';
import { rosterExportRoutes } from './rest/roster-export';
import { bookingRoutes } from './rest/bookings';
import { memberRoutes } from './rest/members';
import { newsletterRoutes } from './rest/newsletter';
import { registrationRoutes } from './rest/registrations';
import { uploadRoutes } from './rest/uploads';
import { sendProcedureHeaders } from './rest/respond';
import { classRoutes } from './rest/classes';
import { contentRoutes } from './rest/content';
import { counselorRoutes } from './rest/counselors';
import { webhookRoutes } from './rest/webhooks';

declare module 'fastify' {
  interface FastifyInstance {
    /** Cached public read answers of this node. */
    contentCache: ContentCache;
    /** Answers identical public reads again while the content cache is unchanged. */
    answerReplay: AnswerReplay;
    /** The worker threads rendering emails; null when they are rendered in the request's thread. */
    emailRenderPool: EmailRenderPool | null;
    /** Starts the drain before a shutdown: /readyz answers 503 so the balancer stops sending traffic. */
    startDraining(): void;
  }
}

export interface BuildAppOptions {
  db: DbHandle;
  config: AppConfig;
  /** pino's options: JSON lines, each of a request with its `reqId`; `stream` receives them (tests read them). */
  logger?: boolean | { level: string; stream?: { write(line: string): void } };
  /** The rate limits' clock (tests move it instead of waiting, so a slow machine cannot outwait a delay). */
  rateLimitClock?: () => number;
  /** The procedures' clock (tests move it instead of waiting: a link's 30 minutes, a session's 30 days). */
  now?: () => Date;
}

/** JSON bodies are small (forms, slugs); back-office saves (/trpc admin.*) and uploads get their own limits. */
const BODY_LIMIT = FORM_BODY_LIMIT;

/** Builds the whole server; tests build exactly what production runs. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const cache = new ContentCache();
  const replay = new AnswerReplay(cache);
  // Counted only when someone may read them (METRICS_TOKEN set).
  const metrics: AppMetrics | undefined = options.config.metricsToken ? createMetrics(options.db) : undefined;
  const requestId = requestIdFor(options.config.trustProxy);
  const writeReplayed = replayWriter({
    app: () => app,
    metrics: () => metrics,
    requestId,
    trustProxy: options.config.trustProxy,
  });
  // Request lines carry their URL with every secret (manage links, tokens, query values) redacted.
  const secretUrls = new SecretUrls();
  const logger = options.logger
    ? { ...(options.logger === true ? {} : options.logger), serializers: { req: requestSerializer(secretUrls) } }
    : false;
  const app = Fastify({
    serverFactory: (handler) => replayingServer(replay, writeReplayed, handler),
    logger,
    bodyLimit: BODY_LIMIT,
    trustProxy: options.config.trustProxy,
    routerOptions: { maxParamLength: 200 },
    genReqId: requestId,
    requestIdHeader: false,
    // Router errors (bad percent-encoding, an over-long parameter) get the documented error shape too.
    frameworkErrors: (error, _request, reply) =>
      (reply as FastifyReply)
        .status(error.statusCode ?? 400)
        .type('application/json; charset=utf-8')
        .send({
          message: error.statusCode === 414 ? 'A part of the path is too long.' : 'The request URL is not valid.',
        }),
  });

  // Before any route: each route with a `:token` parameter adds its pattern to what is redacted.
  app.addHook('onRoute', (route) => secretUrls.addRoute(route.url));
  // Bodies are JSON (and multipart uploads, one form-encoded path): Fastify's own text/plain parser would
  // hand a string to the procedures, answered 422 where every other unsupported type answers 415.
  app.removeContentTypeParser('text/plain');
  // Validation belongs to the procedures (one zod parse, one error shape); route schemas only document.
  app.setValidatorCompiler(() => (data) => ({ value: data }));
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  // Set on arrival (not in an async onSend hook, which would delay every answer by a tick).
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  // REST answers carry the headers their procedures set (an API key's RateLimit), errors included.
  app.addHook('onSend', sendProcedureHeaders);

  if (metrics) cache.observe(metrics.cacheLookup);
  app.decorate('contentCache', cache);
  app.decorate('answerReplay', replay);
  const deps: ApiDeps = {
    db: options.db.db,
    cache,
    sessionSecret: options.config.sessionSecret,
    site: options.config.site,
    identityProviders: new Map(options.config.identityProviders.map((p) => [p.name, p])),
    publicUrl: options.config.publicUrl,
    rateLimits: new RateLimits(options.db.db, options.config.rateLimits, options.rateLimitClock),
    announceContentChange: (scope) => options.db.notify(CONTENT_CHANGED_CHANNEL, scope ? scopePayload(scope) : 'write'),
    ...(metrics ? { events: metrics.events } : {}),
    ...(options.now ? { now: options.now } : {}),
    newDeviceCodes: options.config.newDeviceCodes ?? true,
    ...(options.config.webhooks
      ? {
          webhooks: {
            allowPrivate: options.config.webhooks.allowPrivate,
            requireHttps: options.config.webhooks.requireHttps,
          },
        }
      : {}),
  };

  // Emails are rendered in worker threads, warmed now, so React does not hold the event loop (email-pool.ts).
  const threads = options.config.emailRenderThreads ?? defaultEmailRenderThreads();
  if (threads > 0) {
    const { pool, release } = acquireEmailRenderPool(threads);
    app.decorate('emailRenderPool', pool);
    app.addHook('onClose', release);
  } else {
    app.decorate('emailRenderPool', null);
  }

  // Other nodes on the same PostgreSQL announce content writes; drop our cached answers when they do
  // (all of them, or those of the one class a booking changed).
  const unlisten = await options.db.listen(CONTENT_CHANGED_CHANNEL, (payload) => {
    const scope = scopeFromPayload(payload);
    metrics?.invalidation(scope ? 'class' : 'all');
    invalidateCache(cache, scope);
  });
  app.addHook('onClose', async () => {
    await unlisten().catch(() => {});
  });

  // First: their hooks see every route registered after them.
  await app.register(requestMetrics, { metrics });
  await app.register(slowRequests, { thresholdMs: options.config.slowRequestMs ?? 0 });
  await app.register(securityHeaders, {
    https: options.config.publicUrl.startsWith('https://'),
    analytics: options.config.site.analyticsId !== null,
  });
  const indexHtml = options.config.webDist ? readIndexHtml(options.config.webDist) : null;
  // Public pages are rendered here from the web app's server build, then hydrated in the browser.
  const renderBody = options.config.webDist ? await loadServerRenderer(options.config.webDist, deps) : null;
  // Before any route (CORS adds one), so every route answers errors through this one handler.
  await app.register(errors, {
    indexHtml,
    // Each public page is served with its own title, description, alternates and JSON-LD.
    renderPage: indexHtml ? (request) => renderPage(indexHtml, deps, request, renderBody) : undefined,
  });
  await app.register(requestForgery, { publicUrl: options.config.publicUrl, corsOrigins: options.config.corsOrigins });
  // Before any route: both add their hooks to the routes registered after them.
  await app.register(compression);
  await app.register(conditionalRequests);
  // After the compressor and the anti-forgery cookie: it records answers as they are finally sent.
  await app.register(answerReplay, { replay });
  await app.register(openapi, { publicUrl: options.config.publicUrl });
  let draining = false;
  app.decorate('startDraining', () => {
    draining = true;
  });
  await app.register(healthRoutes, { db: options.db, draining: () => draining });
  await app.register(metricsRoutes, { metrics, token: options.config.metricsToken });
  await app.register(mediaRoutes, { db: options.db.db });
  await app.register(seoRoutes, { deps, publicUrl: options.config.publicUrl });
  await app.register(calendarRoutes, { deps, publicUrl: options.config.publicUrl });
  await app.register(trpcRoutes, deps);
  await app.register(classRoutes, deps);
  await app.register(counselorRoutes, deps);
  await app.register(contentRoutes, deps);
  await app.register(authRoutes, deps);
  await app.register(registrationRoutes, deps);
  await app.register(newsletterRoutes, deps);
  await app.register(bookingRoutes, deps);
  await app.register(memberRoutes, deps);
  await app.register(registrantExportRoutes, deps);
  await app.register(reportRoutes, deps);
  await app.register(rosterExportRoutes, deps);
  await app.register(apiV1Routes, deps);
  await app.register(webhookRoutes, deps);
  await app.register(uploadRoutes, { deps, maxBytes: options.config.uploadMaxBytes });
  if (options.config.webDist && indexHtml) {
    await app.register(spa, {
      root: options.config.webDist,
      render: (request) => renderPage(indexHtml, deps, request, renderBody),
    });
  }

  if (options.config.mail.intervalMs > 0) {
    const transport = createMailTransport(options.config.mail.delivery, app.log);
    const stop = startMailer(
      options.db,
      transport,
      options.config.mail.from,
      options.config.mail.intervalMs,
      app.log,
      metrics?.mailRound,
    );
    app.addHook('onClose', async () => stop());
  }
  for (const job of backgroundJobs(options.db, deps, options.config)) {
    const stop = startPeriodicJob(job, app.log);
    app.addHook('onClose', stop);
  }

  return app;
}
