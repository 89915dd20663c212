#!/usr/bin/env node
// `npm run build -w @app/server`: bundles the server (and the operator's `user` command) with the
// workspace packages it imports (@app/api, @app/db, @app/contract, @app/email) into plain JavaScript
// with source maps, so production runs `node --enable-source-maps apps/server/dist/server.js` without
// tsx. Packages from node_modules stay external: they load at runtime as installed (PGlite's wasm and
// data files, sharp's and argon2's native builds, React for the e-mails), so `npm ci --omit=dev` is all
// a built tree needs. Run in apps/server.
import { readFile, rm } from 'node:fs/promises';
import { dirname, relative, resolve } from 'node:path';
import { build } from 'esbuild';

const root = resolve('../..');
const outdir = resolve('dist');

/** Bare imports of anything but the workspace packages (`@app/…`) are left to Node at runtime. */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@app/') ? undefined : { external: true }));
  },
};

/**
 * A bundled module's `import.meta.url` would name the bundle, so paths resolved from it (the repository's
 * `.data/`, the web app's build) would move. Each workspace source file's `import.meta.url` becomes its
 * own location again, computed relative to the bundle so the built tree can itself be moved.
 */
function sourceLocation(outfile) {
  return {
    name: 'source-location',
    setup(b) {
      b.onLoad({ filter: /\.tsx?$/ }, async (args) => {
        if (args.path.includes('/node_modules/')) return undefined;
        const text = await readFile(args.path, 'utf8');
        if (!text.includes('import.meta.url')) return undefined;
        const fromBundle = relative(dirname(outfile), args.path).split('\\').join('/');
        return {
          contents: text.replaceAll('import.meta.url', `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`),
          loader: args.path.endsWith('x') ? 'tsx' : 'ts',
        };
      });
    },
  };
}

// The email worker (email-pool.ts) is a bundle of its own: worker threads load a file.
const entries = { server: 'src/server.ts', 'email-worker': 'src/email-worker.ts', 'cli/user': 'src/cli/user.ts' };

await rm(outdir, { recursive: true, force: true });
for (const [name, entry] of Object.entries(entries)) {
  const outfile = resolve(outdir, `${name}.js`);
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    sourcemap: true,
    // Workspace packages export their sources under this condition (tsconfig.base.json's customConditions).
    conditions: ['@app/source'],
    // Tells email-pool.ts to start dist/email-worker.js rather than the TypeScript source.
    define: { __EMAIL_WORKER_BUNDLED__: 'true' },
    tsconfig: 'tsconfig.json',
    plugins: [externalPackages, sourceLocation(outfile)],
    logLevel: 'warning',
  });
  console.log(`built ${relative(root, outfile)} and its source map`);
}
