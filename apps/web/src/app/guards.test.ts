// @vitest-environment happy-dom
import type { User } from '@app/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionStore } from '../features/auth/session';
import { getCookie } from '../lib/cookies';
import { type GuardContext, resolveMiddleware, runGuards } from './guards';

const admin: User = { id: 1, email: 'a@example.com', name: 'Dewi', role: 'admin' };
const editor: User = { ...admin, role: 'editor' };

function context(user: User | null, to = '/admin/class'): GuardContext {
  const session = new SessionStore();
  if (user) session.updateUser(user);
  return { to, from: null, session, loadUser: vi.fn(async () => admin) };
}

describe('route guards', () => {
  beforeEach(() => {
    for (const c of document.cookie.split('; ')) document.cookie = `${c.split('=')[0]}=; max-age=0; path=/`;
  });

  it('admin-only sends a non-admin home', async () => {
    expect(await runGuards(['admin-only'], context(editor))).toEqual({ redirect: '/' });
    expect(await runGuards(['admin-only'], context(null))).toEqual({ redirect: '/' });
    expect(await runGuards(['admin-only'], context(admin))).toEqual({ next: true });
  });

  it('authenticated-only sends a guest to the login and remembers the path in intended_url', async () => {
    expect(await runGuards(['authenticated-only'], context(null, '/admin/class?page=2'))).toEqual({
      redirect: '/admin/login',
    });
    expect(getCookie('intended_url')).toBe('/admin/class?page=2');
    expect(await runGuards(['authenticated-only'], context(admin))).toEqual({ next: true });
  });

  it('guest-only sends a signed-in user to the welcome page', async () => {
    expect(await runGuards(['guest-only'], context(admin))).toEqual({ redirect: '/admin' });
    expect(await runGuards(['guest-only'], context(null))).toEqual({ next: true });
  });

  it('role accepts any role of a comma-separated list, else /unauthorized', async () => {
    expect(await runGuards(['role:admin,editor'], context(editor))).toEqual({ next: true });
    expect(await runGuards(['role:admin'], context(editor))).toEqual({ redirect: '/unauthorized' });
    expect(await runGuards(['role:admin'], context(null))).toEqual({ redirect: '/unauthorized' });
  });

  it('check-auth loads the user when a token exists, and ignores a failure', async () => {
    document.cookie = 'token=abc; path=/';
    const ok = context(null);
    await runGuards(['check-auth'], ok);
    expect(ok.session.snapshot.user).toEqual(admin);

    document.cookie = 'token=abc; path=/';
    const refused = Object.assign(new Error('Sign in first.'), { data: { code: 'UNAUTHORIZED', httpStatus: 401 } });
    const failing = { ...context(null), loadUser: vi.fn(async () => Promise.reject(refused)) };
    expect(await runGuards(['check-auth'], failing)).toEqual({ next: true });
    expect(failing.session.snapshot).toEqual({ user: null, token: null });
    expect(getCookie('token')).toBeNull();
  });

  it('runs in order and stops at the first redirect', async () => {
    expect(await runGuards(['guest-only', 'admin-only'], context(admin))).toEqual({ redirect: '/admin' });
  });

  it('names an undefined middleware clearly', () => {
    expect(() => resolveMiddleware('no-such-guard')).toThrow(/Unknown route middleware "no-such-guard"/);
  });
});
