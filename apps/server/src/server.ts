import { type FirstAdminLink, issueFirstAdminLink } from '@app/api/server';
import {
  DatabaseInUseError,
  createDb,
  DEMO_ADMIN,
  dbConfigFrom,
  migrateToLatest,
  seed,
  withoutStatementTimeout,
} from '@app/db';
import type { FastifyBaseLogger } from 'fastify';
import { buildApp } from './app';
import { appConfigFrom, ConfigurationError, parseServerEnv } from './env';

/**
 * On an empty production database: the setup link, once, in the message itself (not a field a request
 * log would redact): it is the operator's only way to it. docs/operations.md, "First start in production".
 */
function logFirstAdminLink(log: FastifyBaseLogger, link: FirstAdminLink) {
  if (link.kind === 'issued')
    log.warn(
      `No staff account yet: open ${link.url} to create the first admin (the link works once; npm run user -- create still works for scripts)`,
    );
  else if (link.kind === 'waiting')
    log.warn(
      { setupLinkIssuedAt: link.issuedAt.toISOString() },
      'No staff account yet: the first-admin setup link logged when it was made (see setupLinkIssuedAt) still works; `npm run user -- setup-link` makes a new one',
    );
}

async function main() {
  const env = parseServerEnv(process.env);
  const dbConfig = dbConfigFrom({
    databaseUrl: env.DATABASE_URL,
    pgliteDir: env.PGLITE_DIR,
    baseDir: env.INIT_CWD,
    poolSize: env.DATABASE_POOL_SIZE,
    statementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
  });
  const config = appConfigFrom(env, env.PORT);

  const db = await createDb(dbConfig);
  await withoutStatementTimeout(db.db, migrateToLatest);
  // Development opens on the demo (content and a published admin password); production never
  // invents content or an account: its first admin comes from the setup link it logs (or the user command).
  const production = env.NODE_ENV === 'production';
  const justSeeded =
    !production &&
    Object.keys(
      (await withoutStatementTimeout(db.db, (connection) => seed(connection, { admin: true, onlyIfEmpty: true })))
        .inserted,
    ).length > 0;

  const app = await buildApp({ db, config, logger: { level: env.LOG_LEVEL } });
  if (production) logFirstAdminLink(app.log, await issueFirstAdminLink(db.db, config.publicUrl));
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    // First the balancer learns (from /readyz) to send no more, while this node still serves whatever
    // arrives meanwhile; only then does it stop accepting and finish what is in flight.
    app.log.info(
      { signal, drainMs: env.SHUTDOWN_DRAIN_MS },
      'shutting down: draining, then finishing in-flight requests',
    );
    app.startDraining();
    const force = setTimeout(() => process.exit(1), env.SHUTDOWN_DRAIN_MS + 15_000).unref();
    try {
      await new Promise((resolve) => setTimeout(resolve, env.SHUTDOWN_DRAIN_MS));
      await app.close();
      await db.close();
    } finally {
      clearTimeout(force);
      process.exit(0);
    }
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ host: env.HOST, port: env.PORT });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : env.PORT;
  const database =
    db.kind === 'pglite' ? `embedded PGlite (${'pgliteDir' in dbConfig ? dbConfig.pgliteDir : ''})` : 'PostgreSQL';
  // Production's standard output is one JSON object per line (docs/operations.md, "Logs"): the start is one more.
  if (production) {
    app.log.info(
      { url: `${config.publicUrl}/`, database, apiReference: `${config.publicUrl}/api/docs`, webApp: !!config.webDist },
      'Ruang Teduh is running',
    );
    return;
  }
  const lines = [
    '',
    `  Ruang Teduh is running at http://localhost:${port}/`,
    `  Database: ${database}`,
    `  API reference: http://localhost:${port}/api/docs`,
  ];
  if (!config.webDist) lines.push('  The web app is not built: run `npm run build` (npm start does it for you).');
  if (justSeeded) {
    lines.push('', '  Demo content was just added. Staff sign-in at /admin/login:');
    lines.push(`    email:    ${DEMO_ADMIN.email}`, `    password: ${DEMO_ADMIN.password}`);
  }
  console.log(`${lines.join('\n')}\n`);
}

main().catch((error: unknown) => {
  if (error instanceof DatabaseInUseError) console.error(`\n${error.message}\n`);
  else console.error(error instanceof ConfigurationError ? error.message : error);
  process.exit(1);
});
