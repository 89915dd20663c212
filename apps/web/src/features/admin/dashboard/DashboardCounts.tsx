import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { useTRPC } from '../../../app/trpc';
import { focusRing, muted } from '../ui';

/** How many classes, facilitators, media articles and stories the site shows. */
export function DashboardCounts() {
  const trpc = useTRPC();
  const { t } = useLingui();
  const dashboard = useQuery(trpc.admin.dashboard.queryOptions(undefined, { staleTime: 0 }));
  const counts = dashboard.data?.published;
  const cards = [
    { label: t`Classes`, value: counts?.classes, href: '/admin/class?status=published' },
    { label: t`Facilitators`, value: counts?.counselors, href: '/admin/counselor?status=published' },
    { label: t`Media articles`, value: counts?.media, href: '/admin/media?status=published' },
    { label: t`Stories`, value: counts?.stories, href: '/admin/story?status=published' },
  ];
  return (
    <section aria-labelledby="dashboard-counts">
      <h2 id="dashboard-counts" className="text-lg font-semibold">
        <Trans>Published on the site</Trans>
      </h2>
      {dashboard.error ? (
        <p role="alert" className="mt-3 text-danger dark:text-red-400">
          {dashboard.error.message}
        </p>
      ) : (
        <ul
          className="mt-3 grid grid-cols-2 gap-3 min-[900px]:grid-cols-4"
          aria-busy={dashboard.isLoading || undefined}
        >
          {cards.map((card) => (
            <li key={card.href}>
              <Link
                href={card.href}
                className={`block rounded-xl bg-white px-4 py-3 shadow-sm ring-1 ring-dark/5 hover:ring-primary dark:bg-white/5 dark:ring-sand/10 ${focusRing}`}
              >
                <span className="block text-3xl font-semibold tabular-nums text-primary-strong dark:text-gold">
                  {card.value ?? (
                    <span
                      aria-hidden
                      className="inline-block h-8 w-10 animate-pulse rounded bg-dark/10 align-middle dark:bg-sand/10"
                    />
                  )}
                </span>
                <span className={`text-sm ${muted}`}>{card.label}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
