import { describe, expect, it } from 'vitest';
import { plainText, versionDiff } from './versionDiff';

describe('versionDiff', () => {
  it('lists changed fields per language, rich text as plain text, and skips what is equal', () => {
    const before = {
      title: { en: 'Dawn breathwork', id: 'Napas fajar' },
      description: { en: '<p>Breathe &amp; rest.</p>' },
      capacity: 10,
      status: 'published',
      extendInfo: { day: 'Wednesday', startTime: '06:30' },
      facilitatorIds: [1, 2],
    };
    const after = {
      title: { en: 'Noon breathwork', id: 'Napas fajar', es: 'Respiración' },
      description: { en: '<p>Breathe &amp; rest.</p>' },
      capacity: null,
      status: 'published',
      extendInfo: { day: 'Friday', startTime: '06:30' },
      facilitatorIds: [1, 2],
    };
    expect(versionDiff(before, after)).toEqual([
      { field: 'title', locale: 'en', before: 'Dawn breathwork', after: 'Noon breathwork' },
      { field: 'title', locale: 'es', before: '', after: 'Respiración' },
      { field: 'capacity', locale: null, before: '10', after: '' },
      { field: 'extendInfo.day', locale: null, before: 'Wednesday', after: 'Friday' },
    ]);
  });

  it('reads rich text as words', () => {
    expect(plainText('<h2>Hello</h2><p>a&nbsp;&lt;b&gt;</p>')).toBe('Hello a <b>');
  });
});
