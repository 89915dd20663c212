import fc from 'fast-check';

/** The subset of JSON Schema (OpenAPI 3.1 / zod's toJSONSchema) the generators understand. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
}

// ---- nasty leaves ------------------------------------------------------------------------------

/** Strings that have broken servers before: NUL, lone surrogates, path tricks, escapes, injections. */
const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff\ud800',
  '\u202e\u0041',
  '\ufeff',
  '💥🔥👩‍👩‍👧‍👦',
  'é',
  'Ω≈ç√∫',
  '..',
  '../../../../etc/passwd',
  '..%2f..%2f',
  '%',
  '%%',
  '%zz',
  '%00',
  '%ff%fe',
  '%u0000',
  '\\',
  '"',
  "'",
  '`',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, on purpose
  '${7*7}',
  '{{7*7}}',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<a href="javascript:alert(1)">x</a>',
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '\r\nSet-Cookie: x=y',
  '=cmd|"/C calc"!A0',
  'null',
  'undefined',
  'true',
  'NaN',
  '-Infinity',
  '1e309',
  '-0',
  '9007199254740993',
  '0x1f',
  '__proto__',
  'constructor',
  'prototype',
  'hasOwnProperty',
  '{}',
  '[]',
  '{"json":null}',
  'admin',
  'REGULAR',
  'published',
  '2026-02-30',
  '2026-13-01T25:61:61Z',
  '0000-00-00',
  'Asia/Nowhere',
  'mailto:',
  'javascript:alert(1)',
  'http://',
  'http://[::1',
  `https://example.com/${'a'.repeat(600)}`,
  'x@y',
  'a@b.c',
  `${'a'.repeat(250)}@example.com`,
];

/** Strings of many shapes: ASCII, full unicode (surrogates included), nasty constants, and long ones. */
export const nastyString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 2, arbitrary: fc.string({ maxLength: 30 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom('a', 'é', '💥', '\u0000', '<b>', ' ', '-'), fc.integer({ min: 161, max: 12_000 }))
      .map(([s, n]) => s.repeat(n)),
  },
);

const nastyNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(
    0,
    -0,
    -1,
    1,
    0.5,
    -0.5,
    2 ** 31,
    -(2 ** 31) - 1,
    2 ** 53 + 2,
    -(2 ** 53) - 2,
    1e21,
    1e308,
    -1e308,
    Number.MIN_VALUE,
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** A value nested `depth` levels deep (arrays or objects). */
function deeplyNested(depth: number, kind: 'array' | 'object'): unknown {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i++) value = kind === 'array' ? [value] : { a: value };
  return value;
}

/** Values of the wrong kind for any field: other types, odd numbers, nasty strings, deep nesting, prototype keys. */
export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: nastyString },
  { weight: 2, arbitrary: nastyNumber },
  { weight: 1, arbitrary: fc.constantFrom<unknown>(null, true, false, [], {}, [null], { '': '' }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.integer({ min: 50, max: 3_000 }), fc.constantFrom<'array' | 'object'>('array', 'object'))
      .map(([depth, kind]) => deeplyNested(depth, kind)),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom<unknown>(
      JSON.parse('{"__proto__":{"admin":true,"role":"admin"}}'),
      { constructor: { prototype: { admin: true } } },
      { toString: 'x', valueOf: 1, toJSON: null },
      Array.from({ length: 5_000 }, (_, i) => i),
    ),
  },
);

// ---- schema-shaped values ----------------------------------------------------------------------

const SAFE_MAX = Number.MAX_SAFE_INTEGER;

function bounded(n: number | undefined, fallback: number): number {
  return typeof n === 'number' && Number.isFinite(n) ? Math.max(-SAFE_MAX, Math.min(SAFE_MAX, n)) : fallback;
}

function pad(n: number, width: number): string {
  return String(n).padStart(width, '0');
}

/** Any year a four-digit ISO date can name, 0000 and 9999 included. */
const anyYearDate = fc
  .tuple(
    fc.oneof(fc.integer({ min: 0, max: 9999 }), fc.constantFrom(0, 1, 9999)),
    fc.integer({ min: 1, max: 12 }),
    fc.integer({ min: 1, max: 28 }),
  )
  .map(([y, m, d]) => `${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}`);
