import { appRouter } from '@app/api';
import { errorResponseSchema } from '@app/contract';
import { DEMO_ADMIN } from '@app/db';
import { type TestDatabaseTarget, testDatabaseTargets } from '@app/db/testing';
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import superjson from 'superjson';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../src/app';
import {
  bogusContentType,
  bogusHeaders,
  bogusPathParam,
  bogusQuery,
  brokenJsonText,
  inputFor,
  type JsonSchema,
  multipartBody,
  nastyString,
  nastyValue,
  pathSegment,
  shapedValue,
  wellFormed,
} from './fuzz-arbitraries';
import { startTestApp, type TestApp, testConfig, tokenFor } from './helpers';

/**
 * Property-based fuzzing of every REST path (read from the OpenAPI document, so new paths are covered
 * without touching this file) and every tRPC procedure (read from the app router), anonymous and as a
 * signed-in admin. Whatever arrives, the server answers below 500, never leaks a stack trace or a
 * file path, and answers errors in the documented shapes.
 */

/** Runs per path and caller; FUZZ_SCALE=10 for a longer hunt. */
const SCALE = Number(process.env.FUZZ_SCALE ?? 1) || 1;
const RUNS = {
  rest: Math.ceil(25 * SCALE),
  trpc: Math.ceil(20 * SCALE),
  trpcAnonymous: Math.ceil(6 * SCALE),
  unknownPaths: Math.ceil(50 * SCALE),
};
const TIMEOUT = 60_000 * SCALE;

// ---- what an answer may look like --------------------------------------------------------------

/** docs/api.md: `{ message, errors?: { field: [..] }, requestId? }`, nothing else. */
const restErrorSchema = errorResponseSchema.strict();

const fieldErrorsSchema = z.record(z.string(), z.array(z.string()));
/** The formatted tRPC error (packages/api/src/trpc.ts errorFormatter): no stack, no other data. */
const trpcErrorShapeSchema = z.strictObject({
  message: z.string(),
  code: z.number().int(),
  data: z.strictObject({
    code: z.string(),
    httpStatus: z.number().int().min(400).max(499),
    path: z.string().nullable().optional(),
    fieldErrors: fieldErrorsSchema.nullable(),
  }),
});
/** superjson-serialised: `{ error: { json: shape, meta? } }`. */
const trpcErrorEnvelopeSchema = z.strictObject({
  error: z.strictObject({ json: trpcErrorShapeSchema, meta: z.unknown().optional() }),
});
const trpcResultEnvelopeSchema = z.strictObject({
  result: z.strictObject({ data: z.strictObject({ json: z.unknown(), meta: z.unknown().optional() }) }),
});
const trpcItemSchema = z.union([trpcErrorEnvelopeSchema, trpcResultEnvelopeSchema]);

const LEAKS: Array<[string, RegExp]> = [
  ['a stack frame', /(?:\n|\\n)\s+at\s/],
  ['a file path', /\/work\/|node_modules|file:\/\/|\.ts:\d+:\d+/],
  ['an error class prefix', /\b[A-Z]\w*Error: /],
  ['a database error', /duplicate key value|violates .* constraint|syntax error at or near|invalid input syntax/i],
  ['a JavaScript engine message', /Cannot read propert|is not a function|Maximum call stack|is not iterable/],
];

