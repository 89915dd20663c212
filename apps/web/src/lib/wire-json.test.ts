import superjson from 'superjson';
import { describe, expect, it } from 'vitest';
import { deserialize, parse, serialize } from './wire-json';

describe('the browser’s superjson format', () => {
  it('writes inputs exactly as superjson does: dates, undefined, nested objects and arrays, keys with dots', () => {
    const inputs = [
      undefined,
      null,
      'text',
      42,
      new Date('2026-12-01T03:00:00.000Z'),
      { slug: 'tuesday-morning-yoga', page: 2, draft: undefined },
      {
        contact: { name: 'Dewi', 'a.b': { at: new Date('2026-12-02T00:00:00Z') }, 'c\\d': undefined },
        seats: [1, undefined, { from: new Date(0) }],
      },
      [[new Date(1)], []],
    ];
    for (const input of inputs) {
      expect(serialize(input)).toEqual(superjson.serialize(input));
      expect(superjson.deserialize(JSON.parse(JSON.stringify(serialize(input))))).toEqual(input);
    }
  });

  it('reads back whatever superjson writes, its other types included', () => {
    const outputs = [
      undefined,
      new Date('2026-12-01T03:00:00.000Z'),
      {
        class: { title: 'Yoga', startsAt: new Date('2026-12-01T03:00:00Z'), note: undefined },
        'key.with.dots': [new Date(5), { 'back\\slash': new Date(6) }],
        numbers: [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, 7],
        big: 12345678901234567890n,
        pattern: /a\/b+/gi,
        set: new Set([1, new Date(8)]),
        map: new Map<unknown, unknown>([
          ['a', new Date(9)],
          [new Date(10), { nested: undefined }],
        ]),
        url: new URL('https://example.org/a?b=c'),
      },
    ];
    for (const output of outputs) {
      const wire = JSON.stringify(superjson.serialize(output));
      expect(deserialize(JSON.parse(wire))).toEqual(output);
      expect(parse(wire)).toEqual(output);
    }
  });

  it('reads an error as an Error with its name and message', () => {
    const error = new TypeError('broken');
    const read = parse<{ error: Error }>(superjson.stringify({ error }));
    expect(read.error).toBeInstanceOf(Error);
    expect([read.error.name, read.error.message]).toEqual(['TypeError', 'broken']);
  });

  it('reads an object sent twice as two equal copies', () => {
    const shared = { name: 'Dewi', since: new Date(11) };
    const read = parse<{ a: typeof shared; b: typeof shared }>(superjson.stringify({ a: shared, b: shared }));
    expect(read).toEqual({ a: shared, b: shared });
  });

  it('refuses a path through an object’s own machinery, and a type it does not know', () => {
    const polluted = JSON.stringify({ json: {}, meta: { values: { '__proto__.polluted': ['Date'] }, v: 1 } });
    expect(() => parse(polluted)).toThrow('Invalid path');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    const custom = JSON.stringify({ json: { a: 1 }, meta: { values: { a: [['class', 'Point']] }, v: 1 } });
    expect(() => parse(custom)).toThrow('Unsupported value type');
  });
});
