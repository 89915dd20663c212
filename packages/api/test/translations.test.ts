import { readFileSync } from 'node:fs';
import { DEFAULT_LOCALE, LOCALES } from '@app/contract';
import { TRPCError } from '@trpc/server';
import PO from 'pofile';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError, fieldErrorsOf, toTRPCError } from '../src/errors';
import { isCatalogued, translate } from '../src/translations';

const catalogue = (locale: string) =>
  PO.parse(readFileSync(new URL(`../locales/${locale}.po`, import.meta.url), 'utf8')).items;
const MESSAGES = catalogue(DEFAULT_LOCALE).map((item) => item.msgid);

/** The names of a message's ICU arguments ("{count, plural, …}", "{reach}"). */
const argumentsOf = (message: string) => [...new Set([...message.matchAll(/\{(\w+)[,}]/g)].map((m) => m[1]))].sort();

/** Values for every argument a message may name. */
const VALUES = {
  count: 2,
  seconds: 30,
  hours: 12,
  reach: 'studio@example.com',
  versionNo: 3,
  id: 7,
  scope: 'people:read',
};

describe('the API’s message catalogues', () => {
  it.each(LOCALES.filter((l) => l !== DEFAULT_LOCALE))(
    'translate every message into %s, keeping its arguments',
    (locale) => {
      const items = new Map(catalogue(locale).map((item) => [item.msgid, item.msgstr[0] ?? '']));
      expect([...items.keys()].sort()).toEqual([...MESSAGES].sort());
      for (const message of MESSAGES) {
        const translation = items.get(message) ?? '';
        expect(translation, message).not.toBe('');
        expect(argumentsOf(translation), message).toEqual(argumentsOf(message));
        expect(translate(locale, message, VALUES), message).not.toBe(translate(DEFAULT_LOCALE, message, VALUES));
      }
    },
  );

  it('answer English as the messages are written', () => {
    for (const message of MESSAGES.filter((m) => argumentsOf(m).length === 0)) {
      expect(translate(DEFAULT_LOCALE, message)).toBe(message);
    }
    expect(
      translate('en', MESSAGES.find((m) => m.startsWith('{count, plural, one {Only # place is left: choose'))!, {
        count: 1,
      }),
    ).toBe('Only 1 place is left: choose 1 seat.');
  });

  it('leave any other text as it is, braces and all', () => {
    expect(isCatalogued('Sari {wrote} this')).toBe(false);
    expect(translate('id', 'Sari {wrote} this')).toBe('Sari {wrote} this');
  });
});

describe('errors in the request’s language', () => {
  const issuesOf = (schema: z.ZodType, input: unknown) =>
    new TRPCError({ code: 'BAD_REQUEST', cause: schema.safeParse(input).error });

  it('translate our messages and zod’s own, which may describe what was sent', () => {
    const schema = z.object({ name: z.string().min(1, 'Name is required.'), seats: z.number(), day: z.iso.date() });
    const input = { name: '', seats: 'two', day: '2031-02-30' };
    const error = toTRPCError(issuesOf(schema, input), input, 'id');
    expect(error.code).toBe('UNPROCESSABLE_CONTENT');
    expect(error.message).toBe('Ada beberapa masalah pada isian Anda.');
    expect(fieldErrorsOf(error)).toEqual({
      name: ['Nama wajib diisi.'],
      seats: ['Input tidak valid: diharapkan number, diterima string'],
      day: ['Tanggal format ISO tidak valid'],
    });
    expect(fieldErrorsOf(toTRPCError(issuesOf(schema, input), input, 'en'))).toEqual({
      name: ['Name is required.'],
      seats: ['Invalid input: expected number, received string'],
      day: ['Invalid ISO date'],
    });
  });

  it('translate a service’s message and fields, and a 429 with its seconds', () => {
    const refused = new AppError('INVALID', 'There were some problems with your input.', {
      sessionId: ['This date has passed: choose another.'],
    });
    const error = toTRPCError(new TRPCError({ code: 'BAD_REQUEST', cause: refused }), undefined, 'es');
    expect(error.message).toBe('Hay algunos problemas con los datos introducidos.');
    expect(fieldErrorsOf(error)).toEqual({ sessionId: ['Esta fecha ya ha pasado: elige otra.'] });

    const limited = new AppError('RATE_LIMITED', 'Too many attempts. Please try again in 30 seconds.', undefined, 30);
    const answer = toTRPCError(new TRPCError({ code: 'TOO_MANY_REQUESTS', cause: limited }), undefined, 'fr');
    expect(answer.message).toBe('Trop de tentatives. Veuillez réessayer dans 30 secondes.');
    expect((answer.cause as AppError).retryAfterSeconds).toBe(30);
  });

  it('keep the very error when English leaves nothing to translate', () => {
    const refused = new AppError('NOT_FOUND', 'Class not found.');
    expect(toTRPCError(new TRPCError({ code: 'NOT_FOUND', cause: refused }), undefined, 'en').cause).toBe(refused);
  });
});
