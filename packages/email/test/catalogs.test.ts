import { LOCALES } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { EMAIL_CATALOGS, type EmailMessages } from '../src/messages';
import type { MessageValues } from '../src/messages/types';

/** Every message of a catalog, by its path ("bookingConfirmed.intro"), functions called with `values`. */
function messages(catalog: EmailMessages, values: MessageValues): Array<[string, string]> {
  const found: Array<[string, string]> = [];
  const walk = (node: unknown, path: string) => {
    if (typeof node === 'string') found.push([path, node]);
    else if (typeof node === 'function') found.push([path, String((node as (v: MessageValues) => unknown)(values))]);
    else for (const [key, child] of Object.entries(node as object)) walk(child, path ? `${path}.${key}` : key);
  };
  walk(catalog, '');
  return found;
}

const sample = (count: number): MessageValues => ({
  name: 'Ayu',
  title: 'Morning flow',
  studio: 'Ruang Teduh',
  count,
  price: 'Rp 150.000',
  deadline: 'Tuesday, December 1, 2026 at 7:00 AM (Western Indonesia Time)',
  date: 'Tuesday, November 24, 2026, 6:00 – 7:00 PM (Western Indonesia Time)',
  booker: 'Budi',
  position: 3,
});

describe('email catalogs', () => {
  it('have one for every language the site speaks', () => {
    expect(Object.keys(EMAIL_CATALOGS).sort()).toEqual([...LOCALES].sort());
  });

  it.each([...LOCALES])('%s has no empty message, for any count', (locale) => {
    for (const count of [0, 1, 2, 5, 21]) {
      const empty = messages(EMAIL_CATALOGS[locale], sample(count))
        .filter(([, text]) => text.trim() === '' || /undefined|NaN|\[object/.test(text))
        .map(([path]) => path);
      expect(empty, `count ${count}`).toEqual([]);
    }
  });

  it.each([...LOCALES.filter((l) => l !== 'en')])('%s translates every subject, heading and sentence', (locale) => {
    const english = new Map(messages(EMAIL_CATALOGS.en, sample(2)));
    // Words that are the same in every language: product names.
    const sameEverywhere = new Set(['footer.whatsapp', 'footer.instagram', 'footer.labelSeparator']);
    const untranslated = messages(EMAIL_CATALOGS[locale], sample(2))
      .filter(([path, text]) => !sameEverywhere.has(path) && text === english.get(path) && text.length > 8)
      .map(([path]) => path);
    expect(untranslated).toEqual([]);
  });

  it('writes counts with each language’s plural rules', () => {
    const seats = (locale: keyof typeof EMAIL_CATALOGS, count: number) =>
      EMAIL_CATALOGS[locale].details.seatCount({ count });
    expect([seats('en', 1), seats('en', 2)]).toEqual(['1 seat', '2 seats']);
    expect([seats('fr', 1), seats('fr', 2)]).toEqual(['1\u00a0place', '2\u00a0places']);
    expect([seats('es', 1), seats('es', 3)]).toEqual(['1 plaza', '3 plazas']);
    expect([seats('pt-BR', 1), seats('pt-BR', 3)]).toEqual(['1 vaga', '3 vagas']);
    expect([seats('id', 1), seats('id', 3)]).toEqual(['1 tempat', '3 tempat']);
    expect(seats('zh-CN', 3)).toBe('3 个名额');
    expect(EMAIL_CATALOGS.en.bookingConfirmed.intro({ title: 'Yoga', count: 1 })).toBe(
      'Your seat for “Yoga” is confirmed.',
    );
    expect(EMAIL_CATALOGS.en.bookingConfirmed.intro({ title: 'Yoga', count: 3 })).toBe(
      'Your 3 seats for “Yoga” are confirmed.',
    );
  });
});
