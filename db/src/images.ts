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
 * The widths of the WebP variants made of an image this wide: the IMAGE_WIDTHS that do not upscale, or
 * the image's own width when it is narrower than the smallest. The one place that decides; answers list
 * the stored variants (`srcset`).
 */
export function variantWidths(width: number): number[] {
  const widths: number[] = IMAGE_WIDTHS.filter((w) => w <= width);
  return widths.length > 0 ? widths : [width];
}

/** Decodes an image, applies its EXIF orientation, drops all metadata and makes its WebP variants. */
export async function processImage(input: Buffer, mime: string): Promise<ProcessedImage> {
  const oriented = sharp(input, { failOn: 'error', limitInputPixels: 50_000_000 }).rotate();
  const { width, height } = await oriented
    .clone()
    .toBuffer({ resolveWithObject: true })
    .then((r) => r.info);
  const variants = await Promise.all(
    variantWidths(width).map(async (w) => {
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
