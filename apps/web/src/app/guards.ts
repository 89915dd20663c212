import { COOKIE_NAMES, isLocale, type Role } from '@app/contract/constants';
import { setCookie } from '../lib/cookies';
import type { SessionStore } from '../features/auth/session';
import { activateLocale, currentLocale } from './i18n';

export interface GuardContext {
  /** Path (with search and hash) being opened. */
  to: string;
  from: string | null;
  session: SessionStore;
  /** Loads the signed-in user (GET /api/user through tRPC). */
  loadUser: () => Promise<import('@app/contract').User>;
}

export type GuardResult = { next: true } | { redirect: string };
export type Guard = (ctx: GuardContext, argument?: string) => Promise<GuardResult> | GuardResult;

const next = (): GuardResult => ({ next: true });

/** SPEC section 2: the named route middleware. */
const middleware: Record<string, Guard> = {
  /** Loads the current locale's messages before the page opens. */
  locale: async ({ to }) => {
    const locale = currentLocale();
    await activateLocale(isLocale(locale) ? locale : 'en', { admin: to.startsWith('/admin') });
    return next();
  },
  /** With a token but no user loaded, tries to load the user; a failure is ignored (and clears the token). */
  'check-auth': async ({ session, loadUser }) => {
    if (session.snapshot.token && !session.snapshot.user) await session.fetchUser(loadUser);
    return next();
  },
  'admin-only': ({ session }) => (session.snapshot.user?.role === 'admin' ? next() : { redirect: '/' }),
  'authenticated-only': ({ session, to }) => {
    if (session.signedIn) return next();
    setCookie(COOKIE_NAMES.intendedUrl, to);
    return { redirect: '/admin/login' };
  },
  'guest-only': ({ session }) => (session.signedIn ? { redirect: '/admin' } : next()),
  /** `role:admin,editor`: the user's role must be in the list. */
  role: ({ session }, argument) => {
    const allowed = (argument ?? '')
      .split(',')
      .map((r) => r.trim())
      .filter(Boolean) as Role[];
    const role = session.snapshot.user?.role;
    return role && allowed.includes(role) ? next() : { redirect: '/unauthorized' };
  },
};

/** Runs on every route, before the page's own middleware. */
export const GLOBAL_MIDDLEWARE = ['locale', 'check-auth'] as const;

/** Splits `role:admin,editor` into its guard and argument; an unknown name is a programming error. */
export function resolveMiddleware(spec: string): { guard: Guard; argument: string | undefined } {
  const [name = '', argument] = spec.split(/:(.*)/s, 2);
  const guard = middleware[name];
  if (!guard) throw new Error(`Unknown route middleware "${name}" (known: ${Object.keys(middleware).join(', ')})`);
  return { guard, argument };
}

/** Runs guards in order; the first redirect wins. */
export async function runGuards(specs: readonly string[], ctx: GuardContext): Promise<GuardResult> {
  for (const spec of specs) {
    const { guard, argument } = resolveMiddleware(spec);
    const result = await guard(ctx, argument);
    if ('redirect' in result) return result;
  }
  return next();
}
