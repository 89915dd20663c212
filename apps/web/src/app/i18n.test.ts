// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getCookie } from '../lib/cookies';
import { initialLocale } from './i18n';

describe('locale start-up rule (SPEC section 4)', () => {
  beforeEach(() => {
    document.cookie = 'locale=; max-age=0; path=/';
    document.documentElement.removeAttribute('lang');
  });

  it('uses the stored locale when it is available', () => {
    document.cookie = 'locale=zh-CN; path=/';
    expect(initialLocale()).toBe('zh-CN');
    expect(getCookie('locale')).toBe('zh-CN');
  });

  it('removes an unavailable stored locale and uses English', () => {
    document.cookie = 'locale=de; path=/';
    expect(initialLocale()).toBe('en');
    expect(getCookie('locale')).toBeNull();
  });

  it('takes a ?lang= link first and remembers it', () => {
    history.replaceState(null, '', '/about?lang=pt-BR');
    document.cookie = 'locale=fr; path=/';
    expect(initialLocale()).toBe('pt-BR');
    expect(getCookie('locale')).toBe('pt-BR');
    history.replaceState(null, '', '/about?lang=klingon');
    expect(initialLocale()).toBe('pt-BR');
    history.replaceState(null, '', '/');
  });

  it('uses English without a cookie', () => {
    expect(initialLocale()).toBe('en');
  });

  it('speaks Bahasa Indonesia to a browser set to Indonesian', () => {
    const languages = vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['id-ID', 'id', 'en-US']);
    try {
      expect(initialLocale()).toBe('id');
      expect(getCookie('locale')).toBeNull();
    } finally {
      languages.mockRestore();
    }
  });

  it('keeps the language the server chose for the page (from Accept-Language) when nothing is stored', () => {
    document.documentElement.lang = 'fr';
    expect(initialLocale()).toBe('fr');
    expect(getCookie('locale')).toBeNull();
  });

  it('removes an unavailable stored locale and keeps the language the server chose', () => {
    document.documentElement.lang = 'pt-BR';
    document.cookie = 'locale=de; path=/';
    expect(initialLocale()).toBe('pt-BR');
    expect(getCookie('locale')).toBeNull();
  });

  it('prefers an available stored locale to the page language, as the server does', () => {
    document.documentElement.lang = 'fr';
    document.cookie = 'locale=es; path=/';
    expect(initialLocale()).toBe('es');
  });
});

describe('activating a language', () => {
  it('tells the app (a "change") only when the language or its messages are new', async () => {
    const { activateLocale, i18n } = await import('./i18n');
    const changes = vi.fn();
    const unsubscribe = i18n.on('change', changes);
    try {
      await activateLocale('fr');
      expect(changes).toHaveBeenCalled();
      expect(i18n.locale).toBe('fr');
      changes.mockClear();
      // The page's guard after hydration: same language, nothing to load. A change here would hand
      // I18nProvider a new context and make React hydrate the whole page in one task.
      await activateLocale('fr');
      expect(changes).not.toHaveBeenCalled();
      await activateLocale('fr', { admin: true });
      expect(changes).toHaveBeenCalled();
      changes.mockClear();
      await activateLocale('es');
      expect(changes).toHaveBeenCalled();
      expect(i18n.locale).toBe('es');
    } finally {
      unsubscribe();
    }
  });
});

describe('the later catalogue (the other pages and the forms)', () => {
  it('loads with a page, in its language, without a "change"; a language switch then loads it too', async () => {
    // A fresh module (no page loaded yet), and languages the test above did not load.
    vi.resetModules();
    const { activateLocale, withPageMessages, i18n } = await import('./i18n');
    // A form's message (features/forms), in the later catalogue only (found by its English text: a macro here would
    // put it in this folder's catalogue).
    const english = (await import('../locales/en/later.po')).messages as Record<string, unknown>;
    const optional = Object.keys(english).find((id) => String(english[id]) === '(optional)') ?? 'none';
    await activateLocale('pt-BR');
    expect(i18n._(optional)).not.toBe('(opcional)');
    const changes = vi.fn();
    const unsubscribe = i18n.on('change', changes);
    try {
      const page = withPageMessages(() => Promise.resolve({ default: 'the page' }));
      await expect(page()).resolves.toEqual({ default: 'the page' });
      expect(i18n._(optional)).toBe('(opcional)');
      // Only what mounts after this uses these messages: a new context would disturb a page hydrating.
      expect(changes).not.toHaveBeenCalled();
      await activateLocale('id');
      expect(i18n._(optional)).toBe('(opsional)');
    } finally {
      unsubscribe();
    }
  });
});
