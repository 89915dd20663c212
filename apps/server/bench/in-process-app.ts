import type { DbHandle } from '@app/db';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import type { AppConfig } from '../src/env';

/** What the in-process benches run the app with, besides the rate limits each sets: mail only logged. */
export const benchConfig = {
  publicUrl: 'http://localhost:3000',
  sessionSecret: 'bench-secret-that-is-at-least-32-characters',
  webDist: null,
  site: { chatUrl: null, eapUrl: 'https://eap.example.com/', analyticsId: null },
  uploadMaxBytes: 5 * 1024 * 1024,
  trustProxy: false,
  mail: { delivery: { kind: 'log' }, from: 'Ruang Teduh <hello@ruangteduh.example>', intervalMs: 0 },
  corsOrigins: [],
  identityProviders: [],
} satisfies Omit<AppConfig, 'rateLimits'>;

/** The whole app in this process, ready for `app.inject`. */
export async function inProcessApp(db: DbHandle, rateLimits: AppConfig['rateLimits']): Promise<FastifyInstance> {
  const app = await buildApp({ db, config: { ...benchConfig, rateLimits } });
  await app.ready();
  return app;
}
