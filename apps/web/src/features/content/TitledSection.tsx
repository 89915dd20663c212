import type { ReactNode } from 'react';
import { sectionTitle } from './ui';

/** A page section named by its own h2 (`aria-labelledby` points at `headingId`), so it is a landmark with that name. */
export function TitledSection({
  headingId,
  title,
  className,
  children,
}: {
  headingId: string;
  title: ReactNode;
  className: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={headingId} className={className}>
      <h2 id={headingId} className={sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}
