import type { CounselorSummary } from '@app/contract';
import { PictureOrPlaceholder } from '../content/Picture';
import { CardTitle, linkCard } from '../content/CardTitle';
import { muted } from '../content/ui';
import { GroupBadges } from './GroupBadges';

interface FacilitatorCardProps {
  person: CounselorSummary;
  headingLevel?: 2 | 3 | 4;
  /** Hide the summary for compact grids (home page). */
  compact?: boolean;
}

/** A facilitator as a card; the whole card links to /facilitators/{slug}. */
export function FacilitatorCard({ person, headingLevel = 3, compact = false }: FacilitatorCardProps) {
  return (
    <article className={linkCard}>
      <PictureOrPlaceholder
        image={person.photo}
        sizes="(min-width: 1152px) 280px, (min-width: 900px) 25vw, (min-width: 600px) 50vw, 100vw"
        className="aspect-[4/5] w-full object-cover transition-transform duration-500 group-hover:scale-[1.02] motion-reduce:transition-none"
        placeholderClassName="aspect-[4/5] w-full bg-linear-to-br from-primary/20 to-gold/30"
      />
      <div className="flex flex-1 flex-col gap-1.5 p-5">
        <CardTitle level={headingLevel} href={`/facilitators/${person.slug}`}>
          {person.name}
        </CardTitle>
        <p className="text-sm font-medium text-primary-strong dark:text-gold">{person.title}</p>
        {!compact && person.summary && <p className={`line-clamp-3 text-sm ${muted}`}>{person.summary}</p>}
        <GroupBadges groups={person.groups} className="mt-auto pt-3" />
      </div>
    </article>
  );
}
