import { describe, expect, it } from 'vitest';
import { sitePath } from './site-path';

describe('following a link the server answered', () => {
  const origin = 'https://ruangteduh.example';

  it('keeps this site’s pages in the app, by path', () => {
    expect(sitePath('https://ruangteduh.example/booking/abc_DEF-123', origin)).toEqual({
      internal: true,
      href: '/booking/abc_DEF-123',
    });
    expect(sitePath('/booking/abc?lang=fr', origin)).toEqual({ internal: true, href: '/booking/abc?lang=fr' });
  });

  it('leaves other sites to the browser', () => {
    expect(sitePath('https://elsewhere.example/booking/abc', origin)).toEqual({
      internal: false,
      href: 'https://elsewhere.example/booking/abc',
    });
    expect(sitePath('http://ruangteduh.example/booking/abc', origin).internal).toBe(false);
  });
});
