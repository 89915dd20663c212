import type { ReactNode } from 'react';

/** The colours of a state's pill (background and text), by what the state means. */
export const pillTones = {
  /** Good, live: published, active, sent. */
  success: 'bg-success/15 text-success dark:bg-success/25 dark:text-green-300',
  /** Needs a look or waits: draft, full, expired, invited. */
  warn: 'bg-warn/15 text-[#8a5a14] dark:bg-warn/25 dark:text-amber-300',
  /** Under way or new. */
  primary: 'bg-primary/15 text-primary-strong dark:bg-gold/20 dark:text-gold',
  /** Over and done with: revoked, declined, deactivated. */
  neutral: 'bg-dark/10 text-dark/75 dark:bg-sand/15 dark:text-sand/80',
  /** Called off. */
  danger: 'bg-danger/10 text-danger dark:bg-danger/25 dark:text-red-300',
};

/** A row's state as a coloured pill (`tone`: its background and text classes). */
export function StatusPill({ tone, children }: { tone: string; children: ReactNode }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap ${tone}`}
    >
      {children}
    </span>
  );
}
