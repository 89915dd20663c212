import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export function readIndexHtml(root: string): string {
  return readFileSync(join(root, 'index.html'), 'utf8');
}

/**
 * Serves the built SPA's files: hashed assets for a year, everything else revalidated. Other GETs
 * fall through to the not-found handler, which answers index.html (history-mode routes).
 */
export async function spa(
  app: FastifyInstance,
  options: { root: string; render: (request: import('fastify').FastifyRequest) => Promise<string> },
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

  app.get('/', { schema: { hide: true } }, async (request, reply) =>
    reply
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(await options.render(request)),
  );
}
