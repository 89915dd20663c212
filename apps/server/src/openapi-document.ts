import { createDb } from '@app/db';
import { buildApp } from './app';
import { type AppConfig, parseEnv } from './env';

/**
 * The settings the published OpenAPI document is generated with (docs/openapi.json, `npm run
 * lint:openapi`): the production defaults, served from the studio's address. Only `publicUrl` (the
 * document's server and links) and `uploadMaxBytes` (named in the upload's description) show in it.
 */
export function documentConfig(base: AppConfig): AppConfig {
  const env = parseEnv({});
  return { ...base, publicUrl: 'https://ruangteduh.example', uploadMaxBytes: env.UPLOAD_MAX_BYTES };
}

/** The OpenAPI document the app serves at /api/openapi.json, built on a throw-away embedded database. */
export async function generateOpenApiDocument(): Promise<unknown> {
  const db = await createDb({ memory: true });
  try {
    const env = parseEnv({});
    const app = await buildApp({
      db,
      config: documentConfig({
        publicUrl: '',
        sessionSecret: 'openapi-document-only-never-serves-a-request',
        webDist: null,
        site: { chatUrl: null, eapUrl: env.EAP_URL, analyticsId: null },
        uploadMaxBytes: env.UPLOAD_MAX_BYTES,
        trustProxy: false,
        mail: { delivery: { kind: 'log' }, from: env.MAIL_FROM, intervalMs: 0 },
        corsOrigins: [],
        identityProviders: [],
        rateLimits: {
          loginPerIp: env.RATE_LIMIT_LOGIN_IP,
          loginPerEmail: env.RATE_LIMIT_LOGIN_EMAIL,
          formsPerMinute: env.RATE_LIMIT_FORMS,
        },
      }),
    });
    try {
      await app.ready();
      return app.swagger();
    } finally {
      await app.close();
    }
  } finally {
    await db.close();
  }
}
