import { useEffect, useSyncExternalStore } from 'react';

/** A little after the router's own scroll (190 ms), so late-loading content still gets its anchor. */
const DELAY_MS = 220;

/**
 * Scrolls to the element named by the URL hash once `ready` turns true (the data that renders it
 * has arrived). The router scrolls before content from the server exists; this finishes the job.
 */
export function useScrollToHash(ready: boolean): void {
  useEffect(() => {
    if (!ready) return;
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (!id) return;
    const timer = setTimeout(() => {
      const target = document.getElementById(id);
      if (!target) return;
      const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      target.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
    }, DELAY_MS);
    return () => clearTimeout(timer);
  }, [ready]);
}

const onHashChange = (notify: () => void) => {
  window.addEventListener('hashchange', notify);
  return () => window.removeEventListener('hashchange', notify);
};

/**
 * The current URL hash without '#', decoded. The server never sees it: it renders with none, hydration
 * starts from that, and the page then follows the browser's.
 */
export function useHash(): string {
  return useSyncExternalStore(
    onHashChange,
    () => decodeURIComponent(window.location.hash.slice(1)),
    () => '',
  );
}
