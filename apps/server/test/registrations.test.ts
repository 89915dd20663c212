import { classDetailSchema, classRegistrationResultSchema, errorResponseSchema, resultEnvelope } from '@app/contract';
import { testDatabaseTargets } from '@app/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addClass, addSession, bookingInput } from './booking-fixtures';
import { startTestApp, type TestApp, useTestApp } from './helpers';
import { countRows, rowsWhere, rowWhere } from './db-rows';

const registration = (slug: string, sessionId: number, overrides: Record<string, unknown> = {}) =>
  bookingInput(slug, sessionId, overrides);

describe.each(testDatabaseTargets())('public forms on $kind', (target) => {
  let t: TestApp;
  let limitedSlug: string;
  let limitedSession: number;
  /** A published weekly class with the given capacity and one bookable session; answers both. */
  const addClassWithSession = async (slug: string, capacity: number | null) => {
    const classId = await addClass(t.db, slug, { capacity });
    return { slug, sessionId: await addSession(t.db, classId, 100) };
  };
  beforeAll(async () => {
    t = await startTestApp(target);
    ({ slug: limitedSlug, sessionId: limitedSession } = await addClassWithSession('capacity-twenty', 20));
  });
  afterAll(() => t?.close());

  const post = (url: string, payload: unknown) => t.app.inject({ method: 'POST', url, payload: payload as object });

  it('answers per-field errors for each form', async () => {
    const newsletter = errorResponseSchema.parse((await post('/api/app/newsletter', { email: 'nope' })).json());
    expect(Object.keys(newsletter.errors ?? {}).sort()).toEqual(['consent', 'email']);
    expect(newsletter.errors?.email).toEqual(['Invalid email address']);

    const klass = await post('/api/app/class-registration', {
      slug: limitedSlug,
      sessionId: limitedSession,
      seats: 0,
      phone: 'x',
    });
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

  it('says an empty email is required, and a wrong one is invalid, on every form', async () => {
    const forms: Array<[url: string, payload: Record<string, unknown>]> = [
      ['/api/app/newsletter', { consent: true }],
      ['/api/app/class-registration', registration(limitedSlug, limitedSession)],
      ['/api/app/contact', { name: 'Rina', message: 'Hello' }],
    ];
    for (const [url, payload] of forms) {
      for (const [email, message] of [
        ['', 'Email is required.'],
        ['   ', 'Email is required.'],
        [undefined, 'Email is required.'],
        ['rina@', 'Invalid email address'],
      ] as const) {
        const res = await post(url, { ...payload, email });
        expect(res.statusCode, `${url} ${JSON.stringify(email)}`).toBe(422);
        expect(errorResponseSchema.parse(res.json()).errors?.email, `${url} ${JSON.stringify(email)}`).toEqual([
          message,
        ]);
      }
    }
    // An address pasted (or autofilled) with spaces around it is taken as the address.
    const padded = await post('/api/app/newsletter', { email: '  Padded@Example.com ', consent: true });
    expect(padded.statusCode).toBe(200);
    const stored = await t.db.db
      .selectFrom('newsletter_subscribers')
      .select('email')
      .where('email', '=', 'padded@example.com')
      .executeTakeFirst();
    expect(stored?.email).toBe('padded@example.com');
  });

  it('says what to fill in when a required text field is left out of the body', async () => {
    const { phone: _phone, ...withoutPhone } = registration(limitedSlug, limitedSession);
    const res = await post('/api/app/class-registration', withoutPhone);
    expect(res.statusCode).toBe(422);
    expect(errorResponseSchema.parse(res.json()).errors).toEqual({ phone: ['Phone is required.'] });
  });

  it('refuses more seats than are left, saying how many, and keeps the waiting list for a full session', async () => {
    const { slug, sessionId } = await addClassWithSession('three-places', 3);
    const seatsLeft = async () =>
      classDetailSchema
        .parse((await post('/api/app/class-detail', { slug })).json().result)
        .nextSessions.find((session) => session.id === sessionId)?.seatsLeft;
    const stored = () =>
      t.db.db
        .selectFrom('class_registrations')
        .innerJoin('classes', 'classes.id', 'class_registrations.class_id')
        .select(['class_registrations.status', 'class_registrations.seats', 'class_registrations.email'])
        .where('classes.slug', '=', slug)
        .orderBy('class_registrations.id')
        .execute();
    const first = await post('/api/app/class-registration', registration(slug, sessionId, { seats: 2 }));
    expect(resultEnvelope(classRegistrationResultSchema).parse(first.json()).result).toMatchObject({
      status: 'confirmed',
      seats: 2,
      seatsLeft: 1,
      sessionId,
    });

    // One place left, two asked: 422 on seats, nobody stored, no email queued.
    const tooMany = await post(
      '/api/app/class-registration',
      registration(slug, sessionId, { seats: 2, email: 'two@example.com' }),
    );
    expect(tooMany.statusCode).toBe(422);
    const body = errorResponseSchema.parse(tooMany.json());
    expect(body.errors).toEqual({ seats: ['Only 1 place is left: choose 1 seat.'] });
    expect(await stored()).toHaveLength(1);
    expect(await seatsLeft()).toBe(1);
    const mails = await rowsWhere(t.db, 'email_outbox', { to_address: 'two@example.com' });
    expect(mails).toHaveLength(0);

    const last = await post(
      '/api/app/class-registration',
      registration(slug, sessionId, { seats: 1, email: 'one@example.com' }),
    );
    expect(resultEnvelope(classRegistrationResultSchema).parse(last.json()).result.status).toBe('confirmed');
    expect(await seatsLeft()).toBe(0);

    // Full: asking for more than the session holds is a waiting-list request, as before.
    const waiting = await post(
      '/api/app/class-registration',
      registration(slug, sessionId, { seats: 3, email: 'wait@example.com' }),
    );
    expect(resultEnvelope(classRegistrationResultSchema).parse(waiting.json()).result.status).toBe('waitlisted');
    expect((await stored()).map((r) => [r.status, r.seats])).toEqual([
      ['confirmed', 2],
      ['confirmed', 1],
      ['waitlisted', 3],
    ]);
  });

  it('names the plural when several places are left, and the singular for one', async () => {
    const { slug, sessionId } = await addClassWithSession('five-places', 5);
    await post('/api/app/class-registration', registration(slug, sessionId, { seats: 2 }));
    const res = await post(
      '/api/app/class-registration',
      registration(slug, sessionId, { seats: 4, email: 'four@example.com' }),
    );
    expect(res.statusCode).toBe(422);
    expect(errorResponseSchema.parse(res.json()).errors?.seats).toEqual([
      'Only 3 places are left: choose 3 seats or fewer.',
    ]);

    const single = await addClassWithSession('one-person', 1);
    const two = await post('/api/app/class-registration', registration(single.slug, single.sessionId, { seats: 2 }));
    expect(two.statusCode).toBe(422);
    expect(errorResponseSchema.parse(two.json()).errors?.seats).toEqual(['Only 1 place is left: choose 1 seat.']);
  });

  it('checks the places left under the lock: concurrent requests for 2 seats never overfill 5 places', async () => {
    const { slug, sessionId } = await addClassWithSession('five-places-race', 5);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        post(
          '/api/app/class-registration',
          registration(slug, sessionId, { seats: 2, email: `racer${i}@example.com` }),
        ),
      ),
    );
    const confirmed = answers.filter((a) => a.statusCode === 200);
    const refused = answers.filter((a) => a.statusCode === 422);
    expect(confirmed).toHaveLength(2);
    expect(refused).toHaveLength(10);
    for (const answer of refused) {
      expect(errorResponseSchema.parse(answer.json()).errors?.seats).toEqual(['Only 1 place is left: choose 1 seat.']);
    }
    const rows = await t.db.db
      .selectFrom('class_registrations')
      .innerJoin('classes', 'classes.id', 'class_registrations.class_id')
      .select(['class_registrations.status', 'class_registrations.seats'])
      .where('classes.slug', '=', slug)
      .execute();
    expect(rows).toEqual([
      { status: 'confirmed', seats: 2 },
      { status: 'confirmed', seats: 2 },
    ]);
  });

  it('answers a filled honeypot like a success and stores nothing', async () => {
    const before = await countRows(t.db, 'contact_messages');
    const bot = { name: 'Bot', email: 'bot@example.com', message: 'buy', website: 'http://spam.example' };
    expect((await post('/api/app/contact', bot)).statusCode).toBe(200);
    expect(await countRows(t.db, 'contact_messages')).toBe(before);
  });

  it('stores a contact message and queues both emails', async () => {
    const res = await post('/api/app/contact', {
      name: 'Rina',
      email: 'rina@example.com',
      topic: 'corporate',
      message: 'Do you run programmes for 40 staff?',
    });
    expect(res.statusCode).toBe(200);
    const row = await rowWhere(t.db, 'contact_messages', { email: 'rina@example.com' });
    expect(row).toMatchObject({ topic: 'corporate', status: 'new' });
    const mails = await t.db.db
      .selectFrom('email_outbox')
      .select('to_address')
      .where('subject', 'like', '%ontact%')
      .execute();
    expect(mails.map((m) => m.to_address)).toContain('hello@ruangteduh.example');
    // The same promise as the form's thank-you message.
    const receipt = await rowWhere(t.db, 'email_outbox', { to_address: 'rina@example.com' });
    expect(receipt.body_text).toContain('within two working days');
  });

  it('answers 404 for a class that does not exist', async () => {
    expect((await post('/api/app/class-registration', registration('no-such-class', limitedSession))).statusCode).toBe(
      404,
    );
  });
});

describe.each(testDatabaseTargets().slice(0, 1))('form rate limit on $kind', (target) => {
  const t = useTestApp(target, { rateLimits: { loginPerIp: 0, loginPerEmail: 0, formsPerMinute: 3 } });

  it('answers 429 with Retry-After past RATE_LIMIT_FORMS submissions a minute', async () => {
    const send = () =>
      t.app.inject({ method: 'POST', url: '/api/app/newsletter', payload: { email: 'r@example.com', consent: true } });
    for (let i = 0; i < 3; i++) expect((await send()).statusCode).toBe(200);
    const limited = await send();
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});
