import { api } from '../../app/trpc';
import { session } from './session';

/** SPEC section 4 logout: tell the server (failures ignored), then clear user, token and cookie. */
export function signOut(): Promise<void> {
  return session.logout(() => api.auth.logout.mutate());
}
