import { randomBytes, timingSafeEqual } from 'node:crypto';
import { COOKIE_NAMES, XSRF_HEADER } from '@app/contract';
import fastifyCookie from '@fastify/cookie';
import cors from '@fastify/cors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** SPEC section 7's public reads are POSTs that change nothing; they stay open to any caller. */
export const PUBLIC_READS = new Set([
  '/api/app/class',
  '/api/app/class-detail',
  '/api/app/class-suggestion',
  '/api/app/class-comment',
  '/api/app/class-comment/page',
  '/api/app/counselor',
  '/api/app/static-content',
]);

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * RFC 8058 one-click unsubscribe: mail providers POST from anywhere. The token in the path is the only
 * authority (cookies grant nothing there), so no origin or anti-forgery check applies.
 */
const ONE_CLICK_UNSUBSCRIBE = '/api/app/newsletter/unsubscribe/';

declare module 'fastify' {
  interface FastifyInstance {
    /** The anti-forgery cookie an answer to this URL, of this type, for these cookies hands out; null for none. */
    xsrfCookieFor(url: string, contentType: string | undefined, cookieHeader: string | undefined): string | null;
  }
}

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export interface ForgeryOptions {
  publicUrl: string;
  corsOrigins: string[];
}

/**
 * Anti-forgery for browsers: a state-changing request that carries cookies must echo the XSRF-TOKEN
 * cookie in the X-XSRF-TOKEN header (double submit), and may come only from our own origin or an
 * allowed one. Integrators (bearer token, no cookies) are not affected. The SPA gets its cookie with
 * the page and with every tRPC answer.
 */
export const requestForgery = fp(async (app: FastifyInstance, options: ForgeryOptions) => {
  const ownOrigin = new URL(options.publicUrl).origin;
  const allowed = new Set(options.corsOrigins);
  await app.register(fastifyCookie, { hook: false });
  await app.register(cors, {
    origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin)),
    credentials: true,
    allowedHeaders: ['content-type', 'authorization', 'accept-language', 'idempotency-key', XSRF_HEADER],
    maxAge: 600,
  });

  const cookiesOf = (request: FastifyRequest) => app.parseCookie(request.headers.cookie ?? '');
  const isOwnOrigin = (request: FastifyRequest, origin: string) =>
    origin === ownOrigin || origin === `${request.protocol}://${request.host}`;

  // Refusals are thrown, so the errors plugin answers them in the transport's own shape (REST or tRPC).
  const refuse = (message: string) => Object.assign(new Error(message), { statusCode: 403 });

  /** Why a request must be refused, or null. */
  const refusal = (request: FastifyRequest): Error | null => {
    if (SAFE_METHODS.has(request.method)) return null;
    const path = request.url.split('?')[0] ?? '';
    if (PUBLIC_READS.has(path) || path.startsWith(ONE_CLICK_UNSUBSCRIBE)) return null;
    const origin = request.headers.origin;
    if (origin && !isOwnOrigin(request, origin) && !allowed.has(origin)) {
      return refuse('Requests from this origin are not allowed.');
    }
    if (!request.headers.cookie) return null;
    const cookie = cookiesOf(request)[COOKIE_NAMES.xsrf];
    const header = request.headers[XSRF_HEADER];
    if (!cookie || typeof header !== 'string' || !sameToken(cookie, header)) {
      return refuse('Missing or invalid anti-forgery token. Reload the page and try again.');
    }
    return null;
  };

  // Callback-style hooks: they run on every request, and an async hook costs a promise and a tick.
  app.addHook('onRequest', (request, _reply, done) => {
    const error = refusal(request);
    if (error) done(error);
    else done();
  });

  /** The anti-forgery cookie to hand out with an answer, or null: with pages and tRPC answers, once per browser. */
  const xsrfCookieFor = (url: string, contentType: string | undefined, cookieHeader: string | undefined) => {
    const page = url.startsWith('/trpc') || contentType?.startsWith('text/html');
    if (!page || (cookieHeader && app.parseCookie(cookieHeader)[COOKIE_NAMES.xsrf])) return null;
    return app.serializeCookie(COOKIE_NAMES.xsrf, randomBytes(32).toString('base64url'), {
      path: '/',
      sameSite: 'lax',
      secure: options.publicUrl.startsWith('https://'),
      httpOnly: false,
    });
  };
  app.decorate('xsrfCookieFor', xsrfCookieFor);

  app.addHook('onSend', (request, reply, payload, done) => {
    const cookie = xsrfCookieFor(request.url, reply.getHeader('content-type')?.toString(), request.headers.cookie);
    if (cookie) reply.header('set-cookie', cookie);
    done(null, payload);
  });
});
