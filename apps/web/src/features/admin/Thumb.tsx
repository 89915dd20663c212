import type { Image } from '@app/contract';

/** A small decorative picture for list rows (the row's text names it). */
export function Thumb({ image, contain = false }: { image: Image | null; contain?: boolean }) {
  return image ? (
    <img
      src={image.url}
      srcSet={image.srcset}
      sizes="64px"
      alt=""
      loading="lazy"
      className={`h-10 w-14 rounded bg-dark/5 dark:bg-sand/10 ${contain ? 'object-contain' : 'object-cover'}`}
    />
  ) : (
    <span aria-hidden className="block h-10 w-14 rounded bg-dark/10 dark:bg-sand/10" />
  );
}
