import { useQuery } from '@tanstack/react-query';
import { CLASS_TYPES, type ClassType } from '@app/contract/constants';
import { Trans, useLingui } from '@lingui/react/macro';
import { useTRPC } from '../../app/trpc';
import { ClassGrid } from '../../features/classes/ClassGrid';
import { CLASS_TYPE_ANCHORS, useClassTypeLabel } from '../../features/classes/classFormat';
import { SectionHeader } from './SectionHeader';

function TypeRow({ type }: { type: ClassType }) {
  const trpc = useTRPC();
  const { t } = useLingui();
  const label = useClassTypeLabel()(type);
  // Only the three it shows: the page's data block carries no more (issue 33).
  const classes = useQuery(trpc.class.list.queryOptions({ type, limit: 3 }));
  const id = `home-${CLASS_TYPE_ANCHORS[type]}`;
  return (
    <section aria-labelledby={id} className="mt-10">
      <SectionHeader
        id={id}
        level={3}
        title={label}
        link={{
          href: `/session-classes#${CLASS_TYPE_ANCHORS[type]}`,
          text: <Trans>See all</Trans>,
          label: t`See all: ${label}`,
        }}
      />
      <div className="mt-5">
        <ClassGrid items={classes.data} loading={classes.isPending} headingLevel={4} />
      </div>
    </section>
  );
}

/** The first three classes of each type. */
export function FeaturedClasses() {
  return (
    <section aria-labelledby="home-classes" className="lazy-render mt-20">
      <SectionHeader id="home-classes" title={<Trans>Find your class</Trans>} />
      {CLASS_TYPES.map((type) => (
        <TypeRow key={type} type={type} />
      ))}
    </section>
  );
}