const isoDate = fc.oneof(
  fc
    .date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2200-12-31T00:00:00Z'), noInvalidDate: true })
    .map((d) => `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1, 2)}-${pad(d.getUTCDate(), 2)}`),
  anyYearDate,
);
const isoDateTime = fc.oneof(
  fc
    .date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2200-12-31T00:00:00Z'), noInvalidDate: true })
    .map((d) => d.toISOString()),
  fc
    .tuple(anyYearDate, fc.integer({ min: 0, max: 23 }), fc.constantFrom('Z', '+14:00', '-12:00', '+05:30'))
    .map(([date, hour, offset]) => `${date}T${pad(hour, 2)}:00:00${offset}`),
);
const richText = fc.oneof(
  fc.string({ minLength: 1, maxLength: 40 }),
  fc
    .tuple(
      fc.constantFrom('p', 'h2', 'ul', 'strong', 'em', 'script', 'iframe', 'a', 'img', 'style', 'svg'),
      fc.string({ maxLength: 20 }),
      fc.constantFrom('', ' href="https://example.com"', ' href="javascript:x"', ' onclick="x()"', ' src=x'),
    )
    .map(([tag, text, attr]) => `<${tag}${attr}>${text || 'x'}</${tag}>`),
);

function stringFor(schema: JsonSchema): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = Math.min(schema.maxLength ?? 40, Math.max(min, 40));
  const fits = (s: string) => s.length >= min && s.length <= (schema.maxLength ?? Number.POSITIVE_INFINITY);
  switch (schema.format) {
    case 'email':
      return fc.emailAddress().filter(fits);
    case 'date':
      return isoDate;
    case 'date-time':
      return isoDateTime;
    case 'uri':
    case 'url':
      return fc.webUrl().filter(fits);
  }
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern)).filter(fits);
    } catch {
      // A pattern fast-check cannot generate from: fall through to plain strings.
    }
  }
  return fc.oneof(fc.string({ minLength: min, maxLength: max }), richText.filter(fits));
}

