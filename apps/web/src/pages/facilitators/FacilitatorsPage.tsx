import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLocation, useSearch } from 'wouter';
import { useTRPC } from '../../app/trpc';
import { PageIntro } from '../../features/content/PageIntro';
import { CardGridSkeleton } from '../../features/content/Skeleton';
import { muted, pageShell } from '../../features/content/ui';
import { FacilitatorCard } from '../../features/facilitators/FacilitatorCard';
import { type FacilitatorTab, isFacilitatorTab } from '../../features/facilitators/groups';
import { FacilitatorTabs, panelId, tabId } from './FacilitatorTabs';

/** /facilitators, with the group tab in the query string: ?group=employee-assistance or ?group=coach. */
export default function FacilitatorsPage() {
  const trpc = useTRPC();
  const { t } = useLingui();
  const [location, navigate] = useLocation();
  const search = useSearch();
  const group = new URLSearchParams(search).get('group');
  const selected: FacilitatorTab = isFacilitatorTab(group) ? group : 'all';

  const all = useQuery(trpc.counselor.list.queryOptions(undefined, { enabled: selected === 'all' }));
  const eap = useQuery(trpc.counselor.eap.queryOptions(undefined, { enabled: selected === 'employee-assistance' }));
  const coach = useQuery(trpc.counselor.coach.queryOptions(undefined, { enabled: selected === 'coach' }));
  const current = { all, 'employee-assistance': eap, coach }[selected];

  const hrefOf = (tab: FacilitatorTab) => {
    const params = new URLSearchParams(search);
    if (tab === 'all') params.delete('group');
    else params.set('group', tab);
    const query = params.toString();
    return query ? `${location}?${query}` : location;
  };
  const select = (tab: FacilitatorTab) => navigate(hrefOf(tab), { replace: true });

  return (
    <div className={pageShell}>
      <PageIntro code="counselor" fallbackTitle={t`Our facilitators`} />
      <div className="mt-10">
        <FacilitatorTabs selected={selected} onSelect={select} hrefOf={hrefOf} />
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(selected)} className="mt-8">
        {current.isPending && !current.data ? (
          <CardGridSkeleton count={6} />
        ) : current.data && current.data.length > 0 ? (
          <ul className="grid grid-cols-1 gap-5 min-[600px]:grid-cols-2 min-[900px]:grid-cols-3">
            {current.data.map((person) => (
              <li key={person.id}>
                <FacilitatorCard person={person} headingLevel={2} />
              </li>
            ))}
          </ul>
        ) : (
          <p className={`rounded-2xl border border-dashed border-dark/20 p-6 text-center dark:border-sand/20 ${muted}`}>
            <Trans>No facilitators in this group yet.</Trans>
          </p>
        )}
      </div>
    </div>
  );
}
