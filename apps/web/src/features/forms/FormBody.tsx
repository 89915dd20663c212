import type { ReactNode } from 'react';
import { useHydrated } from '../../lib/use-hydrated';

/**
 * A public form's fields, turned off until the app runs: the server renders them, but before hydration
 * an entry or a choice reaches nothing that watches it (a date would not change the seats offered) and
 * may be replaced by the app's own values when it takes over.
 *
 * `openBeforeHydration`: plain fields whose form reads what was typed into them when its code arrives (the
 * newsletter form, NewsletterForm.tsx). They take typing at once; only the send button waits for the code.
 */
export function FormBody({
  className,
  openBeforeHydration = false,
  children,
}: {
  className: string;
  openBeforeHydration?: boolean;
  children: ReactNode;
}) {
  const ready = useHydrated();
  return (
    <fieldset disabled={!ready && !openBeforeHydration} className={`min-w-0 ${className}`}>
      {children}
    </fieldset>
  );
}
