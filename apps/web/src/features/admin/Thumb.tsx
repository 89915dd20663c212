import type { Image } from '@app/contract';

/** A library image shown to staff beside its own words (decorative: alt is empty), from its responsive sources. */
export function ImagePreview({
  image,
  sizes,
  className,
  lazy = true,
}: {
  image: Pick<Image, 'url' | 'srcset'>;
  sizes: string;
  className: string;
  lazy?: boolean;
}) {
  return (
    <img
      src={image.url}
      srcSet={image.srcset}
      sizes={sizes}
      alt=""
      loading={lazy ? 'lazy' : undefined}
      className={className}
    />
  );
}

/** A small decorative picture for list rows (the row's text names it). */
export function Thumb({ image, contain = false }: { image: Image | null; contain?: boolean }) {
  return image ? (
    <ImagePreview
      image={image}
      sizes="64px"
      className={`h-10 w-14 rounded bg-dark/5 dark:bg-sand/10 ${contain ? 'object-contain' : 'object-cover'}`}
    />
  ) : (
    <span aria-hidden className="block h-10 w-14 rounded bg-dark/10 dark:bg-sand/10" />
  );
}
