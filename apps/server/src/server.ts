import { DatabaseInUseError, createDb, DEMO_ADMIN, dbConfigFrom, migrateToLatest, repo, seed } from '@app/db';
import { buildApp } from './app';
import { appConfigFrom, ConfigurationError, parseServerEnv } from './env';

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
  await migrateToLatest(db.db);
  // Development opens on the demo (content and a published admin password); production never
  // invents content or an account: its first admin comes from the user command.
  const production = env.NODE_ENV === 'production';
  const justSeeded =
    !production && Object.keys((await seed(db.db, { admin: true, onlyIfEmpty: true })).inserted).length > 0;

  const app = await buildApp({ db, config, logger: { level: env.LOG_LEVEL } });
  if (production && (await repo.countUsers(db.db)) === 0) {
    app.log.warn(
      'No staff account yet: create the first admin with `npm run user -- create --email you@example.com --name "Your Name" --role admin`',
    );
  }
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
  const lines = [
    '',
    `  Ruang Teduh is running at http://localhost:${port}/`,
    `  Database: ${db.kind === 'pglite' ? `embedded PGlite (${'pgliteDir' in dbConfig ? dbConfig.pgliteDir : ''})` : 'PostgreSQL'}`,
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
