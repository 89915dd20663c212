import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { LoadError } from '../../../features/admin/LoadStates';
import { muted } from '../../../features/admin/ui';

/** One card of the account's settings, named for screen readers by its heading (`id`). */
export function SettingsSection({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="space-y-4 rounded-xl bg-white p-6 shadow-sm ring-1 ring-dark/5 dark:bg-white/5"
    >
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A settings list while it loads (announced), or why it failed to, with a retry. */
export function ListLoadState({
  query,
}: {
  query: { error: { message: string } | null; isPending: boolean; refetch: () => Promise<unknown> };
}) {
  return (
    <>
      {query.error && <LoadError message={query.error.message} onRetry={() => void query.refetch()} />}
      {query.isPending && (
        <p role="status" className={`text-sm ${muted}`} aria-busy="true">
          <Trans>Loading…</Trans>
        </p>
      )}
    </>
  );
}
