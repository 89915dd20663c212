import { useIsFetching, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import type { ClassType } from '@app/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, Suspense } from 'react';
import { BELOW_THE_FOLD } from '../../app/dehydrated';
import { useTRPC } from '../../app/trpc';
import { ClassGrid } from '../../features/classes/ClassGrid';
import { CLASS_TYPE_ANCHORS, useClassTypeLabel, weekdayName } from '../../features/classes/classFormat';
import { PageIntro } from '../../features/content/PageIntro';
import { Picture } from '../../features/content/Picture';
import { useScrollToHash } from '../../features/content/useScrollToHash';
import { card, muted, pageShell, sectionTitle } from '../../features/content/ui';
import { groupByWeekday } from '../../lib/weekdays';
import { ClassTypeNav } from './ClassTypeNav';

function TypeSection({ type, intro, children }: { type: ClassType; intro: ReactNode; children: ReactNode }) {
  const label = useClassTypeLabel();
  const anchor = CLASS_TYPE_ANCHORS[type];
  return (
    <section id={anchor} aria-labelledby={`${anchor}-title`} className="scroll-mt-24 pt-12">
      <h2 id={`${anchor}-title`} className={sectionTitle}>
        {label(type)}
      </h2>
      <p className={`mt-2 max-w-2xl ${muted}`}>{intro}</p>
      <div className="mt-6">{children}</div>
    </section>
  );
}

function ScheduleImage() {
  const trpc = useTRPC();
  const settings = useQuery(trpc.settings.public.queryOptions());
  const image = settings.data?.scheduleImage;
  if (!image) return null;
  return (
    <figure className={`mt-10 overflow-hidden ${card}`}>
      <a
        href={image.url}
        target="_blank"
        rel="noopener noreferrer"
        className="block focus-visible:outline-2 focus-visible:outline-primary"
      >
        <Picture image={image} sizes="(min-width: 1152px) 1104px, 100vw" className="h-auto w-full" />
        <span className="sr-only">
          <Trans>(opens in a new tab)</Trans>
        </span>
      </a>
      <figcaption className={`px-5 py-3 text-sm ${muted}`}>
        <Trans>Our class schedule. Select the image to open it full size.</Trans>
      </figcaption>
    </figure>
  );
}

/** Regular classes by weekday, Tuesday to Sunday: below the first screen, so not in the page's data block (issue 33). */
function RegularClasses() {
  const trpc = useTRPC();
  const regular = useSuspenseQuery(trpc.class.list.queryOptions({ type: 'REGULAR' }, BELOW_THE_FOLD));
  const days = groupByWeekday(regular.data);
  if (days.length === 0) return <ClassGrid items={regular.data} />;
  return (
    <div className="space-y-10">
      {days.map(({ day, classes }) => (
        <section key={day} aria-labelledby={`day-${day}`}>
          <h3
            id={`day-${day}`}
            className="mb-4 flex items-center gap-3 text-lg font-semibold text-primary-strong dark:text-gold"
          >
            {weekdayName(day)}
            <span aria-hidden="true" className="h-px flex-1 bg-dark/10 dark:bg-sand/15" />
          </h3>
          <ClassGrid items={classes} headingLevel={4} />
        </section>
      ))}
    </div>
  );
}

function Workshops() {
  const trpc = useTRPC();
  const workshops = useSuspenseQuery(trpc.class.list.queryOptions({ type: 'WORKSHOP_AND_EVENT' }, BELOW_THE_FOLD));
  return <ClassGrid items={workshops.data} />;
}

/** /session-classes: every class, by type; regular classes by weekday, Tuesday to Sunday. */
export default function JourneyPage() {
  const trpc = useTRPC();
  const { t } = useLingui();
  const privateSessions = useQuery(trpc.class.list.queryOptions({ type: 'PRIVATE_SESSION' }));
  // A #section is scrolled to once every list is in: the sections above it have their height then.
  const listsLoading = useIsFetching({ queryKey: trpc.class.list.queryKey() }) > 0;
  useScrollToHash(!privateSessions.isPending && !listsLoading);

  return (
    <div className={pageShell}>
      <PageIntro code="journey" fallbackTitle={t`Session classes`} />
      <ScheduleImage />
      <div className="mt-10">
        <ClassTypeNav />
      </div>

      <TypeSection
        type="PRIVATE_SESSION"
        intro={<Trans>One-to-one time with a facilitator, at a pace and time that suit you.</Trans>}
      >
        <ClassGrid items={privateSessions.data} loading={privateSessions.isPending} priority />
      </TypeSection>

      <TypeSection type="REGULAR" intro={<Trans>Weekly classes from Tuesday to Sunday. Join any week.</Trans>}>
        <Suspense fallback={<ClassGrid items={undefined} loading />}>
          <RegularClasses />
        </Suspense>
      </TypeSection>

      <TypeSection
        type="WORKSHOP_AND_EVENT"
        intro={<Trans>One-off workshops, retreats and events. Places are limited.</Trans>}
      >
        <Suspense fallback={<ClassGrid items={undefined} loading />}>
          <Workshops />
        </Suspense>
      </TypeSection>
    </div>
  );
}
