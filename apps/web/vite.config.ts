import { lingui } from '@lingui/vite-plugin';
import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

interface ModuleGraph {
  getModuleInfo(id: string): { isEntry: boolean; importers: string[]; dynamicImporters: string[] } | null;
}

/** The entry and the lazily loaded modules (pages, forms, dialogs, catalogues) whose static imports reach `id`. */
function rootsOf(id: string, graph: ModuleGraph, seen = new Set<string>()): string[] {
  const info = graph.getModuleInfo(id);
  if (!info || seen.has(id)) return [];
  seen.add(id);
  const roots = info.isEntry || info.dynamicImporters.length > 0 ? [id] : [];
  for (const importer of info.importers) roots.push(...rootsOf(importer, graph, seen));
  return roots;
}

const PUBLIC_PAGE = /[\\/]src[\\/]pages[\\/](?!admin[\\/])[^\\/]+[\\/][^\\/]+Page\.tsx$/;

const HOME_PAGE = /[\\/]src[\\/]pages[\\/]home[\\/]HomePage\.tsx$/;

/** The app's own modules four or more public pages import, with (`home`) or without the home page among them. */
function sharedByPages(id: string, graph: ModuleGraph, home: boolean): boolean {
  if (id.includes('node_modules')) return false;
  const pages = rootsOf(id, graph).filter((root) => PUBLIC_PAGE.test(root));
  return pages.length >= 4 && pages.some((root) => HOME_PAGE.test(root)) === home;
}

const HTML_ENTRY = /[\\/]index\.html$/;

/** What the boot entry (index.html's script, boot.ts) imports. */
const isBootModule = (id: string, graph: ModuleGraph) => rootsOf(id, graph).some((root) => HTML_ENTRY.test(root));

/**
 * zod keeps its registry of named schemas (`.meta({ id })`) on `globalThis`, shared by every copy of zod in the
 * process. The server bundle carries its own copy of the contract's schemas: in the same registry as the API's, they
 * made each name appear twice, and the API's OpenAPI document (`/api/openapi.json`) failed to build. This copy
 * registers under a key of its own.
 */
const ownZodRegistry = {
  name: 'own-zod-registry',
  transform(code: string, id: string) {
    if (!/[\\/]zod[\\/]v4[\\/]core[\\/]registries\.js$/.test(id)) return null;
    return code.replaceAll('__zod_globalRegistry', '__zod_globalRegistry_ssr');
  },
};

const linguiMacro = defineRolldownBabelPreset({
  preset: () => ({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
  rolldown: { filter: { code: /from ['"]@lingui\/(?:core|react)\/macro['"]/ } },
});

/**
 * Two builds from this file: the browser's (`vite build`, into dist/) and the server's entry
 * (`vite build --ssr src/entry-server.tsx`, into dist-server/, outside what the server serves as files).
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    lingui(),
    babel({ presets: [linguiMacro] }),
    tailwindcss(),
    // Brotli and gzip copies next to each asset; the server sends the one the browser accepts.
    isSsrBuild
      ? ownZodRegistry
      : compression({
          algorithms: ['brotliCompress', 'gzip'],
          include: /\.(js|css|svg|json|webmanifest)$/,
          threshold: 1024,
        }),
  ],
  // The server build carries its dependencies, React's production build among them: the server loads one
  // self-contained file, whatever NODE_ENV it runs with.
  ...(isSsrBuild ? { ssr: { noExternal: true }, define: { 'process.env.NODE_ENV': '"production"' } } : {}),
  resolve: {
    // wouter's `useSyncExternalStore` shim for React < 18: React 19 has its own, and the shim would ship in the entry.
    alias: [{ find: /^use-sync-external-store\/shim\/index\.js$/, replacement: 'react' }],
  },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
      '/trpc': 'http://localhost:3000',
      '/images': 'http://localhost:3000',
      '/audio': 'http://localhost:3000',
    },
  },
  build: isSsrBuild
    ? { target: 'node20', outDir: 'dist-server', sourcemap: false, copyPublicDir: false }
    : {
        target: 'es2022',
        sourcemap: false,
        // Two stylesheets (issue 33): the visitors' (styles/public.css, linked by index.html) and the back office's
        // (styles/admin.css), which comes with the admin chunks and never reaches a public page.
        cssCodeSplit: true,
        // Every browser the site supports (Chromium, Firefox, Safari) knows `<link rel="modulepreload">`: no polyfill
        // in the entry (docs/benchmarks.md, "home page JavaScript").
        modulePreload: { polyfill: false },
        rolldownOptions: {
          // The app is an entry of its own too (boot.ts loads it once the page has painted): rolldown's `$initial`
          // tag then names what it imports, as far as the tree-shaken code really uses it.
          input: { index: 'index.html', app: 'src/entry-client.tsx' },
          // tRPC's client packages declare no `sideEffects`, though their modules have none: without this, the
          // WebSocket link and other unused links stay in the shared chunk.
          treeshake: {
            moduleSideEffects: (id: string) =>
              !/node_modules[\\/]@trpc[\\/](?:client|tanstack-react-query)[\\/]/.test(id),
          },
          output: {
            codeSplitting: {
              groups: [
                // What the boot entry imports (the theme, Vite's preload helper) stays with it.
                { name: (id, graph) => (isBootModule(id, graph) ? 'index' : null), tags: ['$initial'], priority: 2 },
                // React DOM, the app's largest piece (65 KB), in a chunk boot.ts fetches alongside the app's: each is
                // evaluated in a task of its own (together they made the load's longest task). React itself, which both
                // import, is a third chunk, so that neither needs the other evaluated first.
                {
                  name: (id) => (/node_modules[\\/](?:react-dom|scheduler)[\\/]/.test(id) ? 'react-dom' : null),
                  priority: 3,
                },
                { name: (id) => (/node_modules[\\/]react[\\/]/.test(id) ? 'react' : null), priority: 3 },
                {
                  // The app (entry-client.tsx) and everything it imports (TanStack Query, tRPC, wouter, Lingui,
                  // the layout, the route table) in one file: every page needs it, and one file compresses better than
                  // the dozen small shared chunks the default splitting made (docs/benchmarks.md, "home page
                  // JavaScript"). Pages, forms, dialogs and the back office stay in their own lazy chunks. The app
                  // awaits nothing at its top level: the page chunks import this file, and would otherwise wait for it.
                  name: 'app',
                  tags: ['$initial'],
                  priority: 1,
                },
                // The building blocks most public pages use (content styles, images, rich text, loading states, class
                // cards): one chunk rather than a dozen small ones per page.
                { name: (id, graph) => (sharedByPages(id, graph, true) ? 'pages' : null) },
                // What only the other pages share (status messages, page intros), which the home page does not
                // download; after `pages`, so what both use stays there.
                { name: (id, graph) => (sharedByPages(id, graph, false) ? 'shared' : null) },
              ],
            },
          },
        },
      },
}));
