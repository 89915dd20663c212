import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { cardTitleLink } from './ui';

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
