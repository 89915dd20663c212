import type { ReactNode } from 'react';

/** A row's state as a coloured pill (`tone`: its background and text classes). */
export function StatusPill({ tone, children }: { tone: string; children: ReactNode }) {
  return (
    <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap ${tone}`}>
      {children}
    </span>
  );
}
