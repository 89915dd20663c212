import { describe, expect, it } from 'vitest';
import { ContentCache } from '../src/cache';
import { type CacheScope, invalidateCache, keyInScope, scopeFromPayload, scopePayload } from '../src/cache-scope';

/** A booking of the class's next session: what the lists show changed. */
const scope: CacheScope = {
  class: { slug: 'yoga-flow', classType: 'REGULAR', facilitatorSlugs: ['sari', 'budi'], nextSessionChanged: true },
};
/** A booking of a later session of the same class: the lists still show the same next session. */
const laterScope: CacheScope = { class: { ...scope.class, nextSessionChanged: false } };
/** A key as `cachedPublicProcedure` makes it (trpc.ts). */
const key = (path: string, input?: unknown, extra?: number) =>
  [path, 'en', input === undefined ? '' : JSON.stringify(input), ...(extra === undefined ? [] : [String(extra)])].join(
    '\u0000',
  );

/** The class's own reads: in the scope of a booking of any of its sessions. */
const classReads = [
  key('class.detail', { slug: 'yoga-flow' }),
  key('class.sessions', { slug: 'yoga-flow' }),
  key('class.commentPage', { type: 'REGULAR', slug: 'yoga-flow', page: 1, pageSize: 20 }),
];

/** Each of `inScope` is in `booking`'s scope, and none of `outOfScope`. */
function expectScope(booking: CacheScope, inScope: readonly string[], outOfScope: readonly string[]) {
  for (const k of inScope) expect(keyInScope(k, booking), k).toBe(true);
  for (const k of outOfScope) expect(keyInScope(k, booking), k).toBe(false);
}

describe('the reads a booking changes', () => {
  it('are the class’s own reads, the lists of its type, its facilitators’ pages and its page’s metadata', () => {
    const inScope = [
      ...classReads,
      key('class.suggestions', { type: 'REGULAR', slug: 'another-class' }),
      key('class.list', { type: 'REGULAR' }),
      key('counselor.detail', { slug: 'budi' }),
      key('page.meta', { path: '/class/yoga-flow' }, 494_000),
      key('page.meta', { path: '/class/yoga-flow', lang: 'fr' }, 494_000),
    ];
    const outOfScope = [
      key('class.detail', { slug: 'yoga-flow-advanced' }),
      key('class.list', { type: 'WORKSHOP_AND_EVENT' }),
      key('class.suggestions', { type: 'WORKSHOP_AND_EVENT', slug: 'a-workshop' }),
      key('counselor.list'),
      key('counselor.detail', { slug: 'rina' }),
      key('page.meta', { path: '/class/yoga-flow-advanced' }, 494_000),
      key('page.meta', { path: '/facilitators' }, 494_000),
      key('staticContent.get', { code: 'about' }),
      key('settings.public'),
    ];
    expectScope(scope, inScope, outOfScope);
  });

  it('include the rendered pages that show them: the class’s, those with summaries, its facilitators’', () => {
    const page = (path: string, search = '') => key('page.render', { path, search });
    const inScope = [
      page('/class/yoga-flow'),
      page('/class/yoga-flow', 'lang=fr'),
      page('/'),
      page('/session-classes'),
      page('/class/another-class'),
      page('/facilitators/budi'),
    ];
    const outOfScope = [page('/facilitators/rina'), page('/about'), page('/facilitators'), page('/media')];
    expectScope(scope, inScope, outOfScope);
    // A later session: only the class's own page shows its seats.
    expect(keyInScope(page('/class/yoga-flow'), laterScope)).toBe(true);
    for (const path of ['/', '/session-classes', '/class/another-class', '/facilitators/budi']) {
      expect(keyInScope(page(path), laterScope), path).toBe(false);
    }
  });

  it('leave the lists of its type and its facilitators’ pages when the class’s next session did not change', () => {
    const inScope = [
      ...classReads,
      key('class.suggestions', { type: 'REGULAR', slug: 'yoga-flow' }),
      key('page.meta', { path: '/class/yoga-flow' }, 494_000),
    ];
    const outOfScope = [
      key('class.list', { type: 'REGULAR' }),
      key('class.suggestions', { type: 'REGULAR', slug: 'another-class' }),
      key('counselor.detail', { slug: 'budi' }),
      key('counselor.detail', { slug: 'sari' }),
      key('class.detail', { slug: 'yoga-flow-advanced' }),
      key('page.meta', { path: '/class/yoga-flow-advanced' }, 494_000),
      key('counselor.list'),
    ];
    expectScope(laterScope, inScope, outOfScope);
  });

  it('drop only those keys from a cache, loads in progress included', async () => {
    const cache = new ContentCache();
    await cache.remember(key('counselor.list'), async () => 'facilitators');
    await cache.remember(key('class.detail', { slug: 'yoga-flow' }), async () => 'detail');
    let finish: (value: string) => void = () => {};
    const loading = cache.remember(key('class.list', { type: 'REGULAR' }), () => new Promise((r) => (finish = r)));
    invalidateCache(cache, scope);
    finish('stale list');
    await loading;
    expect(cache.peek(key('counselor.list'))).toBeDefined();
    expect(cache.peek(key('class.detail', { slug: 'yoga-flow' }))).toBeUndefined();
    expect(cache.peek(key('class.list', { type: 'REGULAR' }))).toBeUndefined();
    invalidateCache(cache, null);
    expect(cache.size).toBe(0);
  });

  it('travel to other nodes as a NOTIFY payload; anything else there clears everything', () => {
    expect(scopeFromPayload(scopePayload(scope))).toEqual(scope);
    expect(scopeFromPayload(scopePayload(laterScope))).toEqual(laterScope);
    // A node running older code sends no flag: the lists go, as they did there.
    const oldPayload = '{"class":{"slug":"yoga-flow","classType":"REGULAR","facilitatorSlugs":["sari","budi"]}}';
    expect(scopeFromPayload(oldPayload)).toEqual(scope);
    expect(scopePayload(scope).length).toBeLessThan(8000);
    for (const payload of ['write', 'seed', '', '{"class":{"slug":1}}', '{"class":{"slug":"x","classType":"NOPE"}}']) {
      expect(scopeFromPayload(payload), payload).toBeNull();
    }
  });
});
