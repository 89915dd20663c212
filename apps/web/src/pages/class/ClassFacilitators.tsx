import type { ClassDetail } from '@app/contract';
import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import { PictureOrPlaceholder } from '../../features/content/Picture';
import { TitledSection } from '../../features/content/TitledSection';
import { focusRing, muted } from '../../features/content/ui';

/** The people who lead the class, each linking to their profile. */
export function ClassFacilitators({ item }: { item: ClassDetail }) {
  if (item.facilitators.length === 0) return null;
  return (
    <TitledSection headingId="class-facilitators" className="mb-14" title={<Trans>Your facilitators</Trans>}>
      <ul className="mt-5 grid gap-4 min-[600px]:grid-cols-2">
        {item.facilitators.map((person) => (
          <li key={person.slug}>
            <Link
              href={`/facilitators/${person.slug}`}
              className={`group flex items-center gap-4 rounded-2xl bg-white p-3 shadow-sm ring-1 ring-dark/5 transition-shadow hover:shadow-md dark:bg-white/5 dark:ring-sand/10 ${focusRing}`}
            >
              <PictureOrPlaceholder
                image={person.photo}
                sizes="64px"
                alt=""
                className="size-16 shrink-0 rounded-full object-cover"
                placeholderClassName="size-16 shrink-0 rounded-full bg-linear-to-br from-primary/20 to-gold/30"
              />
              <span>
                <span className="block font-semibold text-dark group-hover:text-primary dark:text-sand dark:group-hover:text-gold">
                  {person.name}
                </span>
                <span className={`block text-sm ${muted}`}>{person.title}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
