import { COOKIE_NAMES, PERSISTENT_COOKIE_DAYS } from '@app/contract/constants';
import type { User } from '@app/contract';
import { getCookie, removeCookie, setCookie } from '../../lib/cookies';

export interface SessionState {
  user: User | null;
  token: string | null;
}

type Listener = (state: SessionState) => void;

/**
 * Nobody signed in: what the server renders public pages with, and the store's own first state without a
 * token, the very same object. useSyncExternalStore compares the two after hydrating; a different
 * object, however equal, would re-render every page that reads the session at once, synchronously.
 */
export const SIGNED_OUT: SessionState = Object.freeze({ user: null, token: null });

/**
 * The session store of SPEC section 4. Signed in means a user is loaded; the token lives in the
 * `token` cookie (365 days with "remember me", otherwise a session cookie).
 */
export class SessionStore {
  private state: SessionState;
  private readonly listeners = new Set<Listener>();

  constructor(private readonly cookies = { get: getCookie, set: setCookie, remove: removeCookie }) {
    const token = this.cookies.get(COOKIE_NAMES.token);
    this.state = token ? { user: null, token } : SIGNED_OUT;
  }

  get snapshot(): SessionState {
    return this.state;
  }

  get signedIn(): boolean {
    return this.state.user !== null;
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private set(next: Partial<SessionState>) {
    this.state = { ...this.state, ...next };
    for (const listener of this.listeners) listener(this.state);
  }

  saveToken(token: string, remember: boolean): void {
    this.cookies.set(COOKIE_NAMES.token, token, remember ? { days: PERSISTENT_COOKIE_DAYS } : {});
    this.set({ token });
  }

  /**
   * Loads the user. When the server refuses the token (401) it is cleared; any other failure (the
   * request cut short by leaving the page, the network, a server error) leaves it for the next try, so
   * following a link mid-request does not sign anyone out.
   */
  async fetchUser(load: () => Promise<User>): Promise<User | null> {
    try {
      const user = await load();
      this.set({ user });
      return user;
    } catch (error) {
      if (refusedToken(error)) this.clear();
      else this.set({ user: null });
      return null;
    }
  }

  /** Replaces the stored user with the saved one. */
  updateUser(user: User): void {
    this.set({ user });
  }

  /** Calls the server, ignores any failure, then clears user, token and cookie. */
  async logout(callServer: () => Promise<unknown>): Promise<void> {
    try {
      await callServer();
    } catch {}
    this.clear();
  }

  private clear() {
    this.cookies.remove(COOKIE_NAMES.token);
    this.set({ user: null, token: null });
  }
}

/** The server's answer that the token names no live session (a tRPC UNAUTHORIZED, HTTP 401). */
function refusedToken(error: unknown): boolean {
  const data = (error as { data?: { httpStatus?: number; code?: string } } | null)?.data;
  return data?.httpStatus === 401 || data?.code === 'UNAUTHORIZED';
}

export const session = new SessionStore();
