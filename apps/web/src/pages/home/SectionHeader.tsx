import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { sectionTitle, textLink } from '../../features/content/ui';

interface SectionHeaderProps {
  id: string;
  title: ReactNode;
  /** The "see all" link: its target, visible text and full accessible name. */
  link?: { href: string; text: ReactNode; label: string };
  level?: 2 | 3;
  className?: string;
}

/** A home section's heading with an optional "see all" link on the right. */
export function SectionHeader({ id, title, link, level = 2, className = '' }: SectionHeaderProps) {
  const Heading = `h${level}` as 'h2' | 'h3';
  return (
    <div className={`flex flex-wrap items-end justify-between gap-x-6 gap-y-2 ${className}`}>
      <Heading id={id} className={level === 2 ? sectionTitle : 'text-xl font-semibold text-dark dark:text-sand'}>
        {title}
      </Heading>
      {link && (
        <Link href={link.href} aria-label={link.label} className={`text-sm ${textLink}`}>
          {link.text} <span aria-hidden="true">→</span>
        </Link>
      )}
    </div>
  );
}
