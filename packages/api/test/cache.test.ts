import { describe, expect, it } from 'vitest';
import { ContentCache } from '../src/cache';

describe('the content cache observer', () => {
  it('hears a miss for the first load, then a hit for each lookup that finds it (peek included); a peek that finds nothing is not a miss', async () => {
    const cache = new ContentCache();
    const heard: Array<[string, boolean]> = [];
    cache.observe((key, hit) => heard.push([key, hit]));
    const key = 'class.detail\u0000en\u0000{"slug":"yoga"}';
    expect(cache.peek(key)).toBeUndefined();
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.remember(key, load)).toBe(1);
    expect(await cache.remember(key, load)).toBe(1);
    expect(await cache.peek(key)).toBe(1);
    expect(loads).toBe(1);
    expect(heard).toEqual([
      [key, false],
      [key, true],
      [key, true],
    ]);
  });

  it('counts a lookup during a load in progress as a hit, and nothing without an observer', async () => {
    const cache = new ContentCache();
    await cache.remember('before', async () => 'unheard');
    const heard: boolean[] = [];
    cache.observe((_key, hit) => heard.push(hit));
    let finish: (value: string) => void = () => {};
    const first = cache.remember('slow', () => new Promise<string>((resolve) => (finish = resolve)));
    const second = cache.remember('slow', async () => 'never loaded');
    finish('loaded');
    expect([await first, await second]).toEqual(['loaded', 'loaded']);
    expect(heard).toEqual([false, true]);
  });
});
