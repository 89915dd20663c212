import { createHash } from 'node:crypto';
import { IMAGE_WIDTHS } from '@app/contract';
import sharp from 'sharp';

export interface ProcessedImage {
  sha256: string;
  mime: string;
  width: number;
  height: number;
  bytes: number;
  variants: Array<{ width: number; height: number; bytes: number; data: Buffer }>;
}

/**
 * Decodes an image, applies its EXIF orientation, drops all metadata and makes WebP variants at
 * IMAGE_WIDTHS that do not upscale (an image narrower than the smallest width keeps its own width).
 */
export async function processImage(input: Buffer, mime: string): Promise<ProcessedImage> {
  const oriented = sharp(input, { failOn: 'error', limitInputPixels: 50_000_000 }).rotate();
  const { width, height } = await oriented
    .clone()
    .toBuffer({ resolveWithObject: true })
    .then((r) => r.info);
  const widths = IMAGE_WIDTHS.filter((w) => w <= width);
  if (widths.length === 0) widths.push(width as (typeof IMAGE_WIDTHS)[number]);
  const variants = await Promise.all(
    widths.map(async (w) => {
      const { data, info } = await oriented
        .clone()
        .resize({ width: w, withoutEnlargement: true })
        .webp({ quality: 80, effort: 2 })
        .toBuffer({ resolveWithObject: true });
      return { width: w, height: info.height, bytes: data.length, data };
    }),
  );
  return {
    sha256: createHash('sha256').update(input).digest('hex'),
    mime,
    width,
    height,
    bytes: input.length,
    variants,
  };
}