function conforming(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  if ('const' in schema) return fc.constant(schema.const);
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches && branches.length > 0) return fc.oneof(...branches.map((b) => shapedValue(b, depth + 1)));
  if (schema.allOf && schema.allOf.length > 0) return shapedValue(Object.assign({}, ...schema.allOf), depth + 1);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer': {
      const min = bounded(
        schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : schema.minimum,
        -1_000_000,
      );
      const max = bounded(
        schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : schema.maximum,
        1_000_000,
      );
      // Small ids and versions hit real rows more often than random 53-bit ones.
      return fc.oneof(fc.integer({ min, max: Math.max(min, Math.min(max, min + 50)) }), fc.integer({ min, max }));
    }
    case 'number':
      return fc.double({
        min: bounded(schema.minimum ?? schema.exclusiveMinimum, -1e9),
        max: bounded(schema.maximum ?? schema.exclusiveMaximum, 1e9),
        noNaN: true,
        noDefaultInfinity: true,
      });
    case 'string':
      return stringFor(schema);
    case 'array':
      return fc.array(schema.items ? shapedValue(schema.items, depth + 1) : nastyValue, {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 5, 5),
      });
    case 'object': {
      const properties = schema.properties ?? {};
      const keys = Object.keys(properties);
      if (keys.length === 0) return fc.dictionary(nastyString, nastyValue, { maxKeys: 3 });
      // Optional fields sometimes; required ones usually.
      const record = fc.record(
        Object.fromEntries(keys.map((k) => [k, shapedValue(properties[k] as JsonSchema, depth + 1)])),
        { requiredKeys: [] },
      );
      const required = schema.required ?? [];
      return fc
        .tuple(
          record,
          fc.record(Object.fromEntries(required.map((k) => [k, shapedValue(properties[k] as JsonSchema, depth + 1)]))),
          fc.oneof({ weight: 4, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }),
          fc.option(fc.dictionary(nastyString, nastyValue, { maxKeys: 2 }), { freq: 5 }),
        )
        .map(([some, needed, keepRequired, extra]) => ({ ...(extra ?? {}), ...some, ...(keepRequired ? needed : {}) }));
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/**
 * Values shaped like `schema`: mostly valid (so handlers run past validation and write), with any
 * field now and then replaced by a value of the wrong kind.
 */
export function shapedValue(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  if (depth > 8) return nastyValue;
  return fc.oneof({ weight: 12, arbitrary: conforming(schema, depth) }, { weight: 1, arbitrary: nastyValue });
}

/** An input for a schema: shaped like it most of the time, anything at all otherwise. */
export function inputFor(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  if (!schema) return fc.oneof({ weight: 3, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: nastyValue });
  return fc.oneof({ weight: 4, arbitrary: shapedValue(schema) }, { weight: 1, arbitrary: nastyValue });
}

// ---- raw request parts -------------------------------------------------------------------------

/** Text that is not JSON, or JSON that is broken, huge or nested deeper than any parser wants. */
export const brokenJsonText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    '{',
    '}',
    '[',
    '{"a":}',
    '{"a":1,}',
    "{'a':1}",
    '{"a":1}{"b":2}',
    'NaN',
    'undefined',
    '\ufeff{}',
    '{"__proto__":{"x":1}}',
    '{"constructor":{"prototype":{"x":1}}}',
    '{"a":"\\ud800"}',
    '{"a":"\\u0000"}',
    '"\\x41"',
    '1e99999',
    '-',
    'null',
    '[]',
    '0',
    '"string"',
    'true',
  ),
  fc.string({ maxLength: 60 }),
  fc.jsonValue({ maxDepth: 3 }).map((v) => {
    const text = JSON.stringify(v) ?? 'null';
    return text.slice(0, Math.max(1, Math.floor(text.length / 2)));
  }),
  fc.integer({ min: 100, max: 40_000 }).map((n) => `${'['.repeat(n)}${']'.repeat(n)}`),
  fc.integer({ min: 100, max: 10_000 }).map((n) => `${'{"a":'.repeat(n)}1${'}'.repeat(n)}`),
  fc.integer({ min: 1_000, max: 20_000 }).map((n) => `{"slug":${'['.repeat(n)}${']'.repeat(n)}}`),
  fc.constantFrom(110_000, 200_000).map((n) => JSON.stringify({ slug: 'x'.repeat(n) })),
);

export const bogusContentType: fc.Arbitrary<string | undefined> = fc.oneof(
  fc.constantFrom(
    undefined,
    'application/json',
    'application/json; charset=utf-8',
    'application/json; charset=utf-16',
    'application/json; charset=latin1',
    'APPLICATION/JSON',
    'application/json;;;',
    'application/json; boundary=x',
    'application/vnd.api+json',
    'application/x-www-form-urlencoded',
    'multipart/form-data',
    'multipart/form-data; boundary=',
    'multipart/form-data; boundary=----x',
    'text/plain',
    'text/plain; charset=utf-8',
    'text/html',
    'application/xml',
    'application/octet-stream',
    'image/png',
    '*/*',
    '',
    ';',
    'json',
    '/',
  ),
  fc.string({ unit: 'binary-ascii', maxLength: 40 }).map(headerSafe),
);

/** Header values as an HTTP parser would pass them: no control characters. */
function headerSafe(value: string): string {
  let out = '';
  for (const ch of value) {
    const code = ch.codePointAt(0) ?? 0;
    if (code === 0x09 || (code >= 0x20 && code !== 0x7f && code <= 0xff)) out += ch;
  }
  return out.trim();
}

const headerValue: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: 'binary-ascii', maxLength: 60 }).map(headerSafe),
  fc.constantFrom(...NASTY_STRINGS).map(headerSafe),
  fc
    .string({ unit: fc.integer({ min: 0x20, max: 0xff }).map((c) => String.fromCharCode(c)), maxLength: 80 })
    .map(headerSafe),
  fc.integer({ min: 1_000, max: 8_000 }).map((n) => 'x'.repeat(n)),
);

