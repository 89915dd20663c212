import type { ApiDeps } from '@app/api';
import { AppError } from '@app/api/server';
import { idPathSchema, imageDetailSchema, uploadedImageSchema } from '@app/contract';
import multipart from '@fastify/multipart';
import { TRPCError } from '@trpc/server';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { bodyTooLargeMessage } from '../plugins/body-limits';
import { errors, json, STAFF } from './docs';
import { callerFor, sendJson } from './respond';

/**
 * The bytes of the one uploaded file, read when the upload procedure asks for them (after it has checked
 * who is asking). Its errors become the procedure's: 413 for a file over the limit, 400 for a body
 * that is not readable multipart, 422 for no file.
 */
async function readUpload(request: FastifyRequest, named: (name: string) => void): Promise<Buffer> {
  const invalid = (message: string) => new AppError('INVALID', message, { file: [CHOOSE_IMAGE] });
  if (!request.isMultipart()) throw invalid('Send the image as multipart/form-data.');
  let bytes: Buffer | undefined;
  try {
    const file = await request.file();
    if (file?.filename) named(file.filename.slice(0, 255));
    bytes = await file?.toBuffer();
  } catch (error) {
    // @fastify/multipart's own errors carry their status (413: file too large, too many parts); the parser's do not.
    if ((error as { statusCode?: unknown }).statusCode === 413) {
      throw new TRPCError({ code: 'PAYLOAD_TOO_LARGE', message: bodyTooLargeMessage(request), cause: error });
    }
    throw new TRPCError({ code: 'BAD_REQUEST', message: 'The upload is not valid multipart/form-data.', cause: error });
  }
  if (!bytes) throw invalid(CHOOSE_IMAGE);
  return bytes;
}

const CHOOSE_IMAGE = 'Choose an image to upload.';

/** The upload as the procedures read it: its bytes once they ask, and the name it was sent under. */
function uploadSource(request: FastifyRequest) {
  let name: string | null = null;
  return {
    read: () =>
      readUpload(request, (sent) => {
        name = sent;
      }),
    name: () => name,
  };
}

/** POST /api/admin/images: one image file (multipart field `file`), checked by its bytes, stored with WebP variants. */
export async function uploadRoutes(app: FastifyInstance, options: { deps: ApiDeps; maxBytes: number }) {
  await app.register(multipart, { limits: { fileSize: options.maxBytes, files: 1, fields: 5 } });
  // The body may carry the file and its multipart envelope; a refused upload's message names the file's limit.
  const fileLimit = {
    bodyLimit: options.maxBytes + 64 * 1024,
    onRequest: (request: FastifyRequest, _reply: unknown, done: () => void) => {
      request.effectiveBodyLimit = options.maxBytes;
      done();
    },
  };

  app.post(
    '/api/admin/images',
    {
      ...fileLimit,
      schema: {
        tags: ['Back office'],
        security: STAFF,
        operationId: 'uploadImage',
        summary: 'Upload an image (staff)',
        description: `Multipart form with one \`file\`: JPEG, PNG, WebP or AVIF (checked by content; SVG refused), at most ${Math.round(
          options.maxBytes / 1024 / 1024,
        )} MB (UPLOAD_MAX_BYTES). Metadata is stripped; WebP variants are made, listed in \`srcset\`. Uploading the same file again answers the stored image.`,
        consumes: ['multipart/form-data'],
        body: z.strictObject({
          file: z.string().meta({ format: 'binary', description: 'The image file' }),
        }),
        response: {
          200: json('The stored image (no envelope)', uploadedImageSchema),
          ...errors([400, 401, 403, 412, 413, 415, 422, 500, 503], {
            400: 'The body is not readable multipart/form-data',
            403: 'Not an editor or admin, or a browser request without its anti-forgery token',
            413: 'The file is over UPLOAD_MAX_BYTES',
            415: 'The body is neither multipart/form-data nor another type the server reads',
            422: 'No file, or a file that is not a JPEG, PNG, WebP or AVIF image (by its content)',
          }),
        },
      },
    },
    async (request, reply) => {
      // A staff procedure (editors, admins) checks the session, then reads, checks and stores the file.
      const stored = await callerFor(options.deps, request).admin.image.upload({ file: uploadSource(request) });
      return sendJson(request, reply, stored, { envelope: false, cacheControl: 'no-store' });
    },
  );

  app.put(
    '/api/admin/images/:id',
    {
      ...fileLimit,
      schema: {
        tags: ['Back office'],
        security: STAFF,
        operationId: 'replaceImage',
        summary: 'Replace a library image in place (staff)',
        description:
          'Multipart form with one `file`, checked as uploads are. The image keeps its id, so every item that shows it shows the new file; its texts stay. Answers the image with the items that use it.',
        consumes: ['multipart/form-data'],
        params: z.object({ id: idPathSchema.describe('The image') }),
        body: z.strictObject({
          file: z.string().meta({ format: 'binary', description: 'The new image file' }),
        }),
        response: {
          200: json('The image with its new file (no envelope)', imageDetailSchema),
          ...errors([400, 401, 403, 404, 409, 412, 413, 415, 422, 500, 503], {
            400: 'The body is not readable multipart/form-data',
            403: 'Not an editor or admin, or a browser request without its anti-forgery token',
            404: 'No image with this id',
            409: 'This file is already in the library as another image',
            413: 'The file is over UPLOAD_MAX_BYTES',
            415: 'The body is neither multipart/form-data nor another type the server reads',
            422: 'No file, a file that is not a JPEG, PNG, WebP or AVIF image (by its content), or an id that is not a number',
          }),
        },
      },
    },
    async (request, reply) => {
      const id = Number((request.params as { id: string | number }).id);
      const stored = await callerFor(options.deps, request).admin.image.replace({ id, file: uploadSource(request) });
      return sendJson(request, reply, stored, { envelope: false, cacheControl: 'no-store' });
    },
  );
}