interface Sent {
  label: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

function describeRequest(sent: Sent, res: LightMyRequestResponse): string {
  const payload =
    sent.payload === undefined
      ? ''
      : typeof sent.payload === 'string'
        ? sent.payload.slice(0, 400)
        : `<${sent.payload.length} bytes>`;
  return [
    `${sent.label}: ${sent.method} ${sent.url.slice(0, 400)}`,
    `headers: ${JSON.stringify(sent.headers).slice(0, 600)}`,
    `payload: ${payload}`,
    `answer: ${res.statusCode} ${String(res.headers['content-type'] ?? '')} ${res.body.slice(0, 600)}`,
  ].join('\n');
}

function expectNoLeak(sent: Sent, res: LightMyRequestResponse) {
  for (const [what, pattern] of LEAKS) {
    expect(pattern.test(res.body), `answer carries ${what}\n${describeRequest(sent, res)}`).toBe(false);
  }
}

function jsonBody(sent: Sent, res: LightMyRequestResponse): unknown {
  expect(String(res.headers['content-type'] ?? ''), `not JSON\n${describeRequest(sent, res)}`).toMatch(
    /^application\/json/,
  );
  try {
    return JSON.parse(res.body);
  } catch {
    expect.fail(`answer is not valid JSON\n${describeRequest(sent, res)}`);
  }
}

function checkRestAnswer(sent: Sent, res: LightMyRequestResponse) {
  expect(res.statusCode, `5xx\n${describeRequest(sent, res)}`).toBeLessThan(500);
  expectNoLeak(sent, res);
  if (res.statusCode < 400 || sent.method === 'HEAD') return;
  // Dot segments can lead out of /api ('/api/admin/registrants/../../../x'); other paths answer pages.
  if (!new URL(sent.url, 'http://localhost').pathname.startsWith('/api/')) return;
  const parsed = restErrorSchema.safeParse(jsonBody(sent, res));
  expect(
    parsed.success,
    `error shape: ${parsed.error ? z.prettifyError(parsed.error) : ''}\n${describeRequest(sent, res)}`,
  ).toBe(true);
  if (res.statusCode === 422) {
    expect(parsed.data?.errors, `422 without per-field errors\n${describeRequest(sent, res)}`).toBeDefined();
  }
}

function checkTrpcAnswer(sent: Sent, res: LightMyRequestResponse, batch: boolean) {
  expect(res.statusCode, `5xx\n${describeRequest(sent, res)}`).toBeLessThan(500);
  expectNoLeak(sent, res);
  if (sent.method === 'HEAD' || (res.statusCode < 400 && res.body === '')) return;
  const streamed = (sent.headers['trpc-accept'] ?? sent.headers.accept ?? '')
    .split(',')
    .some((t) => t.trim() === 'application/jsonl');
  if (batch && res.statusCode === 200 && streamed) {
    // A streamed batch (httpBatchStreamLink) always says 200; the status of each call is inside.
    expect(res.body, `streamed 5xx\n${describeRequest(sent, res)}`).not.toMatch(/"httpStatus":5\d\d/);
    return;
  }
  // tRPC answers errors it raises before calling a procedure as text/plain; the body is still its JSON envelope.
  let body: unknown;
  try {
    body = JSON.parse(res.body);
  } catch {
    expect.fail(`answer is not valid JSON\n${describeRequest(sent, res)}`);
  }
  const items = batch && Array.isArray(body) ? body : [body];
  if (batch && res.statusCode < 400)
    expect(Array.isArray(body), `batch answer\n${describeRequest(sent, res)}`).toBe(true);
  for (const item of items) {
    const parsed = (res.statusCode >= 400 && !batch ? trpcErrorEnvelopeSchema : trpcItemSchema).safeParse(item);
    expect(
      parsed.success,
      `tRPC envelope: ${parsed.error ? z.prettifyError(parsed.error) : ''}\n${describeRequest(sent, res)}`,
    ).toBe(true);
  }
  if (res.statusCode >= 400 && !batch) {
    const { httpStatus } = trpcErrorEnvelopeSchema.parse(body).error.json.data;
    expect(httpStatus, `data.httpStatus differs from the status\n${describeRequest(sent, res)}`).toBe(res.statusCode);
  }
}

async function send(app: TestApp['app'], sent: Sent): Promise<LightMyRequestResponse> {
  const options: InjectOptions = {
    method: sent.method as InjectOptions['method'],
    url: sent.url,
    headers: sent.headers,
  };
  if (sent.payload !== undefined) options.payload = sent.payload;
  return app.inject(options);
}

// ---- what to fuzz ------------------------------------------------------------------------------

interface OpenApiParameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  schema?: JsonSchema;
}
interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  security?: Array<Record<string, string[]>>;
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}
interface RestOperation {
  method: string;
  path: string;
  pathParams: OpenApiParameter[];
  queryParams: OpenApiParameter[];
  bodySchema: JsonSchema | undefined;
  multipart: boolean;
  /** Opened by a member session (the `member_session` cookie), which a staff sign-in is not. */
  memberOnly?: boolean;
}

/**
 * Paths a browser reaches but the document hides (redirect targets); listed so they are fuzzed too.
 * Everything else comes from /api/openapi.json.
 */
const HIDDEN_API_OPERATIONS: RestOperation[] = [
  {
    method: 'GET',
    path: '/api/oauth/{provider}/callback',
    pathParams: [{ in: 'path', name: 'provider', schema: { type: 'string', pattern: '^[a-z0-9-]+$' } }],
    queryParams: [
      { in: 'query', name: 'code', schema: { type: 'string' } },
      { in: 'query', name: 'state', schema: { type: 'string' } },
      { in: 'query', name: 'error', schema: { type: 'string' } },
    ],
    bodySchema: undefined,
    multipart: false,
  },
];

