import { useSyncExternalStore } from 'react';
import { dateTimeFormat } from './intl-cache';

const never = () => () => {};

const browserTimeZone = () => dateTimeFormat(undefined).resolvedOptions().timeZone;

/**
 * The zone the visitor's device keeps its clock in; null on the server and while the browser hydrates what the
 * server rendered (the server cannot know it, and both must render the same), the zone from then on (at once for
 * what the browser renders itself). What depends on it (the visitor's own time beside the class's) is added after
 * hydration; use it in small components, which it renders again once hydrated.
 */
export function useVisitorTimeZone(): string | null {
  return useSyncExternalStore(never, browserTimeZone, () => null);
}
