// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { isExternalUrl } from './format';

describe('isExternalUrl', () => {
  it('answers in the browser what the server answered: every absolute link leaves, even to this origin', () => {
    // The server renders such a link with target="_blank"; judging it by the window's origin made the
    // browser's first render differ and broke the page's hydration.
    expect(isExternalUrl(`${window.location.origin}/class/morning-yoga`)).toBe(true);
    expect(isExternalUrl('https://instagram.com/ruangteduh')).toBe(true);
    expect(isExternalUrl('HTTP://example.com')).toBe(true);
  });

  it('keeps paths, anchors and other schemes on the site', () => {
    expect(isExternalUrl('/session-classes')).toBe(false);
    expect(isExternalUrl('#register')).toBe(false);
    expect(isExternalUrl('mailto:hello@ruangteduh.example')).toBe(false);
  });
});
