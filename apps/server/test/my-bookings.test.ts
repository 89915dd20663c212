import { createHash } from 'node:crypto';
import { appRouter } from '@app/api';
import { generateSessions, sendMemberLinks } from '@app/api/server';
import { COOKIE_NAMES, errorResponseSchema, memberBookingsSchema, resultEnvelope } from '@app/contract';
import { DEMO_ADMIN, type DbHandle } from '@app/db';
import { testDatabaseTargets } from '@app/db/testing';
import { EMAIL_CATALOGS } from '@app/email';
import type { FastifyInstance } from 'fastify';
import ICAL from 'ical.js';
import superjson from 'superjson';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { addClass, addSession, book, mailsTo } from './booking-fixtures';
import { SPA_INDEX, testConfig, tokenFor, webDistWith } from './helpers';
import { recordingSql } from './sql-recorder';

const AYU = 'ayu.member@example.com';
const BUDI = 'budi.member@example.com';
const NOBODY = 'nobody.member@example.com';
const CITRA = 'citra.member@example.com';
const mailDeps = { publicUrl: testConfig.publicUrl, site: testConfig.site };
const XSRF = 'member-test-xsrf-token';
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** A tRPC answer: status, data or error, and the cookies it set. */
interface Answer {
  status: number;
  data: any;
  error: { code: string; message: string } | null;
  setCookies: string[];
  cacheControl: string | undefined;
  body: string;
}

function read(res: Awaited<ReturnType<FastifyInstance['inject']>>): Answer {
  const parsed = res.json() as {
    result?: { data: Parameters<typeof superjson.deserialize>[0] };
    error?: { json: { message: string; data: { code: string } } };
  };
  const raw = res.headers['set-cookie'];
  return {
    status: res.statusCode,
    data: parsed.result ? superjson.deserialize(parsed.result.data) : undefined,
    error: parsed.error ? { code: parsed.error.json.data.code, message: parsed.error.json.message } : null,
    setCookies: (Array.isArray(raw) ? raw : raw ? [raw] : []).filter((c) => !c.startsWith(`${COOKIE_NAMES.xsrf}=`)),
    cacheControl: res.headers['cache-control'] as string | undefined,
    body: res.body,
  };
}

/** The member session cookie's value in a sign-in answer's Set-Cookie. */
function memberCookieOf(answer: Answer): string {
  const cookie = answer.setCookies.find((c) => c.startsWith(`${COOKIE_NAMES.member}=`));
  const value = cookie?.split(';')[0]?.slice(COOKIE_NAMES.member.length + 1);
  if (!value) throw new Error(`No member cookie in ${JSON.stringify(answer.setCookies)}`);
  return value;
}

