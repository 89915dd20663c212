import { sendDueReminders } from '@app/api/server';
import { errorResponseSchema, memberBookingsSchema, type Roster, resultEnvelope } from '@app/contract';
import { testDatabaseTargets } from '@app/db/testing';
import { describe, expect, it } from 'vitest';
import superjson from 'superjson';
import {
  addClass,
  addSession,
  bookingInput,
  bookingOf,
  bookWithLink,
  mailsTo,
  post,
  tokenOf,
} from './booking-fixtures';
import { testConfig, useStaffTestApp } from './helpers';
import { memberHeaders } from './member-session';
import { rowWhere, rowsWhere } from './db-rows';

const MEETING = 'https://meet.example/hybrid-flow';
const MAP = 'https://www.google.com/maps/search/';
describe.each(testDatabaseTargets())('how a person joins a hybrid class, on $kind', (target) => {
  const t = useStaffTestApp(target, 'hybrid-editor@ruangteduh.example');

  const stored = async (email: string) => (await rowWhere(t.db, 'class_registrations', { email })).attendance_mode;
  const bookingIdOf = async (email: string) => (await rowWhere(t.db, 'class_registrations', { email })).id;
  const manage = async (link: string) =>
    bookingOf((await t.app.inject({ method: 'GET', url: `/api/app/booking/${tokenOf(link)}` })).json());
  const confirmation = async (email: string) => {
    const mail = (await mailsTo(t.db, email)).find((m) => m.subject.startsWith('You are booked'));
    if (!mail) throw new Error(`No confirmation to ${email}`);
    return mail.body_text;
  };

  async function hybridClass(slug: string) {
    const classId = await addClass(t.db, slug, { format: 'hybrid', onlineUrl: MEETING });
    return addSession(t.db, classId, 72);
  }

  it('stores the choice, shows it on the manage link, and emails online joiners the link and in-person ones the place', async () => {
    const sessionId = await hybridClass('hybrid-choice');
    const online = await bookWithLink(t, 'hybrid-choice', sessionId, {
      email: 'online@example.com',
      attendanceMode: 'online',
    });
    const inPerson = await bookWithLink(t, 'hybrid-choice', sessionId, {
      email: 'room@example.com',
      attendanceMode: 'in-person',
    });
    expect(await stored('online@example.com')).toBe('online');
    expect(await stored('room@example.com')).toBe('in-person');
    expect((await manage(online.link)).attendanceMode).toBe('online');
    expect((await manage(inPerson.link)).attendanceMode).toBe('in-person');

    const onlineMail = await confirmation('online@example.com');
    expect(onlineMail).toContain(MEETING);
    expect(onlineMail).not.toContain(MAP);
    expect(onlineMail).not.toContain('Studio Kemang');
    expect(onlineMail).toContain('Online, through the meeting link');
    const roomMail = await confirmation('room@example.com');
    expect(roomMail).not.toContain(MEETING);
    expect(roomMail).toContain(MAP);
    expect(roomMail).toContain('Studio Kemang');
    expect(roomMail).toContain('In person, at the studio');

    // Over tRPC too: the manage page's read answers the same.
    const trpc = await t.app.inject({
      method: 'POST',
      url: '/trpc/booking.get',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(superjson.serialize({ token: tokenOf(online.link) })),
    });
    expect(trpc.statusCode, trpc.body).toBe(200);
    expect(superjson.deserialize<{ attendanceMode: string | null }>(trpc.json().result.data).attendanceMode).toBe(
      'online',
    );
  });

  it('books through tRPC with the choice, as the site’s form does', async () => {
    const sessionId = await hybridClass('hybrid-trpc');
    const res = await t.app.inject({
      method: 'POST',
      url: '/trpc/registration.classRegistration',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(
        superjson.serialize(
          bookingInput('hybrid-trpc', sessionId, { email: 'trpc-online@example.com', attendanceMode: 'online' }),
        ),
      ),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await stored('trpc-online@example.com')).toBe('online');
  });

  it('counts an older client’s booking of a hybrid class as in person, and stores none for other classes', async () => {
    const sessionId = await hybridClass('hybrid-default');
    const old = await bookWithLink(t, 'hybrid-default', sessionId, { email: 'old-client@example.com' });
    expect(await stored('old-client@example.com')).toBe('in-person');
    expect((await manage(old.link)).attendanceMode).toBe('in-person');

    for (const format of ['in-person', 'online'] as const) {
      const slug = `plain-${format}`;
      const classId = await addClass(t.db, slug, { format, onlineUrl: MEETING });
      const plain = await addSession(t.db, classId, 72);
      const email = `${format}-class@example.com`;
      const booked = await bookWithLink(t, slug, plain, { email, attendanceMode: 'online' });
      expect(await stored(email)).toBeNull();
      expect((await manage(booked.link)).attendanceMode).toBeNull();
    }
  });

  it('refuses an unknown way of joining on `attendanceMode`, in the request’s language', async () => {
    const sessionId = await hybridClass('hybrid-refused');
    const res = await post(
      t.app,
      '/api/app/class-registration',
      bookingInput('hybrid-refused', sessionId, { email: 'balcony@example.com', attendanceMode: 'balcony' }),
      { 'accept-language': 'fr' },
    );
    expect(res.statusCode).toBe(422);
    expect(errorResponseSchema.parse(res.json()).errors?.attendanceMode).toEqual([
      'Choisissez comment vous participerez\u00a0: en présentiel ou en ligne.',
    ]);
    expect(await mailsTo(t.db, 'balcony@example.com')).toEqual([]);
  });

  it('shows staff how each person joins: the roster, its CSV and the notification', async () => {
    const sessionId = await hybridClass('hybrid-roster');
    await bookWithLink(t, 'hybrid-roster', sessionId, {
      email: 'r-online@example.com',
      name: 'Ayu',
      attendanceMode: 'online',
    });
    await bookWithLink(t, 'hybrid-roster', sessionId, { email: 'r-room@example.com', name: 'Budi' });
    await t.client.mutate('admin.sessions.walkIn', { sessionId, name: 'Citra', seats: 1 }, t.admin);
    for (const token of [t.admin, t.editor]) {
      const res = await t.client.query<Roster>('admin.sessions.roster', { sessionId }, token);
      expect(res.status, res.body).toBe(200);
      expect(res.data.confirmed.map((b) => b.attendanceMode)).toEqual(['online', 'in-person', 'in-person']);
    }
    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/admin/sessions/${sessionId}/roster.csv`,
      headers: { authorization: `Bearer ${t.admin}` },
    });
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]!.split(',').at(-1)).toBe('attendanceMode');
    expect(lines.slice(1).map((line) => line.split(',').at(-1))).toEqual(['online', 'in-person', 'in-person']);

    const staffMail = await t.db.db
      .selectFrom('email_outbox')
      .select('body_text')
      .where('subject', 'like', 'New booking (confirmed): Class hybrid-roster%')
      .orderBy('id')
      .execute();
    expect(staffMail.map((m) => /Joins\s+(.+)/.exec(m.body_text)?.[1]?.trim())).toEqual(['Online', 'In person']);
  });

  it('lists each booking’s way of joining in My bookings', async () => {
    const sessionId = await hybridClass('hybrid-member');
    await bookWithLink(t, 'hybrid-member', sessionId, { email: 'member-hybrid@example.com', attendanceMode: 'online' });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/app/my-bookings',
      headers: await memberHeaders(t, 'member-hybrid@example.com'),
    });
    expect(res.statusCode, res.body).toBe(200);
    const mine = resultEnvelope(memberBookingsSchema).parse(res.json()).result;
    expect(mine.upcoming.map((b) => [b.class.slug, b.attendanceMode])).toEqual([['hybrid-member', 'online']]);
  });
  it('lets the person switch through the manage link until the cut-off, and later emails and the calendar follow', async () => {
    const classId = await addClass(t.db, 'hybrid-switch', {
      format: 'hybrid',
      onlineUrl: MEETING,
      cancelCutoffHours: 12,
    });
    const later = await addSession(t.db, classId, 72);
    const soon = await addSession(t.db, classId, 6);
    const switchTo = (link: string, body: unknown, headers: Record<string, string> = {}) =>
      post(t.app, `/api/app/booking/${tokenOf(link)}/attendance-mode`, body, headers);
    const booked = await bookWithLink(t, 'hybrid-switch', later, { email: 'switch@example.com' });
    expect((await manage(booked.link)).attendanceMode).toBe('in-person');

    const res = await switchTo(booked.link, { attendanceMode: 'online' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(bookingOf(res.json()).attendanceMode).toBe('online');
    expect(await stored('switch@example.com')).toBe('online');
    const calendar = await t.app.inject({
      method: 'GET',
      url: `/api/app/booking/${tokenOf(booked.link)}/calendar.ics`,
    });
    expect(calendar.body).toContain('LOCATION:Online');
    expect(calendar.body).toMatch(/SEQUENCE:1\r?\n/);
    // The same choice again changes nothing.
    expect(bookingOf((await switchTo(booked.link, { attendanceMode: 'online' })).json()).attendanceMode).toBe('online');
    const audit = await rowsWhere(t.db, 'audit_log', {
      entity: 'booking',
      entity_id: String(await bookingIdOf('switch@example.com')),
    });
    expect(audit.map((row) => row.summary)).toEqual([
      expect.objectContaining({ attendanceMode: 'online', was: 'in-person' }),
    ]);

    // Over tRPC, back in person.
    const trpc = await t.app.inject({
      method: 'POST',
      url: '/trpc/booking.attendanceMode',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(superjson.serialize({ token: tokenOf(booked.link), attendanceMode: 'in-person' })),
    });
    expect(trpc.statusCode, trpc.body).toBe(200);
    expect(await stored('switch@example.com')).toBe('in-person');

    // Refused: an unknown way (422), after the cut-off, a class that meets one way only, a cancelled booking (409).
    const wrong = await switchTo(booked.link, { attendanceMode: 'balcony' }, { 'accept-language': 'id' });
    expect(wrong.statusCode).toBe(422);
    expect(errorResponseSchema.parse(wrong.json()).errors?.attendanceMode).toEqual([
      'Pilih cara Anda bergabung: tatap muka atau daring.',
    ]);
    const late = await bookWithLink(t, 'hybrid-switch', soon, { email: 'switch-late@example.com' });
    expect((await switchTo(late.link, { attendanceMode: 'online' })).statusCode).toBe(409);
    expect(await stored('switch-late@example.com')).toBe('in-person');
    const plainClass = await addClass(t.db, 'switch-plain', { format: 'in-person' });
    const plain = await bookWithLink(t, 'switch-plain', await addSession(t.db, plainClass, 72), {
      email: 'switch-plain@example.com',
    });
    const onlyOneWay = await switchTo(plain.link, { attendanceMode: 'online' });
    expect(onlyOneWay.statusCode).toBe(409);
    expect(errorResponseSchema.parse(onlyOneWay.json()).message).toBe(
      'This class meets one way only: there is nothing to choose.',
    );
    expect((await post(t.app, `/api/app/booking/${tokenOf(booked.link)}/cancel`)).statusCode).toBe(200);
    expect((await switchTo(booked.link, { attendanceMode: 'online' })).statusCode).toBe(409);
    expect(
      (await post(t.app, `/api/app/booking/${'A'.repeat(43)}/attendance-mode`, { attendanceMode: 'online' }))
        .statusCode,
    ).toBe(404);
  });

  it('reminds an online joiner with the meeting link and no place', async () => {
    const classId = await addClass(t.db, 'hybrid-remind', { format: 'hybrid', onlineUrl: MEETING });
    const sessionId = await addSession(t.db, classId, 72);
    const booked = await bookWithLink(t, 'hybrid-remind', sessionId, { email: 'remind-online@example.com' });
    expect(
      (await post(t.app, `/api/app/booking/${tokenOf(booked.link)}/attendance-mode`, { attendanceMode: 'online' }))
        .statusCode,
    ).toBe(200);
    const deps = { publicUrl: testConfig.publicUrl, site: testConfig.site, sessionSecret: testConfig.sessionSecret };
    await sendDueReminders(t.db.db, deps, new Date(Date.now() + 60 * 3_600_000));
    const reminder = (await mailsTo(t.db, 'remind-online@example.com')).at(-1)!;
    expect(reminder.subject).toBe('Reminder: Class hybrid-remind is coming up');
    expect(reminder.body_text).toContain(MEETING);
    expect(reminder.body_text).not.toContain(MAP);
  });
});
