import type { AppRouter } from '@app/api';
import { testDatabaseTargets } from '@app/db/testing';
import { createTRPCClient, httpBatchLink, TRPCClientError } from '@trpc/client';
import superjson from 'superjson';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers';

describe.each(testDatabaseTargets())('typed tRPC client on $kind', (target) => {
  let t: TestApp;
  let client: ReturnType<typeof createTRPCClient<AppRouter>>;
  let locale = 'en';

  beforeAll(async () => {
    t = await startTestApp(target);
    const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
    client = createTRPCClient<AppRouter>({
      links: [
        httpBatchLink({
          url: `${address}/trpc`,
          transformer: superjson,
          headers: () => ({ 'accept-language': locale }),
        }),
      ],
    });
  });
  afterAll(() => t?.close());

  it('calls the same procedures as the REST paths', async () => {
    const regular = await client.class.list.query({ type: 'REGULAR' });
    expectTypeOf(regular[0]!.extendInfo.day).toEqualTypeOf<
      'Tuesday' | 'Wednesday' | 'Thursday' | 'Friday' | 'Saturday' | 'Sunday' | null
    >();
    expect(regular.length).toBeGreaterThan(0);
    const rest = await t.app.inject({ method: 'POST', url: '/api/app/class', payload: { type: 'REGULAR' } });
    expect(rest.json().result).toEqual(regular);

    const detail = await client.class.detail.query({ slug: regular[0]!.slug });
    expect(detail.slug).toBe(regular[0]!.slug);
    const [counselors, eap, coach, media, story, slider, settings, page] = await Promise.all([
      client.counselor.list.query(),
      client.counselor.eap.query(),
      client.counselor.coach.query(),
      client.media.list.query(),
      client.story.list.query(),
      client.slider.list.query(),
      client.settings.public.query(),
      client.staticContent.get.query({ code: 'about' }),
    ]);
    expect(counselors.length).toBeGreaterThanOrEqual(eap.length);
    expect(coach.every((c) => c.groups.includes('coach'))).toBe(true);
    expect(media.length).toBeGreaterThan(0);
    expect(story.length).toBeGreaterThan(0);
    expect(slider.length).toBeGreaterThan(0);
    expect(settings.locales.default).toBe('en');
    expect(page.content).toContain('<');
    const person = await client.counselor.detail.query({ slug: counselors[0]!.slug });
    expect(person.classes).toBeInstanceOf(Array);
  });

  it('sends the locale and answers French text', async () => {
    locale = 'fr';
    const page = await client.staticContent.get.query({ code: 'about' });
    locale = 'en';
    const english = await client.staticContent.get.query({ code: 'about' });
    expect(page.title).not.toBe(english.title);
  });

  it('reports NOT_FOUND, UNPROCESSABLE_CONTENT with field errors, and UNAUTHORIZED', async () => {
    const notFound = await client.class.detail.query({ slug: 'missing-class' }).catch((e: unknown) => e);
    expect(notFound).toBeInstanceOf(TRPCClientError);
    expect((notFound as TRPCClientError<AppRouter>).data?.httpStatus).toBe(404);

    // @ts-expect-error: an invalid class type is refused by the compiler as well as the server
    const invalid = await client.class.list.query({ type: 'YOGA' }).catch((e: unknown) => e);
    const data = (invalid as TRPCClientError<AppRouter>).data;
    expect(data?.httpStatus).toBe(422);
    expect(data?.fieldErrors?.type?.length).toBeGreaterThan(0);

    const anonymous = await client.user.me.query().catch((e: unknown) => e);
    expect((anonymous as TRPCClientError<AppRouter>).data?.code).toBe('UNAUTHORIZED');
  });
});
