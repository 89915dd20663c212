import { Trans, useLingui } from '@lingui/react/macro';
import { BELOW_THE_FOLD } from '../../app/dehydrated';
import { useTRPC } from '../../app/trpc';
import { FacilitatorCard } from '../../features/facilitators/FacilitatorCard';
import { HomeList } from './HomeList';

/** The first four facilitators. */
export function FeaturedFacilitators() {
  const trpc = useTRPC();
  const { t } = useLingui();
  return (
    <HomeList
      id="home-facilitators"
      title={<Trans>Meet our facilitators</Trans>}
      seeAll={{ href: '/facilitators', label: t`See all facilitators` }}
      query={trpc.counselor.list.queryOptions({ limit: 4 }, BELOW_THE_FOLD)}
      items={(people) => people}
      placeholderCount={4}
      listClassName="grid grid-cols-2 gap-4 min-[900px]:grid-cols-4 min-[900px]:gap-5"
      renderItem={(person) => <FacilitatorCard person={person} headingLevel={3} compact />}
    />
  );
}
