import type { IncomingHttpHeaders } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import compress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { appendVary } from './vary';

/** Smaller answers go as they are: compressing them saves less than the headers weigh. */
export const COMPRESSION_THRESHOLD = 1024;
const ENCODINGS = ['br', 'gzip'] as const;
export type Encoding = (typeof ENCODINGS)[number];
const NEGOTIABLE: string[] = [...ENCODINGS];

/**
 * Answers are sent brotli- or gzip-compressed to clients that accept it (`@fastify/compress`), from
 * COMPRESSION_THRESHOLD bytes on. Static files that have `.br`/`.gz` copies keep them (@fastify/static
 * sets Content-Encoding, which the compressor leaves alone); REST answers come with their compressed
 * bytes made once per cached answer (rest/respond.ts), and index.html from the not-found handler
 * through `sendCompressible`. Request bodies are never decompressed: a small gzip body could unpack
 * far past the body limits.
 */
export const compression = fp(async (app: FastifyInstance) => {
  await app.register(compress, {
    encodings: [...ENCODINGS],
    threshold: COMPRESSION_THRESHOLD,
    globalDecompression: false,
  });
});

/** The encoding to answer this request in, negotiated as @fastify/compress does; null for none. */
export function acceptedEncoding(headers: IncomingHttpHeaders): Encoding | null {
  const header = headers['accept-encoding'];
  if (!header || headers['x-no-compression'] !== undefined) return null;
  // As the compressor does: `*` and `x-gzip` mean gzip.
  return negotiate(header.toLowerCase().replace(/\*|x-gzip/g, 'gzip'), NEGOTIABLE) as Encoding | null;
}

/** Compressed bytes, for answers made once and sent many times (so a better level than per request). */
export function encode(body: Buffer, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_QUALITY]: 5,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzipSync(body, { level: 6 });
}

/** How many compressed pages are kept (a page with its stylesheet inlined is about 25 KB compressed). */
const PAGES_KEPT = 256;
const compressedPages = new Map<string, Buffer>();

/**
 * A page's compressed bytes, made once per (encoding, entity tag) and kept for the next request: the tag
 * is a hash of the whole page (page-meta.ts), so a kept copy is never stale. The oldest copy goes first.
 */
export function compressedPage(body: Buffer, encoding: Encoding, etag: string): Buffer {
  const key = `${encoding} ${etag}`;
  let bytes = compressedPages.get(key);
  if (!bytes) {
    bytes = encode(body, encoding);
    if (compressedPages.size >= PAGES_KEPT) compressedPages.delete(compressedPages.keys().next().value as string);
    compressedPages.set(key, bytes);
  }
  return bytes;
}

/**
 * Sends a text answer compressed when the client accepts it, for handlers the compressor's route hooks
 * do not reach (the not-found handler, which serves the SPA's pages). With the answer's entity tag, the
 * compressed bytes are kept (compressedPage).
 */
export function sendCompressible(
  request: FastifyRequest,
  reply: FastifyReply,
  body: string,
  etag?: string,
): FastifyReply {
  const bytes = Buffer.from(body);
  if (bytes.length < COMPRESSION_THRESHOLD) return reply.send(bytes);
  appendVary(reply, 'Accept-Encoding');
  const encoding = acceptedEncoding(request.headers);
  if (!encoding) return reply.send(bytes);
  const compressed = etag ? compressedPage(bytes, encoding, etag) : encode(bytes, encoding);
  return reply.header('content-encoding', encoding).send(compressed);
}
