import type { KnipConfig } from 'knip';

/**
 * `npm run knip`: no unused files, dependencies or exports. Each workspace names its entry points (what
 * runs or is loaded by a tool); everything else must be reachable from them. Knip's plugins add the
 * entries their tools declare, so they are not repeated here: package.json scripts (apps/server
 * `src/server.ts` and `src/cli/user.ts`, db `src/cli/migrate.ts` and `seed.ts`), Vite (`vite.config.ts`,
 * `index.html` and its `src/entry-client.tsx`), Vitest (`vitest.config.ts`, its global setup
 * `db/src/testing/global-setup.ts` and test files) and Playwright (`playwright.config.ts`,
 * `e2e/*.spec.ts`). Exceptions are listed here, each with its reason.
 */
const config: KnipConfig = {
  workspaces: {
    '.': {
      // npm scripts' helpers: the test runner and the declaration build of the library workspaces.
      entry: ['scripts/*.mjs'],
      project: ['scripts/**/*.mjs', '*.ts'],
    },
    'apps/server': {
      // The operator's command lines (npm run user, the OpenAPI document), benchmarks run with tsx, tests;
      // the soak (soak/run.ts) is the root's `npm run soak`; the email worker, which worker threads load by
      // file name (email-pool.ts), bundled by build.mjs or through tsx from its source.
      entry: ['src/cli/*.ts', 'bench/*.ts', 'test/**/*.test.ts', 'src/email-worker.ts', 'src/email-worker-source.mjs'],
      project: ['src/**/*.{ts,mjs}', 'test/**/*.ts', 'bench/**/*.ts', 'soak/**/*.ts'],
    },
    'apps/web': {
      // The Lingui configuration (read by `lingui extract` and the Vite and Babel plugins), end-to-end
      // specs, unit tests and the catalogue check (npm run check:i18n).
      // The server's entry (built by `vite build --ssr`, loaded by apps/server/src/plugins/server-render.ts).
      entry: [
        'src/entry-server.tsx',
        'lingui.config.ts',
        'e2e/**/*.spec.ts',
        'src/**/*.test.{ts,tsx}',
        'scripts/*.mjs',
      ],
      project: ['src/**/*.{ts,tsx,css}', 'e2e/**/*.ts', 'scripts/**/*.mjs', '*.ts'],
    },
    db: {
      // The migrate/seed/open command lines, each migration (Kysely's migrator calls its up and down),
      // the demo seed, tests.
      entry: ['src/cli/*.ts', 'migrations/*.ts', 'seed/index.ts', 'test/**/*.test.ts'],
      project: ['src/**/*.ts', 'migrations/**/*.ts', 'seed/**/*.ts', 'test/**/*.ts'],
    },
    'packages/api': {
      entry: ['test/**/*.test.ts'],
      project: ['src/**/*.ts', 'test/**/*.ts'],
    },
    'packages/contract': {
      entry: ['test/**/*.test.ts'],
      project: ['src/**/*.ts', 'test/**/*.ts'],
    },
    'packages/email': {
      entry: ['test/**/*.test.ts'],
      project: ['src/**/*.{ts,tsx}', 'test/**/*.ts'],
    },
  },
  // A system program (util-linux): the PostgreSQL test cluster runs initdb and postgres as the postgres user.
  ignoreBinaries: ['runuser'],
  // Run as programs, not imported: apps/server/src/cli/openapi.ts (npm run lint:openapi) starts the
  // `spectral` and `redocly` binaries from node_modules/.bin to lint the OpenAPI document.
  ignoreDependencies: ['@stoplight/spectral-cli', '@redocly/cli'],
};

export default config;
