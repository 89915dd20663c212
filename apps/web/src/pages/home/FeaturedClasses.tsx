import { useSuspenseQuery } from '@tanstack/react-query';
import { CLASS_TYPES, type ClassType } from '@app/contract/constants';
import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense } from 'react';
import { BELOW_THE_FOLD } from '../../app/dehydrated';
import { useTRPC } from '../../app/trpc';
import { ClassGrid } from '../../features/classes/ClassGrid';
import { CLASS_TYPE_ANCHORS, useClassTypeLabel } from '../../features/classes/classFormat';
import { SectionHeader } from './SectionHeader';

/** The first three classes of a type: only those are asked for, and not in the page's data block (issue 33). */
function TypeCards({ type }: { type: ClassType }) {
  const trpc = useTRPC();
  const classes = useSuspenseQuery(trpc.class.list.queryOptions({ type, limit: 3 }, BELOW_THE_FOLD));
  return <ClassGrid items={classes.data} headingLevel={4} />;
}

function TypeRow({ type }: { type: ClassType }) {
  const { t } = useLingui();
  const label = useClassTypeLabel()(type);
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
        <Suspense fallback={<ClassGrid items={undefined} loading headingLevel={4} />}>
          <TypeCards type={type} />
        </Suspense>
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
