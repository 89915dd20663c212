import type { ReactNode } from 'react';
import { useHydrated } from '../../lib/use-hydrated';

/**
 * A public form's fields, turned off until the app runs: the server renders them, but before hydration
 * an entry or a choice reaches nothing that watches it (a date would not change the seats offered) and
 * may be replaced by the app's own values when it takes over.
 */
export function FormBody({ className, children }: { className: string; children: ReactNode }) {
  const ready = useHydrated();
  return (
    <fieldset disabled={!ready} className={`min-w-0 ${className}`}>
      {children}
    </fieldset>
  );
}
