import { useEffect, useState } from 'react';

/** The longest wait setTimeout keeps (about 24.8 days); later times are checked again on the next render. */
const MAX_TIMEOUT_MS = 2 ** 31 - 1;

/** Whether the instant `iso` has come (false while null); turns true by itself when it does, while the page is open. */
export function useReached(iso: string | null): boolean {
  const at = iso === null ? Number.NaN : Date.parse(iso);
  const [reached, setReached] = useState(() => Date.now() >= at);
  useEffect(() => {
    const wait = at - Date.now();
    setReached(wait <= 0);
    if (!(wait > 0) || wait > MAX_TIMEOUT_MS) return;
    const timer = setTimeout(() => setReached(true), wait);
    return () => clearTimeout(timer);
  }, [at]);
  return reached;
}
