import { describe, expect, it } from 'vitest';
import { dateTimeFormat, listFormat, numberFormat } from './intl-cache';

describe('cached Intl formatters', () => {
  it('makes one formatter per locale and options, and formats as a new one would', () => {
    const options = { hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Jakarta' } as const;
    const format = dateTimeFormat('fr', options);
    expect(dateTimeFormat('fr', { ...options })).toBe(format);
    expect(dateTimeFormat('en', options)).not.toBe(format);
    expect(dateTimeFormat('fr', { ...options, timeZone: 'Europe/Paris' })).not.toBe(format);
    const at = new Date('2026-12-01T12:00:00Z');
    expect(format.format(at)).toBe(new Intl.DateTimeFormat('fr', options).format(at));
    expect(numberFormat('en', { maximumFractionDigits: 1 }).format(4.56)).toBe('4.6');
    expect(listFormat('en', { style: 'long', type: 'conjunction' }).format(['A', 'B', 'C'])).toBe('A, B, and C');
  });

  it('keeps nothing for options Intl refuses: each call throws as the constructor does', () => {
    expect(() => dateTimeFormat('en', { timeZone: 'Nowhere/Atlantis' })).toThrow(RangeError);
    expect(() => dateTimeFormat('en', { timeZone: 'Nowhere/Atlantis' })).toThrow(RangeError);
  });
});
