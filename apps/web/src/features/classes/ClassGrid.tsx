import type { ClassSummary } from '@app/contract';
import { Trans } from '@lingui/react/macro';
import { CardGridSkeleton } from '../content/Skeleton';
import { cardGrid, muted } from '../content/ui';
import { ClassCard } from './ClassCard';

interface ClassGridProps {
  items: readonly ClassSummary[] | undefined;
  /** True while the first answer is on its way (shows placeholders). */
  loading?: boolean;
  headingLevel?: 2 | 3 | 4;
  showType?: boolean;
  skeletonCount?: number;
  /** The grid's first image is the page's largest paint: fetch it first, not lazily. */
  priority?: boolean;
}

/** Class cards in a responsive grid, with loading placeholders and an empty state. */
export function ClassGrid({
  items,
  loading = false,
  headingLevel = 3,
  showType = false,
  skeletonCount = 3,
  priority = false,
}: ClassGridProps) {
  if (loading && !items) return <CardGridSkeleton count={skeletonCount} />;
  if (!items || items.length === 0) {
    return (
      <p className={`rounded-2xl border border-dashed border-dark/20 p-6 text-center dark:border-sand/20 ${muted}`}>
        <Trans>No classes of this kind are scheduled yet.</Trans>
      </p>
    );
  }
  return (
    <ul className={cardGrid}>
      {items.map((item, i) => (
        <li key={item.id}>
          <ClassCard item={item} headingLevel={headingLevel} showType={showType} priority={priority && i === 0} />
        </li>
      ))}
    </ul>
  );
}
