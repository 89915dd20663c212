import { useSyncExternalStore } from 'react';
import { SIGNED_OUT, session } from './session';

const subscribe = (onChange: () => void) => session.subscribe(onChange);

/** The session store's state (user and token) for components. */
export function useSession() {
  return useSyncExternalStore(
    subscribe,
    () => session.snapshot,
    // What the server renders with (public pages are the same for everyone): hydration starts from it.
    () => SIGNED_OUT,
  );
}
