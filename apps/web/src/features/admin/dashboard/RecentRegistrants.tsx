import { useQuery } from '@tanstack/react-query';
import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import { useTRPC } from '../../../app/trpc';
import { formatDateTime } from '../format';
import { muted, textLink } from '../ui';

/** The latest class registrations (admins only: registrants are not editors' business). */
export function RecentRegistrants() {
  const trpc = useTRPC();
  const recent = useQuery(trpc.admin.registrants.list.queryOptions({ kind: 'class', pageSize: 5 }));
  return (
    <section aria-labelledby="recent-registrants">
      <h2 id="recent-registrants" className="text-lg font-semibold">
        <Trans>Recent registrations</Trans>
      </h2>
      {recent.isPending ? (
        <p className={`mt-2 ${muted}`}>
          <Trans>Loading…</Trans>
        </p>
      ) : recent.data && recent.data.rows.length > 0 ? (
        <ul className="mt-3 divide-y divide-dark/10 rounded-xl bg-white shadow-sm ring-1 ring-dark/5 dark:divide-sand/10 dark:bg-white/5">
          {recent.data.rows.map((row) => (
            <li key={row.id} className="flex flex-wrap justify-between gap-2 px-4 py-2 text-sm">
              <span>
                <strong>{row.name}</strong> · {row.detail} · {row.status}
              </span>
              <span className={muted}>{formatDateTime(row.createdAt)}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className={`mt-2 ${muted}`}>
          <Trans>No registrations yet.</Trans>
        </p>
      )}
      <Link href="/admin/registrant/class" className={`mt-2 inline-block text-sm ${textLink}`}>
        <Trans>All class registrations</Trans>
      </Link>
    </section>
  );
}