const bogusAcceptLanguage: fc.Arbitrary<string> = fc.oneof(
  headerValue,
  fc.constantFrom(
    '*',
    'en;q=',
    'fr;q=abc',
    'zh;q=-1,pt;q=NaN',
    'pt-BR;q=1e999',
    ';;;,,,',
    ',',
    'q=1',
    'x-klingon',
    `${'en-US,'.repeat(400)}fr`,
    'fr;q=0.5;q=0.9, de',
    'ZH-cn',
    '  es  ',
  ),
);

const bogusCookie: fc.Arbitrary<string> = fc.oneof(
  headerValue,
  fc.constantFrom(
    'XSRF-TOKEN=',
    'XSRF-TOKEN',
    '=',
    ';;',
    'XSRF-TOKEN=%',
    'XSRF-TOKEN=%E0%A4%A',
    'XSRF-TOKEN="unterminated',
    'token=abc; XSRF-TOKEN=abc; XSRF-TOKEN=def',
    '__proto__=x; constructor=y',
    'a=b',
  ),
);

const bogusAuthorization: fc.Arbitrary<string> = fc.oneof(
  headerValue,
  headerValue.map((v) => `Bearer ${v}`),
  fc.constantFrom(
    'Bearer',
    'Bearer ',
    'bearer x',
    'Basic YWRtaW46YWRtaW4=',
    'Bearer Fe26.2**',
    'Bearer Fe26.2*1*a*b*c*d*e*f*g',
    'Bearer Fe26.2*1*a*b*c*d*e*f*g~2',
    `Bearer ${'A'.repeat(5_000)}`,
    'Bearer a b',
  ),
);

/** Random headers a client (or an attacker) might send; `undefined` leaves a header out. */
export const bogusHeaders = fc.record(
  {
    'accept-language': bogusAcceptLanguage,
    cookie: bogusCookie,
    authorization: bogusAuthorization,
    'x-xsrf-token': headerValue,
    'content-type': bogusContentType.map((v) => v ?? 'application/json'),
    'if-none-match': fc.oneof(headerValue, fc.constantFrom('*', 'W/"x"', '"x"')),
    accept: fc.oneof(headerValue, fc.constantFrom('*/*', 'text/event-stream', 'application/jsonl', 'text/html')),
    'user-agent': headerValue,
    origin: fc.oneof(headerValue, fc.constantFrom('null', 'http://localhost:3000', 'https://evil.example')),
    'x-forwarded-for': headerValue,
    'trpc-accept': fc.constantFrom('application/jsonl', 'text/event-stream', 'x'),
    'last-event-id': headerValue,
  },
  { requiredKeys: [] },
);

/** A path parameter: plain, unicode, percent tricks, dot segments, very long. */
export const bogusPathParam: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...NASTY_STRINGS).filter((s) => s !== ''),
  fc.string({ minLength: 1, maxLength: 30 }),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 30 }),
  fc.constantFrom('newsletter.csv', 'class.csv', 'contact.csv', 'x.csv', '.csv', 'google', 'CLASS.CSV'),
  fc.integer({ min: 150, max: 400 }).map((n) => 'p'.repeat(n)),
  fc.integer({ min: 150, max: 400 }).map((n) => '%41'.repeat(Math.ceil(n / 3))),
);

/** Lone surrogates as U+FFFD (what a UTF-8 client sends for them); pairs stay. */
export function wellFormed(value: string): string {
  return value.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');
}

