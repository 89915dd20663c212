import { describe, expect, it } from 'vitest';
import { matchLocale, resolveLocale } from '../src/locale';

describe('resolveLocale', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['fr', 'fr'],
    ['fr-CA,fr;q=0.9', 'fr'],
    ['pt', 'pt-BR'],
    ['pt-PT', 'pt-BR'],
    ['zh-Hans-CN', 'zh-CN'],
    ['zh-TW', 'zh-CN'],
    ['id', 'id'],
    ['id-ID', 'id'],
    ['id-ID,id;q=0.9,en-US;q=0.8,en;q=0.7', 'id'],
    ['in', 'id'],
    ['in-ID', 'id'],
    ['ms-MY', 'en'],
    ['de-DE,de;q=0.9', 'en'],
    ['de;q=1, es;q=0.8', 'es'],
    ['en;q=0.1, fr;q=0.9', 'fr'],
    ['*', 'en'],
    ['es;q=0', 'en'],
    ['es;q=abc, fr', 'fr'],
  ])('%s -> %s', (header, expected) => {
    expect(resolveLocale(header)).toBe(expected);
  });

  it('matches tags case-insensitively', () => {
    expect(matchLocale('PT-br')).toBe('pt-BR');
    expect(matchLocale('ID-id')).toBe('id');
    expect(matchLocale('xx')).toBeUndefined();
  });
});
