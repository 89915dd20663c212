import { fileTypeFromBuffer } from 'file-type';
import { idSchema } from '@app/contract';
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
  /** The name the file was sent under, once `read()` has answered (kept for searching the library). */
  name?(): string | null;
}

const CHOOSE_IMAGE = /*i18n*/ 'Choose an image to upload.';
const WRONG_TYPE = /*i18n*/ 'Upload a JPEG, PNG, WebP or AVIF image.';

/** Input of `admin.image.upload`: only a server-side caller can hand over an upload source (JSON cannot). */
export const imageUploadInputSchema = z.object({
  file: z.custom<UploadSource>(
    (value) => typeof (value as Partial<UploadSource> | null)?.read === 'function',
    CHOOSE_IMAGE,
  ),
});

/** Input of `admin.image.replace`: a new file for a library image (PUT /api/admin/images/{id}). */
export const imageReplaceInputSchema = imageUploadInputSchema.extend({ id: idSchema });

/** An upload's bytes and its type, checked by content: the file name and declared type are the sender's claims. */
export async function checkedImageBytes(source: UploadSource): Promise<{ bytes: Buffer; mime: string }> {
  const bytes = Buffer.from(await source.read());
  if (bytes.length === 0) throw new AppError('INVALID', CHOOSE_IMAGE, { file: [CHOOSE_IMAGE] });
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || !(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(detected.mime)) {
    throw new AppError('INVALID', WRONG_TYPE, { file: [WRONG_TYPE] });
  }
  return { bytes, mime: detected.mime };
}

/** Stores an uploaded image in the library after checking its type by content. */
export async function uploadImage(ctx: Context, user: SessionUser, source: UploadSource) {
  const { bytes, mime } = await checkedImageBytes(source);
  return storeUploadedImage(ctx, user, bytes, mime, source.name?.() ?? null);
}
