import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { useTRPC } from '../../app/trpc';
import { CardGridSkeleton } from '../../features/content/Skeleton';
import { FacilitatorCard } from '../../features/facilitators/FacilitatorCard';
import { SectionHeader } from './SectionHeader';

/** The first four facilitators. */
export function FeaturedFacilitators() {
  const trpc = useTRPC();
  const { t } = useLingui();
  const people = useQuery(trpc.counselor.list.queryOptions({ limit: 4 }));
  if (!people.isPending && !people.data?.length) return null;
  return (
    <section aria-labelledby="home-facilitators" className="lazy-render mt-20">
      <SectionHeader
        id="home-facilitators"
        title={<Trans>Meet our facilitators</Trans>}
        link={{ href: '/facilitators', text: <Trans>See all</Trans>, label: t`See all facilitators` }}
      />
      <div className="mt-6">
        {people.data ? (
          <ul className="grid grid-cols-2 gap-4 min-[900px]:grid-cols-4 min-[900px]:gap-5">
            {people.data.map((person) => (
              <li key={person.id}>
                <FacilitatorCard person={person} headingLevel={3} compact />
              </li>
            ))}
          </ul>
        ) : (
          <CardGridSkeleton count={4} />
        )}
      </div>
    </section>
  );
}
