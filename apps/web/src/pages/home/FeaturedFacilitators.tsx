import { useSuspenseQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, Suspense } from 'react';
import { BELOW_THE_FOLD } from '../../app/dehydrated';
import { useTRPC } from '../../app/trpc';
import { CardGridSkeleton } from '../../features/content/Skeleton';
import { FacilitatorCard } from '../../features/facilitators/FacilitatorCard';
import { SectionHeader } from './SectionHeader';

function FacilitatorsSection({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  return (
    <section aria-labelledby="home-facilitators" className="lazy-render mt-20">
      <SectionHeader
        id="home-facilitators"
        title={<Trans>Meet our facilitators</Trans>}
        link={{ href: '/facilitators', text: <Trans>See all</Trans>, label: t`See all facilitators` }}
      />
      <div className="mt-6">{children}</div>
    </section>
  );
}

/** The first four facilitators, read after the page has hydrated (not in its data block: issue 33). */
function Facilitators() {
  const trpc = useTRPC();
  const people = useSuspenseQuery(trpc.counselor.list.queryOptions({ limit: 4 }, BELOW_THE_FOLD));
  if (people.data.length === 0) return null;
  return (
    <FacilitatorsSection>
      <ul className="grid grid-cols-2 gap-4 min-[900px]:grid-cols-4 min-[900px]:gap-5">
        {people.data.map((person) => (
          <li key={person.id}>
            <FacilitatorCard person={person} headingLevel={3} compact />
          </li>
        ))}
      </ul>
    </FacilitatorsSection>
  );
}

/** The first four facilitators. */
export function FeaturedFacilitators() {
  return (
    <Suspense
      fallback={
        <FacilitatorsSection>
          <CardGridSkeleton count={4} />
        </FacilitatorsSection>
      }
    >
      <Facilitators />
    </Suspense>
  );
}
