import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { cardGrid } from './ui';

/** Stable keys for a fixed number of placeholders. */
const placeholders = (n: number) => Array.from({ length: n }, (_, i) => `placeholder-${i}`);

/** A grey placeholder block; it pulses unless the visitor prefers reduced motion. */
export function Skeleton({ className = '' }: { className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={`animate-pulse rounded-md bg-dark/10 motion-reduce:animate-none dark:bg-sand/10 ${className}`}
    />
  );
}

/** Marks a region as loading and announces it once to screen readers. */
export function Loading({ children, className = '' }: { children: ReactNode; className?: string }) {
  return (
    <div aria-busy="true" className={className}>
      <p role="status" className="sr-only">
        <Trans>Loading…</Trans>
      </p>
      {children}
    </div>
  );
}

/** Placeholder for a page title followed by a few lines of text. */
export function TextSkeleton({ lines = 3 }: { lines?: number }) {
  return (
    <div className="space-y-3">
      <Skeleton className="h-9 w-2/3 max-w-md" />
      {placeholders(lines).map((key, i) => (
        <Skeleton key={key} className={`h-4 ${i === lines - 1 ? 'w-1/2' : 'w-full'}`} />
      ))}
    </div>
  );
}

/** Placeholder for a grid of cards. */
export function CardGridSkeleton({ count = 3 }: { count?: number }) {
  return (
    <Loading>
      <div className={cardGrid}>
        {placeholders(count).map((key) => (
          <div
            key={key}
            className="overflow-hidden rounded-2xl bg-white ring-1 ring-dark/5 dark:bg-white/5 dark:ring-sand/10"
          >
            <Skeleton className="aspect-[16/10] w-full rounded-none" />
            <div className="space-y-2 p-5">
              <Skeleton className="h-5 w-3/4" />
              <Skeleton className="h-4 w-full" />
              <Skeleton className="h-4 w-1/2" />
            </div>
          </div>
        ))}
      </div>
    </Loading>
  );
}
