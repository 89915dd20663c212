import { useSyncExternalStore } from 'react';
import { type SessionState, session } from './session';

const subscribe = (onChange: () => void) => session.subscribe(onChange);

/** What the server renders with (it renders public pages for everyone), and what hydration therefore starts from. */
const SIGNED_OUT: SessionState = { user: null, token: null };

/** The session store's state (user and token) for components. */
export function useSession() {
  return useSyncExternalStore(
    subscribe,
    () => session.snapshot,
    () => SIGNED_OUT,
  );
}
