import { classDetailSchema, classRegistrationResultSchema, errorResponseSchema, resultEnvelope } from '@app/contract';
import { testDatabaseTargets } from '@app/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers';

const registration = (slug: string, overrides: Record<string, unknown> = {}) => ({
  slug,
  name: 'Ayu Lestari',
  email: 'ayu@example.com',
  phone: '+62 812 3456 7890',
  seats: 1,
  consent: true,
  ...overrides,
});

describe.each(testDatabaseTargets())('public forms on $kind', (target) => {
  let t: TestApp;
  let limitedSlug: string;
  beforeAll(async () => {
    t = await startTestApp(target);
    const row = await t.db.db
      .insertInto('classes')
      .values({
        slug: 'capacity-twenty',
        class_type: 'REGULAR',
        title: JSON.stringify({ en: 'Capacity Twenty' }),
        summary: JSON.stringify({ en: 'x' }),
        description: JSON.stringify({ en: '<p>x</p>' }),
        extend_info: JSON.stringify({
          day: 'Tuesday',
          startTime: '18:00',
          endTime: '19:00',
          timeZone: 'Asia/Jakarta',
          startDate: null,
          endDate: null,
          durationMinutes: 60,
          format: 'in-person',
          location: null,
          onlineUrl: null,
          price: null,
          currency: 'IDR',
        }),
        capacity: 20,
        sort_order: 99,
        status: 'published',
      })
      .returning('slug')
      .executeTakeFirstOrThrow();
    limitedSlug = row.slug;
  });
  afterAll(() => t?.close());

  const post = (url: string, payload: unknown) => t.app.inject({ method: 'POST', url, payload: payload as object });

  it('answers per-field errors for each form', async () => {
    const newsletter = errorResponseSchema.parse((await post('/api/app/newsletter', { email: 'nope' })).json());
    expect(Object.keys(newsletter.errors ?? {}).sort()).toEqual(['consent', 'email']);
    expect(newsletter.errors?.email).toEqual(['Invalid email address']);

    const klass = await post('/api/app/class-registration', { slug: limitedSlug, seats: 0, phone: 'x' });
    expect(klass.statusCode).toBe(422);
    expect(Object.keys(errorResponseSchema.parse(klass.json()).errors ?? {}).sort()).toEqual([
      'consent',
      'email',
      'name',
      'phone',
      'seats',
    ]);

    const contact = errorResponseSchema.parse(
      (await post('/api/app/contact', { name: '', email: 'a@b.co', message: '', topic: 'spam' })).json(),
    );
    expect(Object.keys(contact.errors ?? {}).sort()).toEqual(['message', 'name', 'topic']);
  });

  it('keeps one newsletter subscription however often someone signs up', async () => {
    for (let i = 0; i < 3; i++) {
      const res = await post('/api/app/newsletter', { email: 'Repeat@Example.com', consent: true });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ result: { ok: true } });
    }
    const rows = await t.db.db
      .selectFrom('newsletter_subscribers')
      .selectAll()
      .where('email', 'ilike', 'repeat@example.com')
      .execute();
    expect(rows).toHaveLength(1);
    const mails = await t.db.db
      .selectFrom('email_outbox')
      .select('body_text')
      .where('to_address', '=', 'repeat@example.com')
      .execute();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body_text).toContain(`/newsletter/unsubscribe?token=${rows[0]!.unsubscribe_token}`);
  });

  it('unsubscribes with the link of the welcome email, once the token is known', async () => {
    await post('/api/app/newsletter', { email: 'leaving@example.com', consent: true });
    const row = await t.db.db
      .selectFrom('newsletter_subscribers')
      .selectAll()
      .where('email', '=', 'leaving@example.com')
      .executeTakeFirstOrThrow();
    const call = (token: string) =>
      t.app.inject({
        method: 'POST',
        url: '/trpc/registration.unsubscribe',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ json: { token } }),
      });
    expect((await call(row.unsubscribe_token)).statusCode).toBe(200);
    const after = await t.db.db
      .selectFrom('newsletter_subscribers')
      .select('unsubscribed_at')
      .where('id', '=', row.id)
      .executeTakeFirstOrThrow();
    expect(after.unsubscribed_at).toBeInstanceOf(Date);
    expect((await call('not-a-real-token-at-all')).statusCode).toBe(404);
  });

  it('answers a filled honeypot like a success and stores nothing', async () => {
    const before = await t.db.db
      .selectFrom('contact_messages')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const res = await post('/api/app/contact', {
      name: 'Bot',
      email: 'bot@example.com',
      message: 'buy',
      website: 'http://spam.example',
    });
    expect(res.statusCode).toBe(200);
    const after = await t.db.db
      .selectFrom('contact_messages')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('stores a contact message and queues both emails', async () => {
    const res = await post('/api/app/contact', {
      name: 'Rina',
      email: 'rina@example.com',
      topic: 'corporate',
      message: 'Do you run programmes for 40 staff?',
    });
    expect(res.statusCode).toBe(200);
    const row = await t.db.db
      .selectFrom('contact_messages')
      .selectAll()
      .where('email', '=', 'rina@example.com')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ topic: 'corporate', status: 'new' });
    const mails = await t.db.db
      .selectFrom('email_outbox')
      .select('to_address')
      .where('subject', 'like', '%ontact%')
      .execute();
    expect(mails.map((m) => m.to_address)).toContain('hello@ruangteduh.example');
  });

  it('never oversells: 200 concurrent registrations for 20 seats leave 20 confirmed and the rest waitlisted', async () => {
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        post('/api/app/class-registration', registration(limitedSlug, { email: `person${i}@example.com` })),
      ),
    );
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    const statuses = answers.map((a) => resultEnvelope(classRegistrationResultSchema).parse(a.json()).result.status);
    expect(statuses.filter((s) => s === 'confirmed')).toHaveLength(20);
    expect(statuses.filter((s) => s === 'waitlisted')).toHaveLength(180);
    const stored = await t.db.db
      .selectFrom('class_registrations')
      .innerJoin('classes', 'classes.id', 'class_registrations.class_id')
      .select(['class_registrations.status'])
      .where('classes.slug', '=', limitedSlug)
      .execute();
    expect(stored).toHaveLength(200);
    expect(stored.filter((r) => r.status === 'confirmed')).toHaveLength(20);
    const detail = classDetailSchema.parse((await post('/api/app/class-detail', { slug: limitedSlug })).json().result);
    expect(detail.seatsLeft).toBe(0);
  });

  it('answers 404 for a class that does not exist', async () => {
    expect((await post('/api/app/class-registration', registration('no-such-class'))).statusCode).toBe(404);
  });
});

describe.each(testDatabaseTargets().slice(0, 1))('form rate limit on $kind', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target, { rateLimits: { loginPerIp: 0, loginPerEmail: 0, formsPerMinute: 3 } });
  });
  afterAll(() => t?.close());

  it('answers 429 with Retry-After past RATE_LIMIT_FORMS submissions a minute', async () => {
    const send = () =>
      t.app.inject({ method: 'POST', url: '/api/app/newsletter', payload: { email: 'r@example.com', consent: true } });
    for (let i = 0; i < 3; i++) expect((await send()).statusCode).toBe(200);
    const limited = await send();
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});