/** Puts a parameter into a URL path: sometimes percent-encoded, sometimes raw (as a careless client would). */
export function pathSegment(value: string, raw: boolean): string {
  if (!raw) return encodeURIComponent(wellFormed(value));
  return wellFormed(value).replace(/[?#\s]/g, (c) => encodeURIComponent(c));
}

const queryKey = fc.oneof(
  fc.constantFrom(
    'scope',
    'search',
    'status',
    'classSlug',
    'topic',
    'from',
    'to',
    'direction',
    'page',
    'pageSize',
    'kind',
    'input',
    'batch',
    'connectionParams',
    '__proto__',
    'constructor',
    'a[b]',
    'a[]',
    '',
  ),
  fc.string({ maxLength: 10 }),
);
const queryValue = fc.oneof(
  fc.constantFrom(
    'general',
    'corporate',
    'newsletter',
    'class',
    'contact',
    'asc',
    'desc',
    '1',
    '0',
    '-1',
    '1e400',
    'NaN',
    '2026-01-01',
    '2026-02-30',
    '',
  ),
  nastyString.map((s) => s.slice(0, 2_000)),
);

/** A query string: encoded or raw pairs, repeated keys, broken percent escapes. */
export const bogusQuery: fc.Arbitrary<string> = fc.oneof(
  fc
    .array(fc.tuple(queryKey, queryValue, fc.boolean()), { maxLength: 6 })
    .map((pairs) =>
      pairs
        .map(([k, v, raw]) => (raw ? `${pathSegment(k, true)}=${pathSegment(v, true)}` : `${enc(k)}=${enc(v)}`))
        .join('&'),
    ),
  fc.constantFrom('%', '%%', '=', '&&&', '==', 'a=%zz', 'scope=%E0%A4%A', 'a&a&a', `${'a=1&'.repeat(2_000)}b=2`),
);

function enc(value: string): string {
  return encodeURIComponent(wellFormed(value));
}

// ---- multipart ---------------------------------------------------------------------------------

const MAGIC: Record<string, number[]> = {
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  jpeg: [0xff, 0xd8, 0xff, 0xe0],
  gif: [0x47, 0x49, 0x46, 0x38, 0x39, 0x61],
  webp: [0x52, 0x49, 0x46, 0x46, 0x24, 0, 0, 0, 0x57, 0x45, 0x42, 0x50, 0x56, 0x50, 0x38, 0x20],
  avif: [0, 0, 0, 0x1c, 0x66, 0x74, 0x79, 0x70, 0x61, 0x76, 0x69, 0x66],
  svg: [...Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
  pdf: [...Buffer.from('%PDF-1.4\n')],
  none: [],
};

/** File bytes that start like an image (or not) and then turn to garbage. */
const fileBytes: fc.Arbitrary<Buffer> = fc
  .tuple(fc.constantFrom(...Object.keys(MAGIC)), fc.uint8Array({ maxLength: 3_000 }))
  .map(([kind, rest]) => Buffer.concat([Buffer.from(MAGIC[kind] ?? []), Buffer.from(rest)]));

/** A multipart/form-data body: well-formed, truncated, with odd field names, or with a bogus boundary. */
export const multipartBody: fc.Arbitrary<{ contentType: string; body: Buffer }> = fc
  .record({
    boundary: fc.oneof(
      fc.constant('----fuzzBoundary7MA4YWxkTrZu0gW'),
      fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 70 }),
    ),
    declared: fc.oneof(fc.constant<string | null>(null), fc.string({ unit: 'grapheme-ascii', maxLength: 20 })),
    field: fc.constantFrom('file', 'image', '', 'file"; x="', '__proto__'),
    filename: fc.oneof(
      fc.constantFrom('a.png', '../../etc/passwd', 'x.svg', '', '💥.jpg', 'a\u0000.png'),
      fc.string({ maxLength: 20 }),
    ),
    mime: fc.constantFrom('image/png', 'image/jpeg', 'image/svg+xml', 'text/plain', '', 'application/octet-stream'),
    bytes: fileBytes,
    extraFields: fc.array(fc.tuple(fc.string({ maxLength: 10 }), fc.string({ maxLength: 30 })), { maxLength: 7 }),
    files: fc.integer({ min: 0, max: 2 }),
    cut: fc.option(fc.nat(), { freq: 4 }),
  })
  .map(({ boundary, declared, field, filename, mime, bytes, extraFields, files, cut }) => {
    const parts: Buffer[] = [];
    for (const [name, value] of extraFields) {
      parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
    }
    for (let i = 0; i < files; i++) {
      parts.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
            (mime ? `Content-Type: ${mime}\r\n` : '') +
            '\r\n',
        ),
        bytes,
        Buffer.from('\r\n'),
      );
    }
    parts.push(Buffer.from(`--${boundary}--\r\n`));
    let body = Buffer.concat(parts);
    if (cut !== null) body = body.subarray(0, cut % (body.length + 1));
    return { contentType: `multipart/form-data; boundary=${declared ?? boundary}`, body };
  });
