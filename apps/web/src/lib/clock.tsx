import { createContext, type ReactNode, startTransition, useContext, useEffect, useState } from 'react';
import { loadDeferredParts, partsInAfterFirstUse } from './first-use';

const MINUTE_MS = 60_000;

/** What a page shows of "now" (which dates are still ahead, this year) changes by the minute, no faster. */
const toMinute = (ms: number) => ms - (ms % MINUTE_MS);

const ClockContext = createContext<number | null>(null);

/**
 * "Now" for what a page shows. On the server, the time it renders the page at; in the browser, that same time
 * (written into the page) while the page hydrates, whatever the visitor's clock says and however long the server
 * kept the page: both sides render the same dates. Once the app runs, the browser's clock, updated every minute as
 * a transition (a page still hydrating is not forced to finish at once). A page the browser renders itself starts
 * from the browser's clock.
 */
export function ClockProvider({ renderedAt, children }: { renderedAt?: number | undefined; children: ReactNode }) {
  const [now, setNow] = useState(() => toMinute(renderedAt ?? Date.now()));
  useEffect(() => {
    const tick = () => startTransition(() => setNow(toMinute(Date.now())));
    // A new minute re-renders every part of the page, those still waiting for the visitor's first use too
    // (lib/first-use.ts): an update above a part still waiting for its code would hold (a transition) until the
    // visitor moves. So the browser's clock takes over once those parts are in: at the first use, or after a minute.
    void partsInAfterFirstUse().then(tick);
    const timer = setInterval(() => void loadDeferredParts().then(tick), MINUTE_MS);
    return () => clearInterval(timer);
  }, []);
  return <ClockContext value={now}>{children}</ClockContext>;
}

/** The time a page's dates are read against, in milliseconds (see ClockProvider): never the clock read while rendering. */
export function useNow(): number {
  const now = useContext(ClockContext);
  if (now === null) throw new Error('useNow() needs a ClockProvider above it.');
  return now;
}
