import { TRPCError } from '@trpc/server';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ContentCache } from '../src/cache';
import { keptAnswerCallerFactory } from '../src/caller';
import { type ApiDeps, createContext } from '../src/context';
import { appRouter, createCaller } from '../src/root';
import { cachedPublicProcedure, createCallerFactory, publicProcedure, router, staffProcedure } from '../src/trpc';

function depsWith(cache = new ContentCache()): ApiDeps {
  return {
    db: {} as ApiDeps['db'],
    cache,
    sessionSecret: 'a-test-secret-that-is-at-least-32-characters',
    site: { chatUrl: null, eapUrl: 'https://eap.example/', analyticsId: null },
    identityProviders: new Map([
      ['google', { name: 'google', label: 'Google', issuer: 'https://x', clientId: 'x', clientSecret: 'x' }],
    ]),
    publicUrl: 'http://localhost:3000',
    rateLimits: {} as ApiDeps['rateLimits'],
  };
}

/** A router of reads counting how often their resolvers run. */
function countingRouter() {
  const runs = { list: 0, hourly: 0, failing: 0, echo: 0 };
  /** What `later` answers: settled by the test. */
  let settle: { resolve: (value: string) => void; reject: (error: Error) => void } | undefined;
  const testRouter = router({
    later: cachedPublicProcedure().query(
      () =>
        new Promise<string>((resolve, reject) => {
          settle = { resolve, reject };
        }),
    ),
    list: cachedPublicProcedure(z.object({ type: z.string().trim().min(1) })).query(({ ctx, input }) => {
      runs.list++;
      return { type: input.type, locale: ctx.locale };
    }),
    hourly: cachedPublicProcedure({ key: (ctx) => ctx.now().getUTCHours() }).query(() => {
      runs.hourly++;
      return { run: runs.hourly };
    }),
    failing: cachedPublicProcedure().query(() => {
      runs.failing++;
      throw new TRPCError({ code: 'NOT_FOUND', message: 'Nothing here.' });
    }),
    nested: router({
      echo: publicProcedure.input(z.string()).mutation(({ input }) => {
        runs.echo++;
        return `${input}!`;
      }),
    }),
    staff: staffProcedure(['admin']).query(() => 'secret'),
  });
  return { runs, testRouter, settle: () => settle };
}

function setup() {
  const { runs, testRouter, settle } = countingRouter();
  const cache = new ContentCache();
  const deps = depsWith(cache);
  const trpcCaller = createCallerFactory(testRouter);
  /** How many times the caller fell back on tRPC's caller. */
  const throughTrpc = { count: 0 };
  const keptAnswerCaller = keptAnswerCallerFactory(testRouter, (ctx) => {
    throughTrpc.count++;
    return trpcCaller(ctx);
  });
  const context = (acceptLanguage?: string, now?: Date) =>
    createContext({ ...deps, now: now && (() => now) }, { acceptLanguage });
  return {
    runs,
    cache,
    settle,
    throughTrpc,
    caller: (acceptLanguage?: string, now?: Date) => keptAnswerCaller(context(acceptLanguage, now)),
    trpc: (acceptLanguage?: string) => trpcCaller(context(acceptLanguage)),
  };
}