describe.each(testDatabaseTargets())('my bookings on $kind', (target) => {
  let db: DbHandle;
  let app: FastifyInstance;
  /** The procedures' and the rate limits' clock: tests move it instead of waiting. */
  let clock = Date.now();
  let recorder: ReturnType<typeof recordingSql>;
  let ayuBookings: number[] = [];

  beforeAll(async () => {
    db = await target.seeded();
    await generateSessions(db.db, new Date());
    recorder = recordingSql(db);
    app = await buildApp({
      db: recorder.handle,
      config: {
        ...testConfig,
        // The site's pages too: opening a sign-in link's page must not use the link.
        webDist: webDistWith(SPA_INDEX),
        rateLimits: { ...testConfig.rateLimits, memberLinksPerHour: 3, memberLinksPerIpPerHour: 8 },
      },
      now: () => new Date(clock),
      rateLimitClock: () => clock,
    });
    await app.ready();
    const classId = await addClass(db, 'member-flow', { capacity: 2, cancelCutoffHours: 12 });
    const upcoming = await addSession(db, classId, 48);
    const later = await addSession(db, classId, 96);
    const past = await addSession(db, classId, -48);
    await book(app, 'member-flow', upcoming, { email: AYU, name: 'Ayu', seats: 2 });
    await book(app, 'member-flow', later, { email: 'Ayu.Member@Example.com', name: 'Ayu' });
    await book(app, 'member-flow', upcoming, { email: BUDI, name: 'Budi' }); // full: Budi waits
    await db.db
      .insertInto('class_registrations')
      .values({
        class_id: classId,
        session_id: past,
        name: 'Ayu',
        email: AYU,
        phone: '+62 812 0000 0000',
        seats: 1,
        status: 'confirmed',
        message: null,
      })
      .execute();
    await db.db
      .insertInto('private_session_requests')
      .values({
        class_id: classId,
        name: 'Ayu',
        email: AYU,
        phone: '+62 812 0000 0000',
        preferred_times: 'Mornings',
        preferred_dates: ['2031-05-06'],
        message: 'A private one, please',
      })
      .execute();
    ayuBookings = (
      await db.db.selectFrom('class_registrations').select('id').where('name', '=', 'Ayu').orderBy('id').execute()
    ).map((r) => r.id);
  });
  // Each test an hour after the last: the links' hourly limits start afresh (the limit's own test excepted).
  beforeEach(() => {
    clock += 61 * MINUTE;
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  const call = async (
    type: 'query' | 'mutation',
    path: string,
    input: unknown,
    cookies: Record<string, string> = {},
    headers: Record<string, string> = {},
  ): Promise<Answer> => {
    const jar = Object.entries(cookies).map(([name, value]) => `${name}=${value}`);
    const cookieHeaders: Record<string, string> =
      jar.length > 0 ? { cookie: [...jar, `${COOKIE_NAMES.xsrf}=${XSRF}`].join('; '), 'x-xsrf-token': XSRF } : {};
    if (type === 'query') {
      const encoded = encodeURIComponent(JSON.stringify(superjson.serialize(input)));
      return read(
        await app.inject({
          method: 'GET',
          url: `/trpc/${path}?input=${encoded}`,
          headers: { ...cookieHeaders, ...headers },
        }),
      );
    }
    return read(
      await app.inject({
        method: 'POST',
        url: `/trpc/${path}`,
        headers: { ...cookieHeaders, ...headers, 'content-type': 'application/json' },
        payload: JSON.stringify(superjson.serialize(input)),
      }),
    );
  };
  const asMember = (cookie: string) => ({ [COOKIE_NAMES.member]: cookie });

  /** Asks for a link over REST from a client address; answers the status, body and the SQL it ran. */
  async function askForLink(email: string, ip = '10.1.0.1', locale?: string) {
    const { answer: res, sql } = await recorder.during(() =>
      app.inject({
        method: 'POST',
        url: '/api/app/my-bookings/link',
        payload: locale ? { email, locale } : { email },
        remoteAddress: ip,
      }),
    );
    return { status: res.statusCode, body: res.body, sql };
  }

  /** The sign-in token of the newest "My bookings" email to an address. */
  async function linkTokenTo(email: string): Promise<string> {
    const mail = (await mailsTo(db, email)).filter((m) => m.body_text.includes('/my-bookings/sign-in/')).at(-1);
    const token = mail && /\/my-bookings\/sign-in\/([A-Za-z0-9_-]+)/.exec(mail.body_text)?.[1];
    if (!token) throw new Error(`No sign-in link to ${email}`);
    return token;
  }

  /** Asks for a link, runs the link job, signs in with it: answers the member cookie. */
  async function signIn(email: string, ip = '10.1.0.2'): Promise<string> {
    expect((await askForLink(email, ip)).status).toBe(200);
    await sendMemberLinks(db.db, mailDeps, new Date(clock));
    const answer = await call('mutation', 'member.signIn', { token: await linkTokenTo(email) });
    expect(answer.status, answer.body).toBe(200);
    return memberCookieOf(answer);
  }

  it('answers an address with bookings and an unknown one alike, after the same database work', async () => {
    const known = await askForLink(AYU, '10.1.1.1');
    const unknown = await askForLink(NOBODY, '10.1.1.2');
    expect(known.status).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(JSON.parse(known.body)).toEqual({
      result: {
        ok: true,
        message: 'If this address has bookings with us, we have sent you a link. It works once, for 30 minutes.',
      },
    });
    expect(known.sql).toEqual(unknown.sql);
    expect(known.sql.join('\n')).not.toMatch(/class_registrations|member_links|email_outbox|newsletter/);
    // The job then emails the address with bookings, and nobody else.
    expect(await sendMemberLinks(db.db, mailDeps, new Date(clock))).toEqual({ sent: 1 });
    expect(await mailsTo(db, NOBODY)).toEqual([]);
    expect((await mailsTo(db, AYU)).filter((m) => m.body_text.includes('/my-bookings/sign-in/'))).toHaveLength(1);
    expect(await db.db.selectFrom('member_link_requests').selectAll().execute()).toEqual([]);
  });

  it('writes the email in the language asked in, and a request answers in it', async () => {
    const asked = await askForLink(AYU, '10.1.2.1', 'id');
    expect(JSON.parse(asked.body).result.message).toMatch(/Jika alamat ini/);
    await sendMemberLinks(db.db, mailDeps, new Date(clock));
    const mail = (await mailsTo(db, AYU)).at(-1);
    expect(mail?.subject).toBe(EMAIL_CATALOGS.id.memberSignIn.subject({ studio: 'Ruang Teduh' }));
  });

  it('stores only the hash of a link, which works once and sets a sealed httpOnly SameSite=Lax cookie for 30 days', async () => {
    await askForLink(AYU, '10.1.3.1');
    await sendMemberLinks(db.db, mailDeps, new Date(clock));
    const token = await linkTokenTo(AYU);
    const rows = await db.db.selectFrom('member_links').selectAll().execute();
    expect(rows.some((r) => r.token_hash === createHash('sha256').update(token).digest('hex'))).toBe(true);
    expect(JSON.stringify(rows)).not.toContain(token);

    const first = await call('mutation', 'member.signIn', { token });
    expect(first.status, first.body).toBe(200);
    expect(first.data).toEqual({ email: AYU, expiresAt: new Date(clock + 30 * DAY).toISOString() });
    expect(first.cacheControl).toBe('no-store');
    const cookie = first.setCookies.find((c) => c.startsWith(`${COOKIE_NAMES.member}=`));
    expect(cookie).toMatch(/; Path=\/; Max-Age=2592000; HttpOnly; SameSite=Lax$/);
    // Sealed: the address is not readable in it.
    expect(cookie).not.toContain('ayu');

    const again = await call('mutation', 'member.signIn', { token });
    expect(again.status).toBe(404);
    expect(again.setCookies).toEqual([]);
  });

  it('does not use a link when its page is opened (mail scanners open links): only the page’s Continue, a POST, does', async () => {
    await askForLink(AYU, '10.1.3.2');
    await sendMemberLinks(db.db, mailDeps, new Date(clock));
    const token = await linkTokenTo(AYU);
    for (const method of ['GET', 'HEAD'] as const) {
      const page = await app.inject({ method, url: `/my-bookings/sign-in/${token}` });
      expect(page.statusCode, method).toBe(200);
      expect(page.headers['cache-control']).toBe('no-store');
      expect(page.headers['set-cookie'] ?? []).not.toEqual(expect.arrayContaining([expect.stringMatching(/member/)]));
      expect(page.body).not.toContain('ayu');
    }
    const link = await db.db
      .selectFrom('member_links')
      .select('used_at')
      .where('token_hash', '=', createHash('sha256').update(token).digest('hex'))
      .executeTakeFirstOrThrow();
    expect(link.used_at).toBeNull();
    // The page may show whom the link is for, without using it either (a POST: the token stays out of URLs).
    for (let i = 0; i < 2; i++) {
      const peek = await call('mutation', 'member.linkAddress', { token });
      expect(peek.status, peek.body).toBe(200);
      expect(peek.data).toEqual({ email: AYU });
      expect(peek.setCookies).toEqual([]);
      expect(peek.cacheControl).toBe('no-store');
    }
    expect((await call('mutation', 'member.signIn', { token })).status).toBe(200);
    // Once used (or expired, or unknown), the link names no one.
    expect((await call('mutation', 'member.linkAddress', { token })).status).toBe(404);
    expect((await call('mutation', 'member.linkAddress', { token: 'x'.repeat(43) })).status).toBe(404);
  });

  it('refuses a link after its 30 minutes', async () => {
    await askForLink(AYU, '10.1.4.1');
    await sendMemberLinks(db.db, mailDeps, new Date(clock));
    const late = await linkTokenTo(AYU);
    await askForLink(AYU, '10.1.4.1');
    await sendMemberLinks(db.db, mailDeps, new Date(clock));
    const inTime = await linkTokenTo(AYU);
    const start = clock;
    try {
      clock = start + 29 * MINUTE;
      expect((await call('mutation', 'member.signIn', { token: inTime })).status).toBe(200);
      clock = start + 30 * MINUTE;
      const expired = await call('mutation', 'member.signIn', { token: late });
      expect(expired.status).toBe(404);
      expect(expired.error?.message).toMatch(/used or it expired/);
    } finally {
      clock = start;
    }
  });

  it('limits links per address and per client address, counting unknown addresses alike', async () => {
    const start = clock;
    try {
      for (const email of [NOBODY, AYU]) {
        for (let i = 0; i < 3; i++) expect((await askForLink(email, `10.2.0.${i}`)).status).toBe(200);
        const refused = await askForLink(email, '10.2.0.9');
        expect(refused.status).toBe(429);
        expect(errorResponseSchema.parse(JSON.parse(refused.body)).message).not.toBe('');
      }
      for (let i = 0; i < 8; i++) expect((await askForLink(`someone${i}@example.com`, '10.2.1.1')).status).toBe(200);
      expect((await askForLink('one-more@example.com', '10.2.1.1')).status).toBe(429);
      // An hour later both may ask again.
      clock = start + 61 * MINUTE;
      expect((await askForLink(AYU, '10.2.1.1')).status).toBe(200);
    } finally {
      clock = start;
      await sendMemberLinks(db.db, mailDeps, new Date(clock));
    }
  });

  it('lists the member’s own bookings newest first, upcoming and past, requests and subscription', async () => {
    const cookie = await signIn(AYU);
    const answer = await call('query', 'member.bookings', undefined, asMember(cookie));
    expect(answer.status, answer.body).toBe(200);
    expect(answer.cacheControl).toBe('no-store');
    const mine = memberBookingsSchema.parse(answer.data);
    expect(mine.email).toBe(AYU);
    expect(mine.upcoming).toHaveLength(2);
    expect(mine.past).toHaveLength(1);
    // The latest session first.
    expect(mine.upcoming[0]!.session.startsAt > mine.upcoming[1]!.session.startsAt).toBe(true);
    const soon = mine.upcoming[1]!;
    expect(soon).toMatchObject({ status: 'confirmed', seats: 2, waitlistPosition: null, cancellable: true });
    expect(soon.session.timeZone).toBe('Asia/Jakarta');
    expect(soon.session.startsAt).toMatch(/\+07:00$/);
    expect(soon.cancelUntil).toMatch(/\+07:00$/);
    expect(soon.managePath).toMatch(/^\/booking\/[A-Za-z0-9_-]{54}$/);
    // The manage path opens that booking's manage page data.
    const manage = await app.inject({
      method: 'POST',
      url: '/api/app/booking',
      payload: { token: soon.managePath.slice('/booking/'.length) },
    });
    expect(manage.json().result).toMatchObject({ name: 'Ayu', seats: 2, status: 'confirmed' });
    expect(mine.requests).toEqual([
      expect.objectContaining({ status: 'new', preferredDates: ['2031-05-06'], proposedStartsAt: null }),
    ]);
    expect(mine.newsletter).toBe('none');

    // Budi's booking waits on the list.
    const budi = memberBookingsSchema.parse(
      (await call('query', 'member.bookings', undefined, asMember(await signIn(BUDI)))).data,
    );
    expect(budi.upcoming).toEqual([expect.objectContaining({ status: 'waitlisted', waitlistPosition: 1 })]);

    // REST answers the same with the cookie, and 401 in the documented shape without it.
    const rest = await app.inject({
      method: 'GET',
      url: '/api/app/my-bookings',
      headers: { cookie: `${COOKIE_NAMES.member}=${cookie}` },
    });
    expect(rest.statusCode).toBe(200);
    expect(resultEnvelope(memberBookingsSchema).parse(rest.json()).result).toEqual(mine);
    const anonymous = await app.inject({ method: 'GET', url: '/api/app/my-bookings' });
    expect(anonymous.statusCode).toBe(401);
    expect(errorResponseSchema.parse(anonymous.json()).message).toBe('Please sign in to see your bookings.');
  });

  it('subscribes a signed-in member at once (the link proved the address) and unsubscribes them', async () => {
    const cookie = await signIn(AYU);
    const before = (await mailsTo(db, AYU)).length;
    expect((await call('mutation', 'member.subscribe', {}, asMember(cookie))).data).toEqual({
      newsletter: 'subscribed',
    });
    expect(await mailsTo(db, AYU)).toHaveLength(before);
    const row = await db.db
      .selectFrom('newsletter_subscribers')
      .select(['confirmed_at', 'unsubscribed_at', 'unsubscribe_token'])
      .where('email', '=', AYU)
      .executeTakeFirstOrThrow();
    expect(row.confirmed_at).not.toBeNull();
    expect((await call('mutation', 'member.unsubscribe', {}, asMember(cookie))).data).toEqual({
      newsletter: 'unsubscribed',
    });
    expect((await call('mutation', 'member.subscribe', {}, asMember(cookie))).data).toEqual({
      newsletter: 'subscribed',
    });
    // One row, its unsubscribe link unchanged.
    const rows = await db.db
      .selectFrom('newsletter_subscribers')
      .select('unsubscribe_token')
      .where('email', '=', AYU)
      .execute();
    expect(rows).toEqual([{ unsubscribe_token: row.unsubscribe_token }]);
  });

  it('never shows or changes another address’s data: every member procedure tried with a second member’s cookie', async () => {
    const ayu = await signIn(AYU);
    const budi = await signIn(BUDI);
    // Erasing one's data is tried as a third member, so Budi keeps his for the tests after this one.
    const { session_id: budiSession } = await db.db
      .selectFrom('class_registrations')
      .select('session_id')
      .where('email', '=', BUDI)
      .executeTakeFirstOrThrow();
    await book(app, 'member-flow', budiSession, { email: CITRA, name: 'Citra' });
    const citra = await signIn(CITRA);
    const ayuBefore = memberBookingsSchema.parse(
      (await call('query', 'member.bookings', undefined, asMember(ayu))).data,
    );
    const memberProcedures = Object.keys(appRouter._def.procedures).filter((path) => path.startsWith('member.'));
    const tried = new Set<string>();
    const input = (path: string) =>
      path === 'member.requestLink' ? { email: BUDI } : path === 'member.signIn' ? { token: 'x'.repeat(43) } : {};
    for (const path of [...memberProcedures].sort((a, b) =>
      a === 'member.signOutEverywhere' ? 1 : b === 'member.signOutEverywhere' ? -1 : 0,
    )) {
      const type = (appRouter._def.procedures as unknown as Record<string, { _def: { type: string } }>)[path]!._def
        .type;
      // Inputs naming Ayu are no way in: no member procedure takes an address but the link request's.
      const answer = await call(
        type === 'query' ? 'query' : 'mutation',
        path,
        { ...input(path), email: AYU },
        asMember(path === 'member.eraseMyData' ? citra : budi),
      );
      tried.add(path);
      expect(answer.body, path).not.toContain(AYU);
      expect(answer.body, path).not.toContain('ayu.member');
      for (const booking of ayuBefore.upcoming) expect(answer.body, path).not.toContain(booking.managePath);
    }
    expect([...tried].sort()).toEqual([...memberProcedures].sort());
    expect(memberProcedures).toEqual(
      expect.arrayContaining(['member.bookings', 'member.subscribe', 'member.unsubscribe', 'member.signOutEverywhere']),
    );
    // Ayu's list, subscription and session are as they were.
    const ayuAfter = await call('query', 'member.bookings', undefined, asMember(ayu));
    expect(ayuAfter.status).toBe(200);
    expect(memberBookingsSchema.parse(ayuAfter.data)).toEqual(ayuBefore);
    expect(ayuBookings.length).toBe(3);
  });

  it('signing out everywhere refuses sessions issued before it; signing out clears this browser’s cookie', async () => {
    const start = clock;
    try {
      const phone = await signIn(BUDI);
      clock += MINUTE;
      const laptop = await signIn(BUDI);
      clock += MINUTE;
      const out = await call('mutation', 'member.signOutEverywhere', {}, asMember(laptop));
      expect(out.status).toBe(200);
      expect(out.setCookies).toEqual([`${COOKIE_NAMES.member}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`]);
      for (const cookie of [phone, laptop]) {
        const refused = await call('query', 'member.bookings', undefined, asMember(cookie));
        expect(refused.status).toBe(401);
        expect(refused.error).toEqual({ code: 'UNAUTHORIZED', message: 'Please sign in to see your bookings.' });
      }
      clock += MINUTE;
      const fresh = await signIn(BUDI);
      expect((await call('query', 'member.bookings', undefined, asMember(fresh))).status).toBe(200);
      const signOut = await call('mutation', 'member.signOut', {}, asMember(fresh));
      expect(signOut.setCookies).toEqual([`${COOKIE_NAMES.member}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`]);
    } finally {
      clock = start;
    }
  });

  it('ends a session after 30 days', async () => {
    const start = clock;
    try {
      const cookie = await signIn(AYU);
      clock = start + 30 * DAY - MINUTE;
      expect((await call('query', 'member.bookings', undefined, asMember(cookie))).status).toBe(200);
      clock = start + 30 * DAY;
      expect((await call('query', 'member.bookings', undefined, asMember(cookie))).status).toBe(401);
    } finally {
      clock = start;
    }
  });

  it('a staff token is no member session, and a member cookie no staff token', async () => {
    const staff = (await tokenFor(db, DEMO_ADMIN.email)).token;
    expect((await call('query', 'member.bookings', undefined, asMember(staff))).status).toBe(401);
    expect((await call('query', 'member.bookings', undefined, { [COOKIE_NAMES.token]: staff })).status).toBe(401);
    expect((await call('query', 'member.bookings', undefined, {}, { authorization: `Bearer ${staff}` })).status).toBe(
      401,
    );
    const member = await signIn(AYU);
    expect((await call('query', 'user.me', undefined, {}, { authorization: `Bearer ${member}` })).status).toBe(401);
    expect((await call('query', 'user.me', undefined, { [COOKIE_NAMES.token]: member })).status).toBe(401);
    // A forged or altered cookie is no session either.
    expect((await call('query', 'member.bookings', undefined, asMember(`${member.slice(0, -2)}xx`))).status).toBe(401);
  });

  it('serves a private calendar feed of the confirmed bookings, with their own events’ UIDs, until it is reset', async () => {
    const cookie = await signIn(AYU);
    const mine = memberBookingsSchema.parse((await call('query', 'member.bookings', undefined, asMember(cookie))).data);
    const url = new URL(mine.calendarFeedUrl);
    expect(url.origin).toBe(testConfig.publicUrl);
    expect(url.pathname).toMatch(/^\/calendar\/[A-Za-z0-9_-]+\.ics$/);
    // The same address on every visit (nothing stored), and not readable.
    const again = memberBookingsSchema.parse(
      (await call('query', 'member.bookings', undefined, asMember(cookie))).data,
    );
    expect(again.calendarFeedUrl).toBe(mine.calendarFeedUrl);
    expect(mine.calendarFeedUrl).not.toMatch(/ayu/i);

    const feed = await app.inject({ method: 'GET', url: url.pathname });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toMatch(/^text\/calendar/);
    expect(feed.headers['cache-control']).toBe('private, no-store');
    const events = new ICAL.Component(ICAL.parse(feed.body))
      .getAllSubcomponents('vevent')
      .map((event) => new ICAL.Event(event));
    // Ayu's three confirmed bookings (two ahead, one past), each with the UID of its own booking's file.
    expect(events).toHaveLength(3);
    const soon = mine.upcoming[1]!;
    const own = await app.inject({
      method: 'GET',
      url: `/api/app/booking/${soon.managePath.slice('/booking/'.length)}/calendar.ics`,
    });
    const ownEvent = new ICAL.Event(new ICAL.Component(ICAL.parse(own.body)).getFirstSubcomponent('vevent')!);
    expect(events.map((event) => event.uid)).toContain(ownEvent.uid);
    expect(events.find((event) => event.uid === ownEvent.uid)?.sequence).toBe(ownEvent.sequence);

    // Budi's cookie resets Budi's feed, not Ayu's.
    const budi = await signIn(BUDI);
    expect((await call('mutation', 'member.resetCalendarFeed', {}, asMember(budi))).status).toBe(200);
    expect((await app.inject({ method: 'GET', url: url.pathname })).statusCode).toBe(200);
    // Ayu resets hers: the old address stops working, the new one works.
    const reset = await call('mutation', 'member.resetCalendarFeed', {}, asMember(cookie));
    expect(reset.status).toBe(200);
    const fresh = new URL(reset.data.calendarFeedUrl as string);
    expect(fresh.pathname).not.toBe(url.pathname);
    expect((await app.inject({ method: 'GET', url: url.pathname })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: fresh.pathname })).statusCode).toBe(200);
    // A secret altered by one character is no feed.
    const altered = fresh.pathname.replace(/.(?=\.ics$)/, (c) => (c === 'A' ? 'B' : 'A'));
    expect((await app.inject({ method: 'GET', url: altered })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/calendar/nothing.ics' })).statusCode).toBe(404);
  });
});
