import {
  ACCEPTED_IMAGE_TYPES,
  AppError,
  type ApiDeps,
  CONTENT_ROLES,
  storeUploadedImage,
  trpcErrorFrom,
  userFromToken,
} from '@app/api';
import { errorResponseSchema, uploadedImageSchema } from '@app/contract';
import multipart from '@fastify/multipart';
import { TRPCError } from '@trpc/server';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { contextFor, sendJson } from './respond';

const toTrpc = trpcErrorFrom;

/** The bytes of the one uploaded file; a body that is not readable multipart answers 400, not 500. */
async function readUpload(request: FastifyRequest): Promise<Buffer> {
  let bytes: Buffer | undefined;
  try {
    bytes = await (await request.file())?.toBuffer();
  } catch (error) {
    // @fastify/multipart's own errors (file too large, too many parts) carry their status; the parser's do not.
    if (typeof (error as { statusCode?: unknown }).statusCode === 'number') throw error;
    throw new TRPCError({ code: 'BAD_REQUEST', message: 'The upload is not valid multipart/form-data.', cause: error });
  }
  if (!bytes)
    throw toTrpc(new AppError('INVALID', 'Choose an image to upload.', { file: ['Choose an image to upload.'] }));
  return bytes;
}

/** POST /api/admin/images: one image file (multipart field `file`), checked by its bytes, stored with WebP variants. */
export async function uploadRoutes(app: FastifyInstance, options: { deps: ApiDeps; maxBytes: number }) {
  await app.register(multipart, { limits: { fileSize: options.maxBytes, files: 1, fields: 5 } });

  app.post(
    '/api/admin/images',
    {
      bodyLimit: options.maxBytes + 64 * 1024,
      // A refused upload's message names the file limit, not the multipart envelope's.
      onRequest: (request, _reply, done) => {
        request.effectiveBodyLimit = options.maxBytes;
        done();
      },
      schema: {
        tags: ['Back office'],
        security: [{ bearerAuth: [] }],
        summary: 'Upload an image (staff)',
        description: `Multipart form with one \`file\`: JPEG, PNG, WebP or AVIF (checked by content; SVG refused), at most ${Math.round(
          options.maxBytes / 1024 / 1024,
        )} MB by default (UPLOAD_MAX_BYTES). Metadata is stripped; WebP variants are made.`,
        consumes: ['multipart/form-data'],
        response: {
          200: uploadedImageSchema,
          401: errorResponseSchema,
          413: errorResponseSchema,
          422: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const ctx = contextFor(options.deps, request);
      const user = await userFromToken(ctx);
      if (!user) throw toTrpc(new AppError('UNAUTHORIZED', 'Please sign in.'));
      if (!CONTENT_ROLES.includes(user.role))
        throw toTrpc(new AppError('FORBIDDEN', 'You do not have access to this.'));
      if (!request.isMultipart())
        throw toTrpc(
          new AppError('INVALID', 'Send the image as multipart/form-data.', { file: ['Choose an image to upload.'] }),
        );
      const bytes = await readUpload(request);
      // The name and the declared type are the sender's claims; the bytes decide.
      const detected = await fileTypeFromBuffer(bytes);
      if (!detected || !(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(detected.mime)) {
        throw toTrpc(
          new AppError('INVALID', 'Upload a JPEG, PNG, WebP or AVIF image.', {
            file: ['Upload a JPEG, PNG, WebP or AVIF image.'],
          }),
        );
      }
      try {
        const stored = await storeUploadedImage(ctx, user, bytes, detected.mime);
        return sendJson(request, reply, stored, { envelope: false, cacheControl: 'no-store' });
      } catch (error) {
        throw error instanceof AppError ? toTrpc(error) : error;
      }
    },
  );
}
