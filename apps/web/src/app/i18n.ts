import {
  COOKIE_NAMES,
  DEFAULT_LOCALE,
  isLocale,
  PERSISTENT_COOKIE_DAYS,
  resolveLocale,
  type Locale,
} from '@app/contract/constants';
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { getCookie, removeCookie, setCookie } from '../lib/cookies';

type Catalog = { messages: Record<string, unknown> };

/**
 * Each locale's catalogue is its own lazily loaded chunk: the bundler makes one of every file the
 * path can name (`lingui extract` writes one per locale in LOCALES).
 */
const catalogs = {
  messages: (locale: Locale): Promise<Catalog> => import(`../locales/${locale}/messages.po`),
  // The back office's messages are a catalogue of their own, loaded only with the back office.
  admin: (locale: Locale): Promise<Catalog> => import(`../locales/${locale}/admin.po`),
};

const loaded = new Set<string>();

/** Loads a catalogue unless it already is; answers whether it loaded one now. */
async function loadCatalog(catalog: keyof typeof catalogs, locale: Locale): Promise<boolean> {
  const key = `${catalog}:${locale}`;
  if (loaded.has(key)) return false;
  const { messages } = await catalogs[catalog](locale);
  // load() merges into what the locale already has.
  i18n.load(locale, messages as Parameters<typeof i18n.load>[1]);
  loaded.add(key);
  return true;
}

/**
 * The first render's language, chosen as the server chose the page's (`pageLocale()` in
 * apps/server/src/plugins/page-meta.ts): a `?lang=` link, then the `locale` cookie, then the browser's
 * languages. SPEC section 4: a stored locale is used only if it is available; otherwise the cookie goes.
 * Without a usable choice the server has already resolved Accept-Language into `<html lang>`: the app
 * keeps that language, so the page does not switch language once the app has rendered.
 */
export function initialLocale(): Locale {
  // A language link (`?lang=fr`, as the sitemap's alternates use) chooses and remembers the language.
  const requested = new URLSearchParams(location.search).get('lang');
  if (requested && isLocale(requested)) {
    setCookie(COOKIE_NAMES.locale, requested, { days: PERSISTENT_COOKIE_DAYS });
    return requested;
  }
  const stored = getCookie(COOKIE_NAMES.locale);
  if (stored && isLocale(stored)) return stored;
  if (stored) removeCookie(COOKIE_NAMES.locale);
  const served = document.documentElement.lang;
  if (isLocale(served)) return served;
  return resolveLocale(navigator.languages?.join(',') || navigator.language);
}

/** Loads a catalogue on first use (with the back office's when asked), then switches to it. */
export async function activateLocale(locale: Locale, options: { admin?: boolean } = {}): Promise<void> {
  const messages = await loadCatalog('messages', locale);
  const admin = options.admin ? await loadCatalog('admin', locale) : false;
  // Nothing new (the page's guard, right after hydration): no "change" event, so I18nProvider keeps its
  // context. A new context while the page hydrates would make React hydrate all of it at once, in one
  // long task, instead of boundary by boundary between other work.
  if (!messages && !admin && i18n.locale === locale) return;
  i18n.activate(locale);
  // The server activates a page's language too, without a document: it writes <html lang> itself.
  if (typeof document === 'undefined') return;
  document.documentElement.lang = locale;
  document.querySelector('meta[name="description"]')?.setAttribute('content', i18n._(DEFAULT_DESCRIPTION));
}

/** The default page title and description (SPEC section 1): the product shares universal wisdom. */
export const DEFAULT_TITLE = msg`Ruang Teduh · Sharing universal wisdom for everyday life`;
export const DEFAULT_DESCRIPTION = msg`Ruang Teduh shares universal wisdom for everyday life: facilitator-led classes, private sessions, workshops and employee-assistance programmes in Jakarta and online.`;

export async function changeLocale(locale: Locale): Promise<void> {
  await activateLocale(locale);
  setCookie(COOKIE_NAMES.locale, locale, { days: PERSISTENT_COOKIE_DAYS });
}

export function currentLocale(): Locale {
  return isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
}

export { i18n };
