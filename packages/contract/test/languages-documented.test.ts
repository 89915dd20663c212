import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../src/constants';

const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');

/** The README's first paragraph: what the project is, in which languages. */
const introduction = readme.split(/\n\s*\n/)[1]?.replace(/\s+/g, ' ') ?? '';

/** A language's English name, as the README writes it ("Spanish", "Indonesian"). */
const englishName = (locale: string) =>
  new Intl.DisplayNames('en', { type: 'language' }).of(new Intl.Locale(locale).language);

describe('the README', () => {
  it.each(LOCALES)('names %s among the languages in its first paragraph', (locale) => {
    expect(introduction).toContain(englishName(locale));
  });
});
