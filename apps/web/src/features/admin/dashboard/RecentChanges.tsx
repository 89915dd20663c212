import { useQuery } from '@tanstack/react-query';
import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import { useTRPC } from '../../../app/trpc';
import { AuditEntryLine } from '../audit/AuditEntryLine';
import { ListSkeleton } from '../LoadStates';
import { focusRing, muted } from '../ui';

/** The dashboard shows the newest few; the audit page has them all. */
const SHOWN = 5;

/** The latest back-office changes (who, what, when), and the way to all of them. */
export function RecentChanges() {
  const trpc = useTRPC();
  const audit = useQuery(trpc.admin.audit.queryOptions(undefined, { staleTime: 0 }));
  return (
    <section aria-labelledby="recent-changes">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="recent-changes" className="text-lg font-semibold">
          <Trans>Recent changes</Trans>
        </h2>
        <Link href="/admin/audit" className={`rounded text-sm font-medium underline underline-offset-2 ${focusRing}`}>
          <Trans>All changes</Trans>
        </Link>
      </div>
      <div className="mt-3 rounded-xl bg-white shadow-sm ring-1 ring-dark/5 dark:bg-white/5 dark:ring-sand/10">
        {audit.isLoading ? (
          <ListSkeleton
            className="space-y-3 p-4"
            itemClassName="h-5 animate-pulse rounded bg-dark/10 dark:bg-sand/10"
            count={3}
          />
        ) : audit.error ? (
          <p role="alert" className="p-4 text-danger dark:text-red-400">
            {audit.error.message}
          </p>
        ) : !audit.data?.length ? (
          <p className={`p-4 ${muted}`}>
            <Trans>No changes yet.</Trans>
          </p>
        ) : (
          <ol className="divide-y divide-dark/5 dark:divide-sand/10">
            {audit.data.slice(0, SHOWN).map((entry) => (
              <AuditEntryLine key={entry.id} entry={entry} />
            ))}
          </ol>
        )}
      </div>
    </section>
  );
}
