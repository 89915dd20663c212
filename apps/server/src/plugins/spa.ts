import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forFirstPaint } from './first-paint';
import { type RenderedPage, sendPage } from './page-meta';

/** The built index.html, read once at start-up, prepared for the first paint (first-paint.ts). */
export function readIndexHtml(root: string): string {
  return forFirstPaint(readFileSync(join(root, 'index.html'), 'utf8'));
}

/**
 * Serves the built SPA's files: hashed assets for a year, everything else revalidated. Other GETs
 * fall through to the not-found handler, which answers index.html (history-mode routes) with the
 * page's status: 200 for the site's pages, 404 for anything else.
 */
export async function spa(
  app: FastifyInstance,
  options: { root: string; render: (request: FastifyRequest) => Promise<RenderedPage> },
) {
  await app.register(fastifyStatic, {
    root: options.root,
    wildcard: false,
    index: false,
    // The build writes .br and .gz copies of scripts and styles (vite-plugin-compression2).
    preCompressed: true,
    setHeaders(res, path) {
      res.header(
        'cache-control',
        path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
      );
    },
  });

  app.get('/', { schema: { hide: true } }, async (request, reply) => {
    const page = await options.render(request);
    return sendPage(request, reply, page);
  });
}