/** Every operation of the generated OpenAPI document (what the running app serves). */
async function restOperations(target: TestDatabaseTarget): Promise<RestOperation[]> {
  const db = await target.empty();
  const app = await buildApp({ db, config: testConfig });
  try {
    await app.ready();
    const res = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    const doc = res.json() as { paths: Record<string, Record<string, OpenApiOperation>> };
    const operations: RestOperation[] = [];
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        const parameters = operation.parameters ?? [];
        const content = operation.requestBody?.content ?? {};
        operations.push({
          method: method.toUpperCase(),
          path,
          pathParams: parameters.filter((p) => p.in === 'path'),
          queryParams: parameters.filter((p) => p.in === 'query'),
          bodySchema: content['application/json']?.schema,
          multipart: 'multipart/form-data' in content || /images/.test(path),
          memberOnly: (operation.security ?? []).some((scheme) => 'memberSession' in scheme),
        });
      }
    }
    return [...operations, ...HIDDEN_API_OPERATIONS];
  } finally {
    await app.close();
    await db.close();
  }
}

interface Procedure {
  path: string;
  type: 'query' | 'mutation';
  schema: JsonSchema | undefined;
}

/** Every procedure of the app router, with its input as JSON Schema (for shaped inputs). */
function trpcProcedures(): Procedure[] {
  const procedures = appRouter._def.procedures as unknown as Record<
    string,
    { _def: { type: 'query' | 'mutation'; inputs: z.ZodType[] } }
  >;
  return Object.entries(procedures).map(([path, procedure]) => {
    const schemas = procedure._def.inputs.flatMap((input) => {
      try {
        return [z.toJSONSchema(input, { io: 'input', unrepresentable: 'any' }) as JsonSchema];
      } catch {
        return [];
      }
    });
    const schema = schemas.length > 1 ? { allOf: schemas } : schemas[0];
    return { path, type: procedure._def.type, schema };
  });
}

/** "My bookings" procedures that need a member session (asking for a link, using it, signing out need none). */
const MEMBER_SESSION_PROCEDURE = (path: string) =>
  path.startsWith('member.') && !['member.requestLink', 'member.signIn', 'member.signOut'].includes(path);

const targets = testDatabaseTargets();
const operations = await restOperations(targets[0]!);
const procedures = trpcProcedures();
const callers = ['anonymous', 'admin'] as const;
type CallerKind = (typeof callers)[number];

// ---- request generators ------------------------------------------------------------------------

interface Body {
  contentType?: string;
  payload?: string | Buffer;
}

function bodyFor(op: RestOperation): fc.Arbitrary<Body> {
  const json = (ct: string | undefined) => (value: unknown) => {
    const payload = JSON.stringify(value);
    return payload === undefined ? {} : { contentType: ct ?? 'application/json', payload };
  };
  return fc.oneof(
    { weight: op.bodySchema ? 6 : 1, arbitrary: inputFor(op.bodySchema).map(json(undefined)) },
    { weight: 2, arbitrary: brokenJsonText.map((payload) => ({ contentType: 'application/json', payload })) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          bogusContentType,
          fc.oneof(
            inputFor(op.bodySchema).map((v) => JSON.stringify(v) ?? ''),
            nastyString,
          ),
        )
        .map(([contentType, payload]) => (contentType === undefined ? { payload } : { contentType, payload })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(bogusContentType, fc.uint8Array({ maxLength: 2_000 }))
        .map(([contentType, bytes]) => ({ contentType, payload: Buffer.from(bytes) })),
    },
    {
      weight: op.multipart ? 8 : 1,
      arbitrary: multipartBody.map(({ contentType, body }) => ({ contentType, payload: body })),
    },
    { weight: 1, arbitrary: fc.constant<Body>({}) },
  );
}

