import { lingui } from '@lingui/vite-plugin';
import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// The SPA's Lingui macros compile in tests as they do in the Vite build.
const linguiMacro = defineRolldownBabelPreset({
  preset: () => ({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
  rolldown: { filter: { code: /from ['"]@lingui\/(?:core|react)\/macro['"]/ } },
});

// Macros find the SPA's Lingui config from the repository root too.
process.env.LINGUI_CONFIG ??= 'apps/web/lingui.config.ts';

export default defineConfig({
  // lingui(): the SPA's catalogues (`messages.po`) compile when a test loads them, as in the build.
  plugins: [lingui(), babel({ presets: [linguiMacro] })],
  test: {
    include: [
      'packages/*/test/**/*.test.ts',
      'db/test/**/*.test.ts',
      'apps/server/test/**/*.test.ts',
      'apps/web/src/**/*.test.{ts,tsx}',
    ],
    globalSetup: ['db/src/testing/global-setup.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest's default is one worker fewer than the cores, a single worker on this project's 2-core machines.
    // The files wait on PGlite, PostgreSQL and child servers as much as on the CPU: two workers took the suite on
    // both databases from 2,129 s to 1,560 s there (docs/benchmarks.md), with every test passing.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
