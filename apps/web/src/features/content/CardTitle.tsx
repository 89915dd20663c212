import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { card } from './ui';

// Here, not in ui.ts: only the cards use them, and the home page loads its cards at first use.
/** A card that its title link stretches over (cardTitleLink): one target, raised on hover. */
export const linkCard = `group relative flex h-full flex-col overflow-hidden transition-shadow hover:shadow-md ${card}`;

/**
 * A card's title link, stretched over the whole card (the card is `relative`): the card is one target. Its focus
 * ring is drawn inside the card's edge, since the card clips its image to its rounded corners.
 */
const cardTitleLink =
  "after:absolute after:inset-0 after:rounded-2xl after:content-[''] hover:text-primary focus-visible:outline-none focus-visible:after:ring-2 focus-visible:after:ring-inset focus-visible:after:ring-primary dark:hover:text-gold dark:focus-visible:after:ring-gold";

/** A link card's title: a heading whose link stretches over the whole card (inside a `linkCard`). */
export function CardTitle({ level, href, children }: { level: 2 | 3 | 4; href: string; children: ReactNode }) {
  const Heading = `h${level}` as 'h2' | 'h3' | 'h4';
  return (
    <Heading className="text-lg font-semibold leading-snug text-dark dark:text-sand">
      <Link href={href} className={cardTitleLink}>
        {children}
      </Link>
    </Heading>
  );
}
