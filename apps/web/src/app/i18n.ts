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
import { loadDeferredParts } from '../lib/first-use';

type Catalog = { messages: Record<string, unknown> };
type Messages = Parameters<typeof i18n.load>[1];

/**
 * Each locale's catalogue is its own lazily loaded chunk: the bundler makes one of every file the
 * path can name (`lingui extract` writes one per locale in LOCALES).
 */
const catalogs = {
  // What the first view (the layout, the home page) shows.
  messages: (locale: Locale): Promise<Catalog> => import(`../locales/${locale}/messages.po`),
  // What comes later, the other public pages and the forms (lingui.config.ts): loaded with them (`withPageMessages`).
  later: (locale: Locale): Promise<Catalog> => import(`../locales/${locale}/later.po`),
  // The back office's messages are a catalogue of their own, loaded only with the back office.
  admin: (locale: Locale): Promise<Catalog> => import(`../locales/${locale}/admin.po`),
};
type CatalogName = keyof typeof catalogs;

const loading = new Map<string, Promise<boolean>>();

/**
 * Adds a catalogue's messages to a locale. To the active locale without a "change" event: only what mounts after
 * this uses these messages, and a new I18nProvider context while a page hydrates would make React hydrate its
 * Suspense boundaries at once (or drop a boundary still waiting for its chunk to a client render).
 */
function addMessages(locale: Locale, messages: Messages): void {
  if (i18n.locale === locale) Object.assign(i18n.messages, messages);
  else i18n.load(locale, messages);
}

/** Loads a catalogue unless it already is (or is loading); answers whether this call loaded it. */
function loadCatalog(catalog: CatalogName, locale: Locale): Promise<boolean> {
  const key = `${catalog}:${locale}`;
  const known = loading.get(key);
  if (known) return known.then(() => false);
  const load = catalogs[catalog](locale).then(({ messages }) => {
    addMessages(locale, messages as Messages);
    return true;
  });
  loading.set(key, load);
  // A failed load (a chunk missing after a deploy) is tried again next time.
  load.catch(() => loading.delete(key));
  return load;
}

/** The language being activated (or active): what a page loading now needs its messages in. */
let target: Locale | undefined;
/** Whether a page or form that uses the `later` catalogue has been loaded: a language switch loads it too. */
let laterWanted = typeof document === 'undefined';

/**
 * A lazy page's or form's loader that also waits for the `later` catalogue in the language being shown, so it
 * never renders before its messages are there.
 */
export function withPageMessages<T>(load: () => Promise<T>): () => Promise<T> {
  return async () => {
    laterWanted = true;
    const [module] = await Promise.all([load(), loadCatalog('later', target ?? currentLocale())]);
    return module;
  };
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

/**
 * Loads the catalogues a locale needs on first use (the back office's when asked; the other pages' once any of
 * them has loaded, and always on the server), then switches to it.
 */
export async function activateLocale(locale: Locale, options: { admin?: boolean } = {}): Promise<void> {
  target = locale;
  // The back office previews public pages and their forms: it needs their messages too.
  if (options.admin) laterWanted = true;
  const loads = await Promise.all([
    loadCatalog('messages', locale),
    laterWanted ? loadCatalog('later', locale) : false,
    options.admin ? loadCatalog('admin', locale) : false,
  ]);
  // Nothing new (the page's guard, right after hydration): no "change" event, so I18nProvider keeps its
  // context. A new context while the page hydrates would make React hydrate all of it at once, in one
  // long task, instead of boundary by boundary between other work.
  if (!loads.includes(true) && i18n.locale === locale) return;
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
  // The new language re-renders every part of the page: those still waiting for their code come first.
  await loadDeferredParts();
  await activateLocale(locale);
  setCookie(COOKIE_NAMES.locale, locale, { days: PERSISTENT_COOKIE_DAYS });
}

export function currentLocale(): Locale {
  return isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
}

export { i18n };
