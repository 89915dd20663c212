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
