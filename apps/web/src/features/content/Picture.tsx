import type { Image } from '@app/contract';

interface PictureProps {
  image: Image;
  /** The `sizes` attribute: how wide the image is drawn at each breakpoint. */
  sizes: string;
  className?: string;
  /** The first, above-the-fold image: loaded eagerly and with high priority. */
  priority?: boolean;
  /** Overrides the API's alt text, e.g. '' when the image only decorates a labelled link. */
  alt?: string;
}

/** A stored image with its responsive WebP variants and intrinsic size (no layout shift). */
export function Picture({ image, sizes, className = '', priority = false, alt }: PictureProps) {
  return (
    <img
      src={image.url}
      srcSet={image.srcset}
      sizes={sizes}
      width={image.width}
      height={image.height}
      alt={alt ?? image.alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      className={`bg-dark/5 dark:bg-sand/5 ${className}`}
    />
  );
}

/** A stored image, or where there is none a decorative block in its place (`placeholderClassName`). */
export function PictureOrPlaceholder({
  image,
  placeholderClassName,
  ...picture
}: Omit<PictureProps, 'image'> & { image: Image | null | undefined; placeholderClassName: string }) {
  if (!image) return <div aria-hidden="true" className={placeholderClassName} />;
  return <Picture image={image} {...picture} />;
}
