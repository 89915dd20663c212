import { describe, expect, it } from 'vitest';
import { classifyPath, headTags, isPrivatePath, newsletterLinkOf, type PageMeta } from '../src';

describe('which paths the site has', () => {
  it('knows content pages, detail pages with a well-formed slug, app pages and the back office', () => {
    expect(classifyPath('/')).toEqual({ kind: 'page', path: '/', code: 'home' });
    expect(classifyPath('/corporate/faq/')).toEqual({ kind: 'page', path: '/corporate/faq', code: 'corporate-faq' });
    expect(classifyPath('/class/yoga-flow')).toEqual({ kind: 'class', slug: 'yoga-flow' });
    expect(classifyPath('/facilitators/made-wirawan')).toEqual({ kind: 'facilitator', slug: 'made-wirawan' });
    for (const path of [
      '/unauthorized',
      '/newsletter/unsubscribe',
      '/employee-assistance-program',
      '/admin',
      '/admin/class/3/edit',
      '/booking/q3Zk_9-xYw2vB7nL0pR4sT6uV8wX1yZ3aB5cD7eF9gH',
    ]) {
      expect(classifyPath(path), path).toEqual({ kind: 'app' });
    }
  });

  it('knows which pages carry personal data (a booking’s manage link, a newsletter email’s links)', () => {
    expect(isPrivatePath('/booking/q3Zk_9-xYw2vB7nL0pR4sT6uV8wX1yZ3aB5cD7eF9gH')).toBe(true);
    expect(isPrivatePath('/booking/abc/')).toBe(true);
    expect(isPrivatePath('/newsletter/confirm/q3Zk_9-xYw2vB7nL0pR4sT6uV8wX1yZ3')).toBe(true);
    expect(isPrivatePath('/newsletter/unsubscribe')).toBe(true);
    for (const path of ['/booking', '/booking/', '/booking/a/b', '/booking/a.b', '/class/yoga-flow', '/']) {
      expect(isPrivatePath(path), path).toBe(false);
    }
  });

  it('reads the token of a newsletter link from its page’s address', () => {
    const none = new URLSearchParams();
    expect(newsletterLinkOf('/newsletter/confirm/q3Zk_9-xYw2vB7nL0pR4sT6uV8wX1yZ3', none)).toEqual({
      kind: 'confirm',
      token: 'q3Zk_9-xYw2vB7nL0pR4sT6uV8wX1yZ3',
    });
    expect(newsletterLinkOf('/newsletter/unsubscribe/', new URLSearchParams('token=abc_def-123&lang=id'))).toEqual({
      kind: 'unsubscribe',
      token: 'abc_def-123',
    });
    for (const path of ['/newsletter/unsubscribe', '/newsletter/confirm/a.b', '/booking/abc', '/']) {
      expect(newsletterLinkOf(path, none), path).toBeNull();
    }
  });

  it('knows nothing else', () => {
    for (const path of [
      '/404',
      '/nope',
      '/class',
      '/class/Yoga',
      '/class/a--b',
      '/class/a/b',
      '/administrator',
      '/booking',
      '/booking/',
      '/booking/a/b',
      '/booking/%3Cscript%3E',
      '/toString',
      '/__proto__',
    ]) {
      expect(classifyPath(path), path).toEqual({ kind: 'unknown' });
    }
  });
});

describe('head tags', () => {
  const meta: PageMeta = {
    status: 200,
    title: 'About · Ruang Teduh',
    description: 'About us',
    canonical: 'https://x.example/about?lang=pt-BR',
    image: null,
    type: 'website',
    alternates: [{ hreflang: 'x-default', href: 'https://x.example/about' }],
    jsonLd: [{ '@type': 'A' }, { '@type': 'B' }],
    preloadImage: null,
  };
  const attr = (tags: ReturnType<typeof headTags>, property: string) =>
    tags.filter((t) => t.attributes.property === property).map((t) => t.attributes.content);

  it('writes og:locale as language_TERRITORY and one script per JSON-LD block', () => {
    const tags = headTags(meta, 'pt-BR');
    expect(attr(tags, 'og:locale')).toEqual(['pt_BR']);
    expect(attr(tags, 'og:locale:alternate')).toEqual(['en_US', 'es_ES', 'fr_FR', 'zh_CN', 'id_ID']);
    expect(attr(tags, 'og:url')).toEqual([meta.canonical]);
    expect(tags.filter((t) => t.tag === 'script').map((t) => t.json)).toEqual(meta.jsonLd);
    expect(tags.some((t) => t.attributes.name === 'robots')).toBe(false);
  });

  it('writes only noindex for a page that does not exist', () => {
    expect(headTags({ ...meta, status: 404, canonical: null, alternates: [], jsonLd: [] }, 'en')).toEqual([
      { tag: 'meta', attributes: { name: 'robots', content: 'noindex' } },
    ]);
  });
});
