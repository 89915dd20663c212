import { lingui } from '@lingui/vite-plugin';
import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

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
      ? null
      : compression({
          algorithms: ['brotliCompress', 'gzip'],
          include: /\.(js|css|svg|json|webmanifest)$/,
          threshold: 1024,
        }),
  ],
  // The server build carries its dependencies, React's production build among them: the server loads one
  // self-contained file, whatever NODE_ENV it runs with.
  ...(isSsrBuild ? { ssr: { noExternal: true }, define: { 'process.env.NODE_ENV': '"production"' } } : {}),
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
        rolldownOptions: {
          output: {
            // One vendor chunk for what every page needs: fewer requests and better compression than many
            // small shared chunks. Radix (error dialog), the back office's table library (@tanstack/react-table
            // and its store) and page code stay in their own lazy chunks.
            advancedChunks: {
              groups: [
                {
                  name: 'vendor',
                  test: /node_modules[\\/](react|react-dom|scheduler|@tanstack[\\/](?:react-query|query-core)|@trpc|superjson|copy-anything|is-what|wouter|regexparam|@lingui)[\\/]/,
                },
              ],
            },
          },
        },
      },
}));
