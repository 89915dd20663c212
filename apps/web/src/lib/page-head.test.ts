// @vitest-environment happy-dom
import type { PageMeta } from '@app/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { applyPageHead } from './page-head';

const defaults = { title: 'Ruang Teduh', description: 'Default description.' };
const robots = () => [...document.head.querySelectorAll('meta[name="robots"]')].map((m) => m.getAttribute('content'));

const meta: PageMeta = {
  status: 200,
  title: 'About · Ruang Teduh',
  description: 'About us',
  canonical: 'https://x.example/about',
  image: null,
  type: 'website',
  alternates: [],
  jsonLd: [],
  preloadImage: null,
};

describe('the head after a client-side navigation', () => {
  beforeEach(() => {
    document.head.innerHTML = '<meta name="description" content="" />';
  });

  it('keeps noindex on a page with personal data, with the site’s default title', () => {
    // As the server sent it for /booking/{token}.
    document.head.insertAdjacentHTML('beforeend', '<meta name="robots" content="noindex, nofollow" />');
    applyPageHead(null, defaults, 'en', { private: true });
    expect(robots()).toEqual(['noindex, nofollow']);
    expect(document.title).toBe('Ruang Teduh');
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
  });

  it('drops it again on the next public page', () => {
    applyPageHead(null, defaults, 'en', { private: true });
    applyPageHead(meta, defaults, 'en');
    expect(robots()).toEqual([]);
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(meta.canonical);
  });
});