describe('the server-side caller', () => {
  it('answers what tRPC’s caller answers, errors included, at every depth of the app router', async () => {
    const ctx = createContext(depsWith(), {});
    const ours = createCaller(ctx);
    const trpc = createCallerFactory(appRouter)(ctx);
    expect(await ours.auth.providers()).toEqual(await trpc.auth.providers());
    expect(await ours.auth.providers()).toEqual([{ name: 'google', label: 'Google' }]);
    const invalid = { email: 'not an email', consent: true as const };
    const [a, b] = await Promise.all([
      ours.registration.newsletter(invalid).catch((e: unknown) => e),
      trpc.registration.newsletter(invalid).catch((e: unknown) => e),
    ]);
    expect(a).toBeInstanceOf(TRPCError);
    expect((a as TRPCError).code).toBe('UNPROCESSABLE_CONTENT');
    expect((a as TRPCError).code).toBe((b as TRPCError).code);
    expect((a as TRPCError).message).toBe((b as TRPCError).message);
    const unauthorized = await ours.admin.registrants.list({ kind: 'class' }).catch((e: unknown) => e);
    expect((unauthorized as TRPCError).code).toBe('UNAUTHORIZED');
  });

  it('runs what has no kept answer through tRPC, nested procedures and refusals included', async () => {
    const { runs, caller } = setup();
    expect(await caller().nested.echo('hi')).toBe('hi!');
    expect(runs.echo).toBe(1);
    expect(
      (
        (await caller()
          .staff()
          .catch((e: unknown) => e)) as TRPCError
      ).code,
    ).toBe('UNAUTHORIZED');
  });

  it('answers a kept answer itself, without tRPC’s caller: the same object tRPC answers', async () => {
    const { runs, caller, trpc, throughTrpc } = setup();
    const first = await caller().list({ type: 'REGULAR' });
    expect(throughTrpc.count).toBe(1);
    expect(await caller().list({ type: 'REGULAR' })).toBe(first);
    expect(await caller('en').list({ type: 'REGULAR' })).toBe(first);
    expect(throughTrpc.count).toBe(1);
    expect(await trpc().list({ type: 'REGULAR' })).toBe(first);
    expect(runs.list).toBe(1);
    // Input that validation would change is not looked up as sent: tRPC's caller runs the read's checks.
    expect(await caller().list({ type: ' REGULAR ' })).toBe(first);
    expect(throughTrpc.count).toBe(2);
  });

  it('waits for a load in progress, and runs the procedure itself when that load fails', async () => {
    const { cache, caller, settle } = setup();
    const loading = caller().later();
    await vi.waitFor(() => expect(settle()).toBeDefined());
    expect(cache.size).toBe(1);
    const waiting = caller().later();
    settle()?.resolve('ready');
    expect(await waiting).toBe('ready');
    expect(await loading).toBe('ready');

    const other = setup();
    const failing = other
      .caller()
      .later()
      .catch((e: TRPCError) => e.code);
    await vi.waitFor(() => expect(other.settle()).toBeDefined());
    const first = other.settle();
    const retried = other.caller().later();
    first?.reject(new Error('database down'));
    expect(await failing).toBe('INTERNAL_SERVER_ERROR');
    // The waiting call ran the procedure again (a new load), as the read's own middleware would.
    await vi.waitFor(() => expect(other.settle()).not.toBe(first));
    other.settle()?.resolve('recovered');
    expect(await retried).toBe('recovered');
  });
});

describe('cachedPublicProcedure: one cache per (procedure, input, locale)', () => {
  it('keeps one answer object per validated input and locale, shared by both callers', async () => {
    const { runs, cache, caller, trpc } = setup();
    const first = await caller().list({ type: 'REGULAR' });
    expect(await trpc().list({ type: 'REGULAR' })).toBe(first);
    // Input that validation normalises shares the entry of its validated form.
    expect(await caller().list({ type: '  REGULAR ' })).toBe(first);
    expect(await trpc().list({ type: 'REGULAR', extra: 1 } as { type: string })).toBe(first);
    expect(runs.list).toBe(1);
    expect(cache.size).toBe(1);
    expect(await caller('fr').list({ type: 'REGULAR' })).toEqual({ type: 'REGULAR', locale: 'fr' });
    expect(await caller().list({ type: 'WORKSHOP' })).toEqual({ type: 'WORKSHOP', locale: 'en' });
    expect(runs.list).toBe(3);
    expect(cache.size).toBe(3);
    cache.clear();
    expect(await caller().list({ type: 'REGULAR' })).not.toBe(first);
    expect(runs.list).toBe(4);
  });

  it('never keeps refused input or failures', async () => {
    const { runs, cache, caller } = setup();
    const code = (call: Promise<unknown>) =>
      call.then(
        () => 'answered',
        (e: TRPCError) => e.code,
      );
    expect(await code(caller().list({ type: '   ' }))).toBe('UNPROCESSABLE_CONTENT');
    expect(await code(caller().list({ type: 'a\u0000b' }))).toBe('UNPROCESSABLE_CONTENT');
    expect(runs.list).toBe(0);
    for (let i = 0; i < 2; i++) expect(await code(caller().failing())).toBe('NOT_FOUND');
    expect(runs.failing).toBe(2);
    expect(cache.size).toBe(0);
  });

  it('shares one load between concurrent misses', async () => {
    const { runs, caller, trpc } = setup();
    const answers = await Promise.all([
      caller().list({ type: 'REGULAR' }),
      trpc().list({ type: 'REGULAR' }),
      caller().list({ type: 'REGULAR' }),
    ]);
    expect(runs.list).toBe(1);
    expect(new Set(answers).size).toBe(1);
  });

  it('adds a procedure’s own key part', async () => {
    const { runs, caller } = setup();
    const first = await caller(undefined, new Date('2026-11-23T09:10:00Z')).hourly();
    expect(await caller(undefined, new Date('2026-11-23T09:50:00Z')).hourly()).toBe(first);
    expect(await caller(undefined, new Date('2026-11-23T10:01:00Z')).hourly()).not.toBe(first);
    expect(runs.hourly).toBe(2);
  });
});