function queryFor(op: RestOperation): fc.Arbitrary<string> {
  const shaped =
    op.queryParams.length === 0
      ? fc.constant('')
      : fc
          .record(Object.fromEntries(op.queryParams.map((p) => [p.name, shapedValue(p.schema ?? {}).map(asText)])), {
            requiredKeys: [],
          })
          .map((params) =>
            Object.entries(params)
              .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(wellFormed(v ?? ''))}`)
              .join('&'),
          );
  return fc.oneof(
    { weight: 2, arbitrary: shaped },
    { weight: 1, arbitrary: bogusQuery },
    { weight: 1, arbitrary: fc.tuple(shaped, bogusQuery).map(([a, b]) => [a, b].filter(Boolean).join('&')) },
  );
}

/** Any generated value as text for a URL (objects as JSON; some refuse String()). */
function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return '[unprintable]';
  }
}

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD'] as const;

function restRequestFor(op: RestOperation) {
  return fc.record({
    params: fc.record(
      Object.fromEntries(
        op.pathParams.map((p) => [
          p.name,
          fc.oneof(
            { weight: 2, arbitrary: shapedValue(p.schema ?? { type: 'string' }).map(asText) },
            { weight: 2, arbitrary: bogusPathParam },
          ),
        ]),
      ),
    ),
    rawPath: fc.boolean(),
    query: queryFor(op),
    body: bodyFor(op),
    headers: fc.oneof({ weight: 2, arbitrary: fc.constant({}) }, { weight: 1, arbitrary: bogusHeaders }),
    method: fc.oneof(
      { weight: 12, arbitrary: fc.constant(op.method) },
      { weight: 1, arbitrary: fc.constantFrom(...METHODS) },
    ),
    browser: fc.boolean(),
  });
}

/** superjson `meta` a client never sends: unknown types, paths through prototypes, bogus references. */
const bogusMeta = fc.oneof(
  fc.constantFrom<unknown>(
    null,
    'Date',
    [],
    { values: ['Date'] },
    { values: ['undefined'] },
    { values: ['bigint'] },
    { values: ['set'] },
    { values: ['map'] },
    { values: ['regexp'] },
    { values: [['custom', 'nope']] },
    { values: [['class', 'Nope']] },
    { values: [['symbol', 'x']] },
    { values: [['typed-array', 'Nope']] },
    { values: { slug: ['Date'], id: ['bigint'], data: ['map'] } },
    { values: { '__proto__.polluted': ['Date'] } },
    { values: { 'constructor.prototype.polluted': ['Date'] } },
    { values: { 'a.b.c.d': ['Date'] } },
    { values: { '': ['Date'] } },
    { referentialEqualities: { '': ['a'] } },
    { referentialEqualities: { slug: ['__proto__'] } },
    { referentialEqualities: ['x'] },
    { v: 99 },
  ),
  fc.jsonValue({ maxDepth: 3 }),
);

function trpcRequestFor(proc: Procedure) {
  const sameType = procedures.filter((p) => p.type === proc.type).map((p) => p.path);
  return fc.record({
    input: inputFor(proc.schema),
    encoding: fc.constantFrom(
      'superjson',
      'superjson',
      'superjson',
      'superjson',
      'superjson',
      'raw',
      'broken',
      'meta',
      'none',
    ),
    brokenText: brokenJsonText,
    meta: bogusMeta,
    batch: fc.option(
      fc.tuple(
        fc.array(fc.constantFrom(...sameType, ...procedures.map((p) => p.path), 'nope', ''), { maxLength: 3 }),
        fc.array(nastyValue, { maxLength: 3 }),
      ),
      { freq: 5 },
    ),
    method: fc.oneof(
      { weight: 12, arbitrary: fc.constant(proc.type === 'query' ? 'GET' : 'POST') },
      { weight: 1, arbitrary: fc.constantFrom(...METHODS) },
    ),
    contentType: fc.oneof(
      { weight: 8, arbitrary: fc.constant('application/json') },
      { weight: 1, arbitrary: bogusContentType },
    ),
    headers: fc.oneof({ weight: 3, arbitrary: fc.constant({}) }, { weight: 1, arbitrary: bogusHeaders }),
    browser: fc.boolean(),
  });
}

function encodeInput(encoding: string, input: unknown, brokenText: string, meta: unknown): string | undefined {
  switch (encoding) {
    case 'superjson':
      try {
        return JSON.stringify(superjson.serialize(input));
      } catch {
        // superjson refuses to serialise `__proto__` keys; send them the way a hand-written client would.
        return JSON.stringify({ json: input });
      }
    case 'raw':
      return JSON.stringify(input);
    case 'broken':
      return brokenText;
    case 'meta':
      return JSON.stringify({ json: input, meta });
    default:
      return undefined;
  }
}

// ---- the properties ----------------------------------------------------------------------------

/**
 * Sends `numRuns` generated requests through `sendOne`, which checks the answer and answers its status.
 * With `handlersMustRun`, not every answer may be 401: the requests got past the session check.
 */
async function sendEach<R>(
  requests: fc.Arbitrary<R>,
  numRuns: number,
  handlersMustRun: boolean,
  sendOne: (request: R) => Promise<number>,
) {
  const statuses = new Map<number, number>();
  await fc.assert(
    fc.asyncProperty(requests, async (r) => {
      const status = await sendOne(r);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }),
    { numRuns },
  );
  if (handlersMustRun) {
    expect(
      [...statuses.keys()].some((s) => s !== 401),
      JSON.stringify([...statuses]),
    ).toBe(true);
  }
}

describe.each(targets)('fuzzing every REST path and tRPC procedure on $kind', (target) => {
  let t: TestApp;
  let adminToken: string;
  let sessionsMayHaveEnded = false;

  beforeAll(async () => {
    t = await startTestApp(target);
    adminToken = (await tokenFor(t.db, DEMO_ADMIN.email)).token;
  });
  afterAll(() => t?.close());

  /**
   * The admin's token; requests that can end a session (theirs, one by id, or everyone's of an account)
   * get a token of their own, so a generated id that happens to name the admin's session ends no other test's.
   */
  async function tokenForRequest(paths: string): Promise<string> {
    if (/logout|signOutEverywhere|revokeSession/i.test(paths)) {
      // "Sign out everywhere" for a generated id that names the admin ends every one of their sessions,
      // the shared token too: the next request signs in again.
      sessionsMayHaveEnded = true;
      return (await tokenFor(t.db, DEMO_ADMIN.email)).token;
    }
    if (sessionsMayHaveEnded) {
      sessionsMayHaveEnded = false;
      adminToken = (await tokenFor(t.db, DEMO_ADMIN.email)).token;
    }
    return adminToken;
  }

  async function signIn(headers: Record<string, string>, browser: boolean, paths: string) {
    headers.authorization = `Bearer ${await tokenForRequest(paths)}`;
    if (browser) {
      // The SPA's double submit: the XSRF-TOKEN cookie echoed in X-XSRF-TOKEN, from our own origin.
      headers.cookie = 'XSRF-TOKEN=fuzz-xsrf-token-0123456789';
      headers['x-xsrf-token'] = 'fuzz-xsrf-token-0123456789';
      headers.origin = testConfig.publicUrl;
    } else {
      delete headers.cookie;
      delete headers.origin;
    }
  }

  describe.each(callers)('as %s', (caller: CallerKind) => {
    it.each(operations)(
      'REST $method $path answers below 500 with the documented error shape',
      (op) =>
        sendEach(restRequestFor(op), RUNS.rest, caller === 'admin' && !op.memberOnly, async (r) => {
          const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => pathSegment(r.params[name] ?? '', r.rawPath));
          const headers: Record<string, string> = {};
          if (r.body.contentType !== undefined) headers['content-type'] = r.body.contentType;
          for (const [k, v] of Object.entries(r.headers)) if (v !== undefined) headers[k] = v;
          if (caller === 'admin') await signIn(headers, r.browser, path);
          const sent: Sent = {
            label: `${caller} REST ${op.method} ${op.path}`,
            method: r.method,
            url: r.query ? `${path}?${r.query}` : path,
            headers,
            payload: r.body.payload,
          };
          const res = await send(t.app, sent);
          checkRestAnswer(sent, res);
          return res.statusCode;
        }),
      TIMEOUT,
    );

    it.each(procedures)(
      'tRPC $type $path answers below 500 in the tRPC error envelope',
      (proc) =>
        sendEach(
          trpcRequestFor(proc),
          caller === 'admin' || !proc.path.startsWith('admin.') ? RUNS.trpc : RUNS.trpcAnonymous,
          // A member's procedures answer 401 to staff: a staff sign-in is no member session.
          caller === 'admin' && !MEMBER_SESSION_PROCEDURE(proc.path),
          async (r) => {
            const batch = r.batch !== null;
            const [others, otherInputs] = r.batch ?? [[], []];
            const paths = [proc.path, ...others].join(',');
            let text = encodeInput(r.encoding, r.input, r.brokenText, r.meta);
            if (batch && r.encoding !== 'broken') {
              const inputs: Record<string, unknown> = { 0: text === undefined ? undefined : JSON.parse(text) };
              otherInputs.forEach((value, i) => {
                inputs[i + 1] = JSON.parse(encodeInput('superjson', value, '', null) ?? 'null');
              });
              text = JSON.stringify(inputs);
            }
            const headers: Record<string, string> = {};
            for (const [k, v] of Object.entries(r.headers)) if (v !== undefined) headers[k] = v;
            const search = new URLSearchParams();
            if (batch) search.set('batch', '1');
            let payload: string | undefined;
            if (r.method === 'GET' || r.method === 'HEAD') {
              if (text !== undefined) search.set('input', text);
            } else {
              payload = text;
              if (!('content-type' in headers) && r.contentType !== undefined) headers['content-type'] = r.contentType;
            }
            if (caller === 'admin') await signIn(headers, r.browser, paths);
            const query = search.toString();
            const sent: Sent = {
              label: `${caller} tRPC ${proc.type} ${proc.path}`,
              method: r.method,
              url: `/trpc/${paths}${query ? `?${query}` : ''}`,
              headers,
              payload,
            };
            const res = await send(t.app, sent);
            checkTrpcAnswer(sent, res, batch);
            return res.statusCode;
          },
        ),
      TIMEOUT,
    );
  });

  it('answers unknown tRPC paths and procedure names with a tRPC 404, never a crash', async () => {
    const name = fc.oneof(
      fc.constantFrom(
        'toString',
        'constructor',
        '__proto__',
        'hasOwnProperty',
        'valueOf',
        '__proto__.toString',
        'admin',
        'admin.class',
        'admin.class.list.x',
        'class..list',
        '.',
        '..',
        '%',
        '%2e%2e',
        'class.list%00',
        'class.list,class.list,class.list',
        ',',
        'x'.repeat(250),
      ),
      fc.string({ minLength: 1, maxLength: 40 }),
    );
    await fc.assert(
      fc.asyncProperty(name, fc.constantFrom('GET', 'POST'), fc.boolean(), async (path, method, batch) => {
        const sent: Sent = {
          label: 'unknown tRPC path',
          method,
          url: `/trpc/${pathSegment(path, false)}${batch ? '?batch=1&input=%7B%7D' : ''}`,
          headers: method === 'POST' ? { 'content-type': 'application/json' } : {},
          payload: method === 'POST' ? '{}' : undefined,
        };
        const res = await send(t.app, sent);
        expect(res.statusCode, describeRequest(sent, res)).toBeLessThan(500);
        expectNoLeak(sent, res);
      }),
      { numRuns: RUNS.unknownPaths },
    );
  });

  it('still knows the admin after all that (the fuzzing ran signed in)', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { authorization: `Bearer ${await tokenForRequest('/api/user')}` },
    });
    // The admin is still an active admin whatever the fuzzing sent (no demotion, no deactivation).
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(res.body)).toMatchObject({ email: DEMO_ADMIN.email, role: 'admin' });
  });
});

// ---- the document and the server agree ---------------------------------------------------------

interface DocumentedField {
  operation: string;
  name: string;
  where: 'body' | 'path';
  schema: JsonSchema;
}

/**
 * What a fuzz that generates requests from the document found drifting from the server: bounds and
 * patterns the document gives that the server does not keep, and body types answered differently.
 */
describe.each(targets)('the OpenAPI document and the server agree on $kind', (target) => {
  let t: TestApp;
  let headers: Record<string, string>;
  let doc: { paths: Record<string, Record<string, any>>; components?: { schemas?: Record<string, JsonSchema> } };
  beforeAll(async () => {
    t = await startTestApp(target);
    headers = { authorization: `Bearer ${(await tokenFor(t.db, DEMO_ADMIN.email)).token}` };
    doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  });
  afterAll(() => t?.close());

  const resolve = (schema: JsonSchema & { $ref?: string }): JsonSchema =>
    schema.$ref ? resolve(doc.components?.schemas?.[schema.$ref.split('/').pop()!] ?? {}) : schema;
  const urlOf = (path: string, params: Record<string, string> = {}) =>
    path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? '1'));

  /** Every top-level body field and path parameter of the document, with its schema. */
  function documentedFields(): DocumentedField[] {
    const fields: DocumentedField[] = [];
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        const name = `${method.toUpperCase()} ${path}`;
        for (const parameter of operation.parameters ?? [])
          if (parameter.in === 'path')
            fields.push({ operation: name, name: parameter.name, where: 'path', schema: resolve(parameter.schema) });
        const body = operation.requestBody?.content?.['application/json']?.schema;
        for (const [field, schema] of Object.entries(resolve(body ?? {}).properties ?? {}))
          fields.push({ operation: name, name: field, where: 'body', schema: resolve(schema) });
      }
    }
    return fields;
  }

  it('answers 415 to a body of a type no path reads, on every path that takes a body, REST and tRPC', async () => {
    const answers: string[] = [];
    const expected: string[] = [];
    const takingBodies = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([, operation]) => operation.requestBody)
        .map(([method]) => [method.toUpperCase(), urlOf(path)] as const),
    );
    const mutations = procedures.filter((p) => p.type === 'mutation').map((p) => ['POST', `/trpc/${p.path}`] as const);
    expect(takingBodies.length).toBeGreaterThan(10);
    for (const [method, url] of [...takingBodies, ...mutations]) {
      for (const type of ['text/plain', 'text/plain; charset=utf-8', 'application/xml']) {
        const res = await t.app.inject({
          method: method as InjectOptions['method'],
          url,
          headers: { ...headers, 'content-type': type },
          payload: '{"json":{}}',
        });
        answers.push(`${method} ${url} ${type}: ${res.statusCode}`);
        expected.push(`${method} ${url} ${type}: 415`);
      }
    }
    expect(answers).toEqual(expected);
  });

  it('never refuses as invalid (422) a whole-number path parameter within its documented bounds', async () => {
    const numeric = documentedFields().filter(
      (field) => field.where === 'path' && field.schema.type === 'integer' && field.operation.startsWith('GET '),
    );
    expect(numeric.length).toBeGreaterThan(0);
    for (const field of numeric) {
      const largest = field.schema.maximum ?? Number.MAX_SAFE_INTEGER;
      for (const value of [largest, Math.max(1, field.schema.minimum ?? 1)]) {
        const url = urlOf(field.operation.split(' ')[1]!, { [field.name]: String(value) });
        const res = await t.app.inject({ method: 'GET', url, headers });
        expect(res.statusCode, `${field.operation} with ${field.name}=${value}: ${res.body.slice(0, 300)}`).not.toBe(
          422,
        );
      }
      const beyond = urlOf(field.operation.split(' ')[1]!, { [field.name]: String((field.schema.maximum ?? 0) + 1) });
      if (field.schema.maximum !== undefined && field.schema.maximum < Number.MAX_SAFE_INTEGER)
        expect((await t.app.inject({ method: 'GET', url: beyond, headers })).statusCode, beyond).toBe(422);
    }
  });

  it(
    'never refuses a text a field’s documented pattern allows (the pattern is the server’s rule)',
    async () => {
      const patterned = documentedFields().filter((field) => field.schema.pattern);
      expect(patterned.map((field) => field.name)).toEqual(expect.arrayContaining(['phone', 'slug', 'token', 'email']));
      // Texts that have slipped between a documented pattern and the server's check: spaces a server trims.
      const edges = ['+     ', ' +62 812 3456 ', '123456 ', '  a@example.com', 'abc-def ', `${'A'.repeat(40)} `];
      for (const field of patterned) {
        const pattern = new RegExp(field.schema.pattern!);
        const fits = (text: string) =>
          pattern.test(text) &&
          text.length >= (field.schema.minLength ?? 0) &&
          text.length <= (field.schema.maxLength ?? Number.POSITIVE_INFINITY);
        const [method, path] = field.operation.split(' ') as [string, string];
        await fc.assert(
          fc.asyncProperty(fc.stringMatching(pattern).filter(fits), async (text) => {
            const res = await t.app.inject({
              method: method as InjectOptions['method'],
              url: field.where === 'path' ? urlOf(path, { [field.name]: text }) : urlOf(path),
              headers: { ...headers, 'content-type': 'application/json' },
              payload: JSON.stringify(field.where === 'body' ? { [field.name]: text } : {}),
            });
            const refused = res.statusCode === 422 ? Object.keys(res.json().errors ?? {}) : [];
            expect(
              refused,
              `${field.operation}: ${field.name} ${JSON.stringify(text)} refused: ${res.body}`,
            ).not.toContain(field.name);
          }),
          { numRuns: 15, examples: edges.filter(fits).map((text) => [text]) },
        );
      }
    },
    TIMEOUT,
  );
});
