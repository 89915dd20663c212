import { Trans } from '@lingui/react/macro';
import { buttonSecondary } from './ui';

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
