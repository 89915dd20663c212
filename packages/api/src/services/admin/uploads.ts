import { fileTypeFromBuffer } from 'file-type';
import { z } from 'zod';
import type { Context } from '../../context';
import { AppError } from '../../errors';
import type { SessionUser } from '../sessions';
import { ACCEPTED_IMAGE_TYPES, storeUploadedImage } from './pages';

/**
 * The bytes of an upload, as the transport hands them over: read only once the procedure has checked
 * who is asking, so an anonymous caller never makes the server buffer a file. The transport parses
 * its body (multipart in Fastify) and answers its own errors from `read()`.
 */
export interface UploadSource {
  read(): Promise<Uint8Array>;
}

const CHOOSE_IMAGE = 'Choose an image to upload.';
const WRONG_TYPE = 'Upload a JPEG, PNG, WebP or AVIF image.';

/** Input of `admin.image.upload`: only a server-side caller can hand over an upload source (JSON cannot). */
export const imageUploadInputSchema = z.object({
  file: z.custom<UploadSource>(
    (value) => typeof (value as Partial<UploadSource> | null)?.read === 'function',
    CHOOSE_IMAGE,
  ),
});

/** Stores an uploaded image after checking its type by content: the file name and declared type are the sender's claims. */
export async function uploadImage(ctx: Context, user: SessionUser, source: UploadSource) {
  const bytes = Buffer.from(await source.read());
  if (bytes.length === 0) throw new AppError('INVALID', CHOOSE_IMAGE, { file: [CHOOSE_IMAGE] });
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || !(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(detected.mime)) {
    throw new AppError('INVALID', WRONG_TYPE, { file: [WRONG_TYPE] });
  }
  return storeUploadedImage(ctx, user, bytes, detected.mime);
}
