import { describe, expect, it } from 'vitest';
import { isoDateSchema, slideType } from '../src';

const slide = (linkUrl: string) =>
  slideType.input.safeParse({ title: { en: 'Hello' }, text: { en: 'World' }, imageId: null, linkUrl });

describe('editor-entered links', () => {
  it('accepts site paths and http(s) URLs', () => {
    for (const url of ['/session-classes', '/class/yoga?lang=fr', 'https://partner.example/x']) {
      expect(slide(url).success, url).toBe(true);
    }
  });

  it('refuses links a browser would take to another site or run as script', () => {
    for (const url of ['//evil.example', '/\\evil.example', '/a\\b', 'javascript:alert(1)', 'data:text/html,x']) {
      expect(slide(url).success, url).toBe(false);
    }
  });
});

describe('dates', () => {
  it('refuses years a database or a calendar file cannot hold', () => {
    expect(isoDateSchema.safeParse('2027-01-09').success).toBe(true);
    expect(isoDateSchema.safeParse('0000-01-01').success).toBe(false);
    expect(isoDateSchema.safeParse('0999-12-31').success).toBe(false);
  });
});
