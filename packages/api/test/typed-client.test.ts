import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * docs/api.md, "A typed client outside the monorepo": a project of its own (an ES module with
 * `moduleResolution: nodenext`) links @app/api and type-checks a tRPC client against `AppRouter`.
 * The declarations are built as `npm run build` builds them; the consumer is checked by the same
 * TypeScript (7, native) the monorepo uses.
 */
const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const bin = join(repo, 'node_modules/.bin');
const WORKSPACES = ['packages/contract', 'packages/email', 'db', 'packages/api'];

function run(command: string, args: string[], cwd: string) {
  const result = spawnSync(command, args, {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, PATH: `${bin}:${process.env.PATH ?? ''}` },
  });
  return { status: result.status, output: `${result.stdout ?? ''}${result.stderr ?? ''}` };
}

const CLIENT = `import type { AppRouter, RouterOutputs } from '@app/api';
import { createTRPCClient, httpBatchLink } from '@trpc/client';
import superjson from 'superjson';

const client = createTRPCClient<AppRouter>({
  links: [httpBatchLink({ url: 'http://localhost:3000/trpc', transformer: superjson })],
});

export async function regularClassTitles(): Promise<string[]> {
  const classes = await client.class.list.query({ type: 'REGULAR' });
  return classes.map((c) => c.title);
}

export async function wrongUses(): Promise<void> {
  // @ts-expect-error: not one of the class types
  await client.class.list.query({ type: 'YOGA' });
  // @ts-expect-error: the slug is required
  await client.class.detail.query({});
  const detail = await client.class.detail.query({ slug: 'tuesday-morning-yoga' });
  // @ts-expect-error: a class title is a string
  const title: number = detail.title;
  void title;
  // @ts-expect-error: there is no such procedure
  await client.class.remove.mutate({ slug: 'x' });
}

export type Settings = RouterOutputs['settings']['public'];
export const chatUrl = (settings: Settings): string | null => settings.chatUrl;
`;

describe('the typed client from outside the monorepo (moduleResolution nodenext)', () => {
  let consumer: string;

  beforeAll(() => {
    for (const workspace of WORKSPACES) {
      const built = run('node', [join(repo, 'scripts/build-declarations.mjs')], join(repo, workspace));
      expect(built.status, built.output).toBe(0);
    }
    consumer = mkdtempSync(join(tmpdir(), 'typed-client-'));
    writeFileSync(
      join(consumer, 'package.json'),
      JSON.stringify({ name: 'typed-client-consumer', private: true, type: 'module' }),
    );
    writeFileSync(
      join(consumer, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          target: 'ES2022',
          module: 'nodenext',
          moduleResolution: 'nodenext',
          strict: true,
          noEmit: true,
          skipLibCheck: true,
          types: [],
        },
        include: ['client.ts'],
      }),
    );
    writeFileSync(join(consumer, 'client.ts'), CLIENT);
    // `npm install file:<monorepo>/packages/api` links the package (its own dependencies resolve in the
    // monorepo); the consumer installs its own @trpc/client (with its @trpc/server peer) and superjson.
    mkdirSync(join(consumer, 'node_modules/@app'), { recursive: true });
    symlinkSync(join(repo, 'packages/api'), join(consumer, 'node_modules/@app/api'), 'dir');
    for (const name of ['@trpc/client', '@trpc/server']) {
      cpSync(join(repo, 'node_modules', name), join(consumer, 'node_modules', name), {
        recursive: true,
        dereference: true,
      });
    }
    symlinkSync(join(repo, 'node_modules/superjson'), join(consumer, 'node_modules/superjson'), 'dir');
  }, 120_000);

  afterAll(() => {
    if (consumer) rmSync(consumer, { recursive: true, force: true });
  });

  it('type-checks inputs and outputs against AppRouter with tsc --noEmit', () => {
    const checked = run('tsc', ['--noEmit', '-p', consumer], consumer);
    expect(checked.output).toBe('');
    expect(checked.status).toBe(0);
  }, 60_000);

  it('finds the mistakes it is told to expect (the types are not any)', () => {
    writeFileSync(join(consumer, 'client.ts'), CLIENT.replaceAll('// @ts-expect-error', '//'));
    const checked = run('tsc', ['--noEmit', '-p', consumer], consumer);
    expect(checked.status).not.toBe(0);
    const errors = checked.output.split('\n').filter((line) => line.includes('error TS'));
    expect(errors).toHaveLength(4);
    writeFileSync(join(consumer, 'client.ts'), CLIENT);
  }, 60_000);
});
