import type { LibraryImage } from '@app/contract';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ImagePreview } from '../Thumb';
import { focusRing, muted } from '../ui';

/** "Used by 3 items", or "Not used". */
export function useUsageText() {
  const { t } = useLingui();
  return (count: number) =>
    count === 0 ? t`Not used` : plural(count, { one: 'Used by # item', other: 'Used by # items' });
}

/**
 * The library's images as a grid of buttons: thumbnail, alternative text (or "Decorative" / a missing
 * text warning) and usage. `onChoose` opens one (edit it, or pick it for a form).
 */
export function LibraryGrid({
  items,
  onChoose,
  selectedId,
}: {
  items: LibraryImage[];
  onChoose: (image: LibraryImage) => void;
  selectedId?: number | null;
}) {
  const usageText = useUsageText();
  if (items.length === 0) {
    return (
      <p className={`rounded-xl bg-white p-6 text-center shadow-sm dark:bg-white/5 ${muted}`}>
        <Trans>No images match.</Trans>
      </p>
    );
  }
  return (
    <ul className="grid grid-cols-2 gap-3 min-[600px]:grid-cols-3 min-[900px]:grid-cols-4">
      {items.map((image) => {
        const selected = selectedId === image.id;
        return (
          <li key={image.id}>
            <button
              type="button"
              onClick={() => onChoose(image)}
              aria-pressed={selectedId === undefined ? undefined : selected}
              data-testid="library-image"
              className={`flex w-full flex-col overflow-hidden rounded-xl bg-white text-left shadow-sm hover:ring-2 hover:ring-primary/50 dark:bg-white/5 ${
                selected ? 'ring-2 ring-primary dark:ring-gold' : ''
              } ${focusRing}`}
            >
              <span className="flex h-32 w-full items-center justify-center bg-dark/5 dark:bg-sand/5">
                <ImagePreview image={image} sizes="240px" className="h-full w-full object-cover" />
              </span>
              <span className="space-y-1 p-3 text-sm">
                <span className="line-clamp-2 block font-medium">
                  {image.decorative ? (
                    <span className={muted}>
                      <Trans>Decorative</Trans>
                    </span>
                  ) : image.alt.en ? (
                    image.alt.en
                  ) : (
                    <span className="text-danger dark:text-red-400">
                      <Trans>No alternative text</Trans>
                    </span>
                  )}
                </span>
                <span className={`block truncate text-xs ${muted}`}>{image.fileName ?? `#${image.id}`}</span>
                <span className={`block text-xs ${muted}`}>{usageText(image.usageCount)}</span>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
