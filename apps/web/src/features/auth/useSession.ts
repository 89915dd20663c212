import { useSyncExternalStore } from 'react';
import { session } from './session';

const subscribe = (onChange: () => void) => session.subscribe(onChange);

/** The session store's state (user and token) for components. */
export function useSession() {
  return useSyncExternalStore(subscribe, () => session.snapshot);
}
