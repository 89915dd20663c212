import { LOCALES } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { formatsToWarmUp } from './intl-warm-up';

describe('formatsToWarmUp', () => {
  // A format that throws loads no locale data: the worker would swallow the error and warm up nothing.
  it.each([...LOCALES, undefined])('formats every kind for %s without an error', (lang) => {
    for (const format of formatsToWarmUp(lang, Date.UTC(2026, 10, 27, 3))) expect(format).not.toThrow();
  });
});
