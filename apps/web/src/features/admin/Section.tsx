import type { ReactNode } from 'react';
import { card } from './ui';

/** A titled card that groups related fields of a long form. */
export function Section({
  title,
  description,
  children,
}: {
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className={`${card} space-y-5`}>
      <div>
        <h2 className="text-lg font-semibold">{title}</h2>
        {description && <p className="mt-0.5 text-sm text-dark/70 dark:text-sand/75">{description}</p>}
      </div>
      {children}
    </section>
  );
}
