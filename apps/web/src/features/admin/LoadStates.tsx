import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { buttonSecondary, muted } from './ui';

/** Placeholder while an item loads for editing. */
export function FormSkeleton() {
  return (
    <div aria-busy="true" className="space-y-5">
      <p role="status" className="sr-only">
        <Trans>Loading…</Trans>
      </p>
      {['a', 'b', 'c', 'd'].map((key) => (
        <div key={key} aria-hidden className="space-y-2">
          <div className="h-4 w-32 animate-pulse rounded bg-dark/10 motion-reduce:animate-none dark:bg-sand/10" />
          <div className="h-10 animate-pulse rounded-md bg-dark/10 motion-reduce:animate-none dark:bg-sand/10" />
        </div>
      ))}
    </div>
  );
}

/** `count` grey placeholders (each styled `itemClassName`) while a list loads, announced as loading. */
export function ListSkeleton({
  className,
  itemClassName,
  count,
}: {
  className: string;
  itemClassName: string;
  count: number;
}) {
  const placeholders = Array.from({ length: count }, (_, n) => n);
  return (
    <div aria-busy="true" className={className}>
      <p role="status" className="sr-only">
        <Trans>Loading…</Trans>
      </p>
      {placeholders.map((n) => (
        <div key={n} aria-hidden className={itemClassName} />
      ))}
    </div>
  );
}

/** A failed load, with the server's message and a retry. */
export function LoadError({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div role="alert" className="rounded-lg border border-danger/40 bg-danger/5 p-4">
      <p className="text-danger dark:text-red-400">{message}</p>
      {onRetry && (
        <button type="button" className={`${buttonSecondary} mt-3`} onClick={onRetry}>
          <Trans>Try again</Trans>
        </button>
      )}
    </div>
  );
}

/** "Loading…" in a line of its own, announced. */
export function LoadingText() {
  return (
    <p role="status" className={muted}>
      <Trans>Loading…</Trans>
    </p>
  );
}

/**
 * What a query loaded, handed to `children`; until then `placeholder` (the form's skeleton unless given), or the
 * server's message with a retry when it failed.
 */
export function Loaded<T>({
  query,
  placeholder = <FormSkeleton />,
  children,
}: {
  query: { error: { message: string } | null; data?: T | undefined; refetch: () => unknown };
  placeholder?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (query.error) return <LoadError message={query.error.message} onRetry={() => query.refetch()} />;
  if (!query.data) return placeholder;
  return children(query.data);
}
