import { type Db, repo } from '@app/db';
import type { FastifyInstance } from 'fastify';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Images and audio live in the database so every node can serve them; their URLs name the content hash. */
export async function mediaRoutes(app: FastifyInstance, options: { db: Db }) {
  app.get<{ Params: { file: string } }>('/images/:file', { schema: { hide: true } }, async (request, reply) => {
    const match = /^([a-f0-9]{64})-(\d{1,5})\.webp$/.exec(request.params.file);
    if (!match) return reply.status(404).type('text/plain').send('Not found');
    const variant = await repo.findImageVariant(options.db, match[1] as string, Number(match[2]));
    if (!variant) return reply.status(404).type('text/plain').send('Not found');
    return reply
      .header('cache-control', IMMUTABLE)
      .header('etag', `"${match[1]}-${match[2]}"`)
      .type('image/webp')
      .send(Buffer.from(variant.data));
  });

  app.get<{ Params: { sha: string } }>('/audio/:sha', { schema: { hide: true } }, async (request, reply) => {
    if (!/^[a-f0-9]{64}$/.test(request.params.sha)) return reply.status(404).type('text/plain').send('Not found');
    const track = await repo.findAudioTrackData(options.db, request.params.sha);
    if (!track) return reply.status(404).type('text/plain').send('Not found');
    const data = Buffer.from(track.data);
    reply.header('cache-control', IMMUTABLE).header('accept-ranges', 'bytes').type(track.mime);
    // Browsers seek audio with Range requests; answer a single byte range.
    const range = /^bytes=(\d*)-(\d*)$/.exec(request.headers.range ?? '');
    if (range && (range[1] || range[2])) {
      const start = range[1] ? Number(range[1]) : Math.max(0, data.length - Number(range[2]));
      const end = range[1] && range[2] ? Math.min(Number(range[2]), data.length - 1) : data.length - 1;
      if (start >= data.length || start > end) {
        return reply.status(416).header('content-range', `bytes */${data.length}`).send();
      }
      return reply
        .status(206)
        .header('content-range', `bytes ${start}-${end}/${data.length}`)
        .send(data.subarray(start, end + 1));
    }
    return reply.send(data);
  });
}
