// @vitest-environment happy-dom
import type { User } from '@app/contract';
import { describe, expect, it, vi } from 'vitest';
import { SessionStore, SIGNED_OUT } from './session';

const dewi: User = { id: 1, email: 'dewi@example.com', name: 'Dewi', role: 'admin' };

function memoryCookies(initial: Record<string, string> = {}) {
  const jar = new Map(Object.entries(initial));
  const options = new Map<string, { days?: number }>();
  return {
    jar,
    options,
    get: (name: string) => jar.get(name) ?? null,
    set: (name: string, value: string, opts: { days?: number } = {}) => {
      jar.set(name, value);
      options.set(name, opts);
    },
    remove: (name: string) => {
      jar.delete(name);
    },
  };
}

describe('session store (SPEC section 4)', () => {
  it('starts without a token as the very state the server renders with (hydration re-renders nothing)', () => {
    expect(new SessionStore(memoryCookies()).snapshot).toBe(SIGNED_OUT);
    expect(new SessionStore(memoryCookies({ token: 'abc' })).snapshot).not.toBe(SIGNED_OUT);
  });

  it('starts signed out, with the token from the cookie if any', () => {
    expect(new SessionStore(memoryCookies()).snapshot).toEqual({ user: null, token: null });
    const store = new SessionStore(memoryCookies({ token: 'abc' }));
    expect(store.snapshot).toEqual({ user: null, token: 'abc' });
    expect(store.signedIn).toBe(false);
  });

  it('saves the token for 365 days with remember, otherwise as a session cookie', () => {
    const cookies = memoryCookies();
    const store = new SessionStore(cookies);
    store.saveToken('t1', true);
    expect(cookies.options.get('token')).toEqual({ days: 365 });
    store.saveToken('t2', false);
    expect(cookies.options.get('token')).toEqual({});
    expect(store.snapshot.token).toBe('t2');
  });

  it('stores the user when loading succeeds; signed in means a user is loaded', async () => {
    const store = new SessionStore(memoryCookies({ token: 'abc' }));
    await store.fetchUser(async () => dewi);
    expect(store.snapshot).toEqual({ user: dewi, token: 'abc' });
    expect(store.signedIn).toBe(true);
  });

  it('clears the token and keeps the user null when the server refuses it', async () => {
    const cookies = memoryCookies({ token: 'abc' });
    const store = new SessionStore(cookies);
    const refused = Object.assign(new Error('Sign in first.'), { data: { code: 'UNAUTHORIZED', httpStatus: 401 } });
    expect(await store.fetchUser(async () => Promise.reject(refused))).toBeNull();
    expect(store.snapshot).toEqual({ user: null, token: null });
    expect(cookies.jar.has('token')).toBe(false);
  });

  it('keeps the token when loading fails otherwise (a request cut short, the network, a server error)', async () => {
    const cookies = memoryCookies({ token: 'abc' });
    const store = new SessionStore(cookies);
    for (const failure of [
      new DOMException('The user aborted a request.', 'AbortError'),
      new TypeError('Failed to fetch'),
      Object.assign(new Error('Internal error'), { data: { code: 'INTERNAL_SERVER_ERROR', httpStatus: 500 } }),
    ])
      expect(await store.fetchUser(async () => Promise.reject(failure))).toBeNull();
    expect(store.snapshot).toEqual({ user: null, token: 'abc' });
    expect(cookies.jar.get('token')).toBe('abc');
  });

  it('replaces the stored user on update', async () => {
    const store = new SessionStore(memoryCookies({ token: 'abc' }));
    await store.fetchUser(async () => dewi);
    store.updateUser({ ...dewi, name: 'Dewi L.' });
    expect(store.snapshot.user?.name).toBe('Dewi L.');
  });

  it('logs out by calling the server, ignoring failure, then clearing user, token and cookie', async () => {
    const cookies = memoryCookies({ token: 'abc' });
    const store = new SessionStore(cookies);
    await store.fetchUser(async () => dewi);
    const server = vi.fn(async () => Promise.reject(new Error('offline')));
    await store.logout(server);
    expect(server).toHaveBeenCalledOnce();
    expect(store.snapshot).toEqual({ user: null, token: null });
    expect(cookies.jar.has('token')).toBe(false);
  });

  it('notifies subscribers of every change', async () => {
    const store = new SessionStore(memoryCookies());
    const seen: unknown[] = [];
    store.subscribe((s) => seen.push(s.user?.name ?? null));
    store.saveToken('t', false);
    await store.fetchUser(async () => dewi);
    await store.logout(async () => {});
    expect(seen).toEqual([null, 'Dewi', null]);
  });
});
