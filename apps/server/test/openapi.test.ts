import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { testDatabaseTargets } from '@app/db/testing';
import openapiTS, { type OpenAPI3 } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentConfig } from '../src/openapi-document';
import { startTestApp, type TestApp, testConfig } from './helpers';

/**
 * The published OpenAPI document (docs/openapi.json) is what the app serves; integrators generate
 * clients from it, so it names its schemas, documents every operation, and a generated client type-checks.
 */

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const SNAPSHOT = join(ROOT, 'docs/openapi.json');
const UPDATE = process.env.UPDATE_OPENAPI === '1';

interface Operation {
  operationId?: string;
  description?: string;
  tags?: string[];
  security?: Array<Record<string, string[]>>;
  responses: Record<string, { content?: Record<string, { schema?: Record<string, unknown> }> }>;
}
interface Document {
  tags: Array<{ name: string; description?: string }>;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown>; securitySchemes: Record<string, unknown> };
}

const operationsOf = (document: Document) =>
  Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ name: `${method.toUpperCase()} ${path}`, operation })),
  );

/** The operations a member session (the `member_session` cookie) opens. */
const MEMBER_OPERATIONS = ['GET /api/app/my-bookings', 'GET /api/app/my-data', 'POST /api/app/my-data/delete'];

describe('the OpenAPI document', () => {
  let t: TestApp;
  let document: Document;

  beforeAll(async () => {
    // The document does not depend on the database; the first target builds it.
    t = await startTestApp(testDatabaseTargets()[0]!, documentConfig(testConfig));
    document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  });
  afterAll(() => t?.close());

  it('is the committed docs/openapi.json', () => {
    const text = `${JSON.stringify(document, null, 2)}\n`;
    if (UPDATE) writeFileSync(SNAPSHOT, text);
    const committed = JSON.parse(readFileSync(SNAPSHOT, 'utf8'));
    expect(
      committed,
      'The OpenAPI document changed. If the change is intended, run\n' +
        '  UPDATE_OPENAPI=1 npx vitest run apps/server/test/openapi.test.ts\n' +
        'and commit docs/openapi.json (integrators generate clients from it).',
    ).toEqual(document);
  });

  it('names its schemas and refers to them', () => {
    const names = Object.keys(document.components.schemas);
    for (const name of [
      'Class',
      'ClassDetail',
      'ClassComment',
      'ClassCommentPage',
      'Facilitator',
      'FacilitatorDetail',
      'MediaArticle',
      'MediaArticlePage',
      'Story',
      'StoryPage',
      'StaticContent',
      'Error',
      'User',
      'LoginResult',
      'UploadedImage',
    ]) {
      expect(names).toContain(name);
    }
    // Every error answer is the one `Error` schema, referred to, not repeated.
    for (const { name, operation } of operationsOf(document)) {
      for (const [status, response] of Object.entries(operation.responses)) {
        if (Number(status) < 400) continue;
        expect(response.content?.['application/json']?.schema, `${name} ${status}`).toEqual({
          $ref: '#/components/schemas/Error',
        });
      }
    }
    // Nothing unused.
    const text = JSON.stringify(document);
    for (const name of names) expect(text, name).toContain(`"#/components/schemas/${name}"`);
  });

  it('holds every path docs/api.md lists, and docs/api.md every path it holds', () => {
    // `GET /api/app/faq?scope=…` in a table or a sentence names an operation; parameter names aside.
    const shape = (operation: string) => operation.replace(/\{[^}]*\}/g, '{}');
    const listed = [
      ...readFileSync(join(ROOT, 'docs/api.md'), 'utf8').matchAll(
        /`((?:GET|POST|PUT|PATCH|DELETE) \/api\/[\w/{}.-]+)(?:\?[^`]*)?`/g,
      ),
    ]
      .map((match) => shape(match[1]!.trim()))
      .filter((operation, index, all) => all.indexOf(operation) === index);
    const held = operationsOf(document).map(({ name }) => shape(name));
    expect(
      listed.filter((operation) => !held.includes(operation)),
      'in docs/api.md, not in the document',
    ).toEqual([]);
    expect(
      held.filter((operation) => !listed.includes(operation)),
      'in the document, not in docs/api.md',
    ).toEqual([]);
  });

  it('gives every operation an id, a description, defined tags and who may call it', () => {
    const tags = new Map(document.tags.map((tag) => [tag.name, tag.description ?? '']));
    const ids = new Set<string>();
    const operations = operationsOf(document);
    expect(operations.length).toBeGreaterThanOrEqual(27);
    for (const { name, operation } of operations) {
      expect(operation.operationId, name).toMatch(/^[a-z][A-Za-z]+$/);
      expect(ids.has(operation.operationId!), `${name}: operationId ${operation.operationId} twice`).toBe(false);
      ids.add(operation.operationId!);
      expect(operation.description?.length ?? 0, `${name} description`).toBeGreaterThan(20);
      expect(operation.tags?.length, `${name} tags`).toBe(1);
      for (const tag of operation.tags ?? []) expect(tags.get(tag), `${name}: tag ${tag} described`).toBeTruthy();
      expect(operation.security, `${name} security`).toBeDefined();
      const staff = name.startsWith('GET /api/user') || name.includes('/api/admin/');
      if (staff) expect(operation.security, name).toEqual([{ bearerAuth: [] }]);
      else if (name === 'POST /api/logout') expect(operation.security).toEqual([{ bearerAuth: [] }, {}]);
      else if (MEMBER_OPERATIONS.includes(name)) expect(operation.security).toEqual([{ memberSession: [] }]);
      else if (name.includes(' /api/v1/')) {
        // An API key with the scope `x-scope` names (the description too), or an admin's staff token.
        expect(operation.security, name).toEqual([{ apiKey: [] }, { bearerAuth: [] }]);
        const scope = (operation as { 'x-scope'?: string })['x-scope'];
        expect(scope, `${name} x-scope`).toMatch(/^[a-z]+:(read|write|manage)$/);
        expect(operation.description, name).toContain(`\`${scope}\``);
      } else expect(operation.security, name).toEqual([]);
      for (const status of ['500', '503']) expect(operation.responses, `${name} ${status}`).toHaveProperty(status);
    }
    const login = document.paths['/api/login']?.post;
    expect(Object.keys(login?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '400', '401', '403', '413', '415', '422', '429']),
    );
    expect(document.paths['/api/admin/registrants/{file}']?.get?.responses['200']?.content).toHaveProperty('text/csv');
    expect(document.components.schemas.LoginResult).toMatchObject({
      properties: { expiresAt: {}, expires_at: { deprecated: true } },
    });
  });

  it('generates a TypeScript client whose named types type-check a typed call', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'openapi-client-'));
    try {
      writeFileSync(join(dir, 'api.d.ts'), await openapiTS(document as unknown as OpenAPI3));
      writeFileSync(
        join(dir, 'consumer.ts'),
        `import type { components, paths } from './api';

type Class = components['schemas']['Class'];
type ClassDetail = components['schemas']['ClassDetail'];
type ApiError = components['schemas']['Error'];
type ClassList = paths['/api/app/class']['post']['responses'][200]['content']['application/json'];
type ClassQuery = paths['/api/app/class']['post']['requestBody']['content']['application/json'];
type MediaPage = paths['/api/app/media/page']['get']['responses'][200]['content']['application/json']['result'];

const query: ClassQuery = { type: 'REGULAR' };

/** A typed call as an integrator writes it: the answer and the error are named types. */
export async function regularTitles(base: string): Promise<string[]> {
  const res = await fetch(\`\${base}/api/app/class\`, { method: 'POST', body: JSON.stringify(query) });
  if (!res.ok) {
    const error = (await res.json()) as ApiError;
    throw new Error(\`\${error.message} \${Object.keys(error.errors ?? {}).join(', ')}\`);
  }
  const body = (await res.json()) as ClassList;
  return body.result.map((item: Class) => item.title);
}
export const seatsLeft = (detail: ClassDetail): number | null => detail.seatsLeft;
export const pages = (page: MediaPage): number => Math.ceil(page.total / page.pageSize);
export const expiry = (login: components['schemas']['LoginResult']): string => login.expiresAt;
export const facilitator = (f: components['schemas']['FacilitatorDetail']): string[] => f.classes.map((c) => c.slug);
`,
      );
      writeFileSync(
        join(dir, 'wrong.ts'),
        `import type { components } from './api';
export const wrongId: components['schemas']['Class']['id'] = 'seven';
export const noBody = (item: components['schemas']['MediaArticleSummary']): string => item.body;
`,
      );
      const tsc = (file: string) => {
        const config = join(dir, `tsconfig.${file}.json`);
        writeFileSync(
          config,
          JSON.stringify({
            compilerOptions: {
              strict: true,
              noEmit: true,
              target: 'ES2022',
              lib: ['ES2023', 'DOM'],
              module: 'preserve',
              moduleResolution: 'bundler',
              types: [],
            },
            files: [`${file}.ts`, 'api.d.ts'],
          }),
        );
        return spawnSync(join(ROOT, 'node_modules/.bin/tsc'), ['-p', config], { encoding: 'utf8' });
      };
      const good = tsc('consumer');
      expect(good.status, `${good.stdout}${good.stderr}`).toBe(0);
      // The types are real: misuse fails to compile.
      const bad = tsc('wrong');
      expect(bad.status).not.toBe(0);
      expect(bad.stdout).toMatch(/wrong\.ts.*'string' is not assignable to type 'number'/);
      expect(bad.stdout).toMatch(/wrong\.ts.*Property 'body' does not exist/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
