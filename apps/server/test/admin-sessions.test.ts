import { type AdminSession, classSessionSchema, type Roster, resultEnvelope } from '@app/contract';
import { DEMO_ADMIN } from '@app/db';
import { testDatabaseTargets } from '@app/db/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { addClass, addSession, auditOf, book, mailsTo } from './booking-fixtures';
import { userIdOf } from './db-rows';
import { useStaffTestApp } from './helpers';

const EDITOR = 'sessions-editor@ruangteduh.example';

describe.each(testDatabaseTargets())('the staff side of dated sessions on $kind', (target) => {
  const t = useStaffTestApp(target, EDITOR);
  let adminId: number;
  beforeAll(async () => {
    adminId = await userIdOf(t.db, DEMO_ADMIN.email);
  });

  const roster = async (sessionId: number, token = t.admin) => {
    const res = await t.client.query<Roster>('admin.sessions.roster', { sessionId }, token);
    expect(res.status, res.body).toBe(200);
    return res.data;
  };

  /** A class of capacity 3 with one session three days ahead: 2 + 1 seats confirmed (full), then 1 and 2 waiting. */
  async function fullSession(slug: string) {
    const classId = await addClass(t.db, slug, { capacity: 3 });
    const sessionId = await addSession(t.db, classId, 72);
    await book(t.app, slug, sessionId, { email: `${slug}-a@example.com`, name: 'Ayu', seats: 2 });
    await book(t.app, slug, sessionId, { email: `${slug}-b@example.com`, name: 'Budi', seats: 1 });
    await book(t.app, slug, sessionId, { email: `${slug}-c@example.com`, name: 'Citra', seats: 1 });
    await book(t.app, slug, sessionId, { email: `${slug}-d@example.com`, name: 'Dimas', seats: 2 });
    return { classId, sessionId };
  }
  const idOf = (r: Roster, name: string) =>
    [...r.confirmed, ...r.waitlisted, ...r.cancelled].find((b) => b.name === name)?.id ?? -1;

  it('lists sessions with their seats to admins and editors, filtered by class and days', async () => {
    const { classId, sessionId } = await fullSession('listed-sessions');
    const later = await addSession(t.db, classId, 24 * 20);
    for (const token of [t.admin, t.editor]) {
      const res = await t.client.query<{ rows: AdminSession[]; total: number }>(
        'admin.sessions.list',
        { classId },
        token,
      );
      expect(res.status, res.body).toBe(200);
      expect(res.data.total).toBe(2);
      expect(res.data.rows.map((row) => row.id)).toEqual([sessionId, later]);
      expect(res.data.rows[0]).toMatchObject({
        class: { id: classId, slug: 'listed-sessions', title: 'Class listed-sessions', classType: 'REGULAR' },
        timeZone: 'Asia/Jakarta',
        status: 'scheduled',
        capacity: 3,
        ownCapacity: null,
        seatsTaken: 3,
        seatsLeft: 0,
        seatsWaitlisted: 3,
        seatsCheckedIn: 0,
      });
      expect(res.data.rows[0]!.startsAt).toMatch(/\+07:00$/);
    }
    const lastDay = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    const soon = await t.client.query('admin.sessions.list', { classId, to: lastDay }, t.admin);
    expect(soon.data.rows.map((row: AdminSession) => row.id)).toEqual([sessionId]);
    const backwards = await t.client.query('admin.sessions.list', { from: '2030-01-02', to: '2030-01-01' }, t.admin);
    expect(backwards.status).toBe(422);
    expect(backwards.error?.fieldErrors).toEqual({ to: ['The last day is before the first.'] });
    expect((await t.client.query('admin.sessions.list', {}, null)).status).toBe(401);
  });

  it('shows the roster in order; an editor gets the seats without any personal data', async () => {
    const { sessionId } = await fullSession('roster-people');
    const full = await roster(sessionId);
    expect(full.personalData).toBe(true);
    expect(full.confirmed.map((b) => [b.name, b.email, b.seats])).toEqual([
      ['Ayu', 'roster-people-a@example.com', 2],
      ['Budi', 'roster-people-b@example.com', 1],
    ]);
    expect(full.waitlisted.map((b) => [b.name, b.waitlistPosition])).toEqual([
      ['Citra', 1],
      ['Dimas', 2],
    ]);
    expect(full.session).toMatchObject({ capacity: 3, seatsLeft: 0, seatsTaken: 3, seatsWaitlisted: 3 });

    const seen = await t.client.query<Roster>('admin.sessions.roster', { sessionId }, t.editor);
    expect(seen.status).toBe(200);
    expect(seen.cacheControl).toBe('no-store');
    expect(seen.data.personalData).toBe(false);
    expect(seen.data.confirmed.map((b) => b.seats)).toEqual([2, 1]);
    for (const booking of [...seen.data.confirmed, ...seen.data.waitlisted]) {
      expect([booking.name, booking.email, booking.phone, booking.message]).toEqual([null, null, null, null]);
    }
    expect(seen.body).not.toMatch(/roster-people-|Ayu|Budi|\+62/);

    // Everything done to someone's booking is for admins.
    const bookingId = full.confirmed[0]!.id;
    for (const [path, input] of [
      ['admin.sessions.walkIn', { sessionId, name: 'Eve', seats: 1 }],
      ['admin.sessions.cancelBooking', { bookingId }],
      ['admin.sessions.promote', { bookingId: full.waitlisted[0]!.id }],
      ['admin.sessions.checkIn', { bookingId, checkedIn: true }],
      ['admin.sessions.cancel', { sessionId }],
    ] as const) {
      const refused = await t.client.mutate(path, input, t.editor);
      expect(refused.status, path).toBe(403);
      expect(refused.error?.code).toBe('FORBIDDEN');
    }
    expect((await t.client.query('admin.sessions.export', { sessionId }, t.editor)).status).toBe(403);
    expect(await roster(sessionId)).toEqual(full);
    expect((await t.client.query('admin.sessions.roster', { sessionId: 999_999 }, t.admin)).status).toBe(404);
  });

  it('a staff cancel emails the person and promotes the first waitlisted that fits, in one go', async () => {
    const { sessionId } = await fullSession('staff-cancel');
    const before = await roster(sessionId);
    const budi = idOf(before, 'Budi');
    const res = await t.client.mutate<Roster>('admin.sessions.cancelBooking', { bookingId: budi }, t.admin);
    expect(res.status, res.body).toBe(200);
    // One seat freed: Citra (1 seat, first) moves up; Dimas (2 seats) still waits.
    expect(res.data.confirmed.map((b) => b.name)).toEqual(['Ayu', 'Citra']);
    expect(res.data.confirmed[1]!.promotedAt).not.toBeNull();
    expect(res.data.waitlisted.map((b) => [b.name, b.waitlistPosition])).toEqual([['Dimas', 1]]);
    expect(res.data.cancelled.map((b) => b.name)).toEqual(['Budi']);
    expect(res.data.session.seatsLeft).toBe(0);

    expect((await mailsTo(t.db, 'staff-cancel-b@example.com')).at(-1)?.subject).toBe(
      'Booking cancelled: Class staff-cancel',
    );
    const promoted = (await mailsTo(t.db, 'staff-cancel-c@example.com')).at(-1);
    expect(promoted?.subject).toBe('A place opened: you are booked for Class staff-cancel');
    expect(promoted?.body_text).toMatch(/\/booking\/[A-Za-z0-9_-]{40,}/);
    expect(await auditOf(t.db, 'booking', budi)).toEqual([{ action: 'cancel', user_id: adminId }]);
    expect(await auditOf(t.db, 'booking', idOf(before, 'Citra'))).toEqual([{ action: 'promote', user_id: null }]);

    const again = await t.client.mutate('admin.sessions.cancelBooking', { bookingId: budi }, t.admin);
    expect(again.status).toBe(409);
    expect(again.error?.message).toBe('This booking is cancelled already.');
    expect((await t.client.mutate('admin.sessions.cancelBooking', { bookingId: 999_999 }, t.admin)).status).toBe(404);
  });

  it('refuses a walk-in over capacity unless staff override it', async () => {
    const { sessionId } = await fullSession('walk-ins');
    const refused = await t.client.mutate('admin.sessions.walkIn', { sessionId, name: 'Eka', seats: 1 }, t.admin);
    expect(refused.status).toBe(422);
    expect(refused.error?.fieldErrors).toEqual({
      seats: ['The session is full. Choose fewer seats, or go over the capacity.'],
    });
    expect((await roster(sessionId)).confirmed).toHaveLength(2);

    const added = await t.client.mutate<Roster>(
      'admin.sessions.walkIn',
      { sessionId, name: 'Eka', seats: 1, overCapacity: true, email: '', phone: '' },
      t.admin,
    );
    expect(added.status, added.body).toBe(200);
    const eka = added.data.confirmed.find((b) => b.name === 'Eka');
    expect(eka).toMatchObject({ source: 'walk-in', seats: 1, email: null, phone: null, status: 'confirmed' });
    expect(added.data.session).toMatchObject({ seatsTaken: 4, seatsLeft: 0 });
    expect(await auditOf(t.db, 'booking', eka!.id)).toEqual([{ action: 'create', user_id: adminId }]);

    // With room, a walk-in with an address is confirmed and emailed its manage link.
    const open = await addSession(t.db, await addClass(t.db, 'walk-in-room', { capacity: 5 }), 48);
    const fits = await t.client.mutate<Roster>(
      'admin.sessions.walkIn',
      { sessionId: open, name: 'Fajar', email: 'Fajar.Walk@example.com', phone: '+62 812 0000 1111', seats: 2 },
      t.admin,
    );
    expect(fits.status, fits.body).toBe(200);
    expect(fits.data.confirmed[0]).toMatchObject({ email: 'fajar.walk@example.com', seats: 2, source: 'walk-in' });
    const mail = (await mailsTo(t.db, 'fajar.walk@example.com'))[0];
    expect(mail?.subject).toBe('You are booked: Class walk-in-room');
    expect(mail?.body_text).toMatch(/\/booking\//);
    const twice = await t.client.mutate(
      'admin.sessions.walkIn',
      { sessionId: open, name: 'Fajar', email: 'fajar.walk@example.com', seats: 1 },
      t.admin,
    );
    expect(twice.status).toBe(422);
    expect(Object.keys(twice.error?.fieldErrors ?? {})).toEqual(['email']);
    const badInput = await t.client.mutate('admin.sessions.walkIn', { sessionId: open, name: '', seats: 0 }, t.admin);
    expect(badInput.status).toBe(422);
    expect(Object.keys(badInput.error?.fieldErrors ?? {}).sort()).toEqual(['name', 'seats']);
  });

  it('promotes by hand: refused when the seats do not fit unless overridden', async () => {
    const { sessionId } = await fullSession('by-hand');
    const before = await roster(sessionId);
    const dimas = idOf(before, 'Dimas');
    const refused = await t.client.mutate('admin.sessions.promote', { bookingId: dimas }, t.admin);
    expect(refused.status).toBe(409);
    expect(refused.error?.message).toContain('The session is full.');
    const forced = await t.client.mutate<Roster>(
      'admin.sessions.promote',
      { bookingId: dimas, overCapacity: true },
      t.admin,
    );
    expect(forced.status, forced.body).toBe(200);
    // Ahead of Citra, who was first: staff decide.
    expect(forced.data.confirmed.map((b) => b.name)).toEqual(['Ayu', 'Budi', 'Dimas']);
    expect(forced.data.waitlisted.map((b) => b.name)).toEqual(['Citra']);
    expect(forced.data.session.seatsTaken).toBe(5);
    expect(await auditOf(t.db, 'booking', dimas)).toEqual([{ action: 'promote', user_id: adminId }]);
    expect((await mailsTo(t.db, 'by-hand-d@example.com')).at(-1)?.subject).toBe(
      'A place opened: you are booked for Class by-hand',
    );
    const notWaiting = await t.client.mutate('admin.sessions.promote', { bookingId: dimas }, t.admin);
    expect(notWaiting.status).toBe(409);
  });

  it('checks people in and out; only confirmed bookings', async () => {
    const classId = await addClass(t.db, 'check-ins', { capacity: 3 });
    // Check-in is open: the session starts within the two hours before.
    const sessionId = await addSession(t.db, classId, 1);
    await book(t.app, 'check-ins', sessionId, { email: 'check-ins-a@example.com', name: 'Ayu', seats: 3 });
    await book(t.app, 'check-ins', sessionId, { email: 'check-ins-c@example.com', name: 'Citra', seats: 1 });
    const before = await roster(sessionId);
    const ayu = idOf(before, 'Ayu');
    const checked = await t.client.mutate<Roster>(
      'admin.sessions.checkIn',
      { bookingId: ayu, checkedIn: true },
      t.admin,
    );
    expect(checked.status, checked.body).toBe(200);
    expect(checked.data.confirmed.find((b) => b.id === ayu)?.checkedInAt).not.toBeNull();
    // Counted in seats, as seats taken are: Ayu booked 3.
    expect(checked.data.session.seatsCheckedIn).toBe(3);
    const undone = await t.client.mutate<Roster>(
      'admin.sessions.checkIn',
      { bookingId: ayu, checkedIn: false },
      t.admin,
    );
    expect(undone.data.confirmed.find((b) => b.id === ayu)?.checkedInAt).toBeNull();
    expect((await auditOf(t.db, 'booking', ayu)).map((a) => a.action)).toEqual(['check in', 'undo check-in']);
    const waiting = await t.client.mutate(
      'admin.sessions.checkIn',
      { bookingId: idOf(before, 'Citra'), checkedIn: true },
      t.admin,
    );
    expect(waiting.status).toBe(409);
  });

  it('opens check-in two hours before the start (the booking setting), saying when; undoing is always open', async () => {
    const classId = await addClass(t.db, 'check-in-window', { capacity: 5 });
    const later = await addSession(t.db, classId, 3);
    await book(t.app, 'check-in-window', later, { email: 'window@example.com', name: 'Wulan' });
    const { session, checkInOpensAt, confirmed } = await roster(later);
    const opens = Date.parse(session.startsAt) - 2 * 3_600_000;
    expect(Date.parse(checkInOpensAt)).toBe(opens);
    // In the class's zone, as the session's times are.
    expect(checkInOpensAt).toMatch(/\+07:00$/);

    const early = await t.client.mutate(
      'admin.sessions.checkIn',
      { bookingId: confirmed[0]!.id, checkedIn: true },
      t.admin,
    );
    expect(early.status).toBe(409);
    // In the request's language (English here), on the class's clock.
    const time = new Intl.DateTimeFormat('en', { timeZone: 'Asia/Jakarta', hour: '2-digit', minute: '2-digit' });
    expect(early.error?.message).toBe(
      `Check-in opens at ${time.format(opens)} on ${new Intl.DateTimeFormat('en', {
        timeZone: 'Asia/Jakarta',
        weekday: 'long',
        day: 'numeric',
        month: 'long',
      }).format(opens)} (Asia/Jakarta), 2 hours before the start.`,
    );
    expect((await roster(later)).confirmed[0]!.checkedInAt).toBeNull();
    expect(await auditOf(t.db, 'booking', confirmed[0]!.id)).toEqual([]);
    // Taking back a check-in is never refused.
    const undo = await t.client.mutate(
      'admin.sessions.checkIn',
      { bookingId: confirmed[0]!.id, checkedIn: false },
      t.admin,
    );
    expect(undo.status).toBe(200);

    // A studio that opens the door earlier says so in the booking settings.
    const settings = (await t.client.query('admin.bookingSettings.get', undefined, t.admin)).data;
    const saved = await t.client.mutate('admin.bookingSettings.update', { ...settings, checkInOpensHours: 4 }, t.admin);
    expect(saved.status, saved.body).toBe(200);
    try {
      expect(Date.parse((await roster(later)).checkInOpensAt)).toBe(Date.parse(session.startsAt) - 4 * 3_600_000);
      const open = await t.client.mutate<Roster>(
        'admin.sessions.checkIn',
        { bookingId: confirmed[0]!.id, checkedIn: true },
        t.admin,
      );
      expect(open.status, open.body).toBe(200);
      expect(open.data.confirmed[0]!.checkedInAt).not.toBeNull();
    } finally {
      await t.client.mutate('admin.bookingSettings.update', settings, t.admin);
    }
  });

  it('edits the capacity: never below the confirmed seats, and a larger one moves the waiting list up', async () => {
    const { sessionId } = await fullSession('capacity-edit');
    const tooSmall = await t.client.mutate('admin.sessions.update', { sessionId, capacity: 2, note: null }, t.editor);
    expect(tooSmall.status).toBe(422);
    expect(tooSmall.error?.fieldErrors).toEqual({
      capacity: ['3 seats are confirmed already: choose at least 3, or cancel bookings first.'],
    });
    const larger = await t.client.mutate<Roster>(
      'admin.sessions.update',
      { sessionId, capacity: 6, note: 'Bigger room' },
      t.editor,
    );
    expect(larger.status, larger.body).toBe(200);
    expect(larger.data.session).toMatchObject({ capacity: 6, ownCapacity: 6, note: 'Bigger room', seatsTaken: 6 });
    expect(larger.data.waitlisted).toEqual([]);
    expect(larger.data.personalData).toBe(false);
    expect((await mailsTo(t.db, 'capacity-edit-d@example.com')).at(-1)?.subject).toContain('A place opened');
    const back = await t.client.mutate<Roster>(
      'admin.sessions.update',
      { sessionId, capacity: null, note: '' },
      t.admin,
    );
    expect(back.status).toBe(422);
    expect(await auditOf(t.db, 'session', sessionId)).toEqual([{ action: 'update', user_id: expect.any(Number) }]);
  });

  it('cancels a whole session: everyone is cancelled and emailed, and it shows as cancelled publicly', async () => {
    const { sessionId } = await fullSession('cancelled-session');
    const publicSessions = async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/app/class/cancelled-session/sessions' });
      expect(res.statusCode).toBe(200);
      return resultEnvelope(z.array(classSessionSchema)).parse(res.json()).result;
    };
    expect((await publicSessions())[0]).toMatchObject({ id: sessionId, status: 'scheduled', seatsLeft: 0 });

    const res = await t.client.mutate<Roster>('admin.sessions.cancel', { sessionId }, t.admin);
    expect(res.status, res.body).toBe(200);
    expect(res.data.session.status).toBe('cancelled');
    expect(res.data.confirmed).toEqual([]);
    expect(res.data.waitlisted).toEqual([]);
    expect(res.data.cancelled.map((b) => b.name)).toEqual(['Ayu', 'Budi', 'Citra', 'Dimas']);
    for (const who of ['a', 'b', 'c', 'd']) {
      const mails = await mailsTo(t.db, `cancelled-session-${who}@example.com`);
      expect(mails.at(-1)?.subject, who).toBe('Session cancelled: Class cancelled-session');
      // Nobody waiting was offered a place on the way.
      expect(mails.some((m) => m.subject.startsWith('A place opened'))).toBe(false);
    }
    // The cached public answer was dropped: the date shows as cancelled straight away.
    expect((await publicSessions())[0]).toMatchObject({ id: sessionId, status: 'cancelled' });
    expect(await auditOf(t.db, 'session', sessionId)).toEqual([{ action: 'cancel', user_id: adminId }]);
    const booking = await t.client.mutate(
      'admin.sessions.walkIn',
      { sessionId, name: 'Late', seats: 1, overCapacity: true },
      t.admin,
    );
    expect(booking.status).toBe(409);
    const again = await t.client.mutate<Roster>('admin.sessions.cancel', { sessionId }, t.admin);
    expect(again.status).toBe(200);
    expect(again.data).toEqual(res.data);
  });

  it('adds a dated session to a class by hand', async () => {
    const classId = await addClass(t.db, 'extra-dates', { capacity: 8 });
    const created = await t.client.mutate<AdminSession>(
      'admin.sessions.create',
      { classId, startsAt: '2031-03-04T09:30', endsAt: '2031-03-04T11:00', capacity: 4, note: 'Extra class' },
      t.editor,
    );
    expect(created.status, created.body).toBe(200);
    expect(created.data).toMatchObject({
      kind: 'manual',
      startsAt: '2031-03-04T09:30:00+07:00',
      endsAt: '2031-03-04T11:00:00+07:00',
      capacity: 4,
      ownCapacity: 4,
      note: 'Extra class',
      seatsLeft: 4,
    });
    const listed = await t.app.inject({ method: 'GET', url: '/api/app/class/extra-dates/sessions' });
    expect(JSON.stringify(listed.json())).toContain('2031-03-04T09:30:00+07:00');
    expect(await auditOf(t.db, 'session', created.data.id)).toEqual([
      { action: 'create', user_id: expect.any(Number) },
    ]);

    const twice = await t.client.mutate(
      'admin.sessions.create',
      { classId, startsAt: '2031-03-04T09:30', endsAt: '2031-03-04T10:00' },
      t.admin,
    );
    expect(twice.status).toBe(422);
    expect(twice.error?.fieldErrors).toEqual({ startsAt: ['This class has a session at that time already.'] });
    const past = await t.client.mutate(
      'admin.sessions.create',
      { classId, startsAt: '2020-01-01T09:00', endsAt: '2020-01-01T08:00' },
      t.admin,
    );
    expect(past.status).toBe(422);
    expect(Object.keys(past.error?.fieldErrors ?? {}).sort()).toEqual(['endsAt', 'startsAt']);
    const privateClass = await addClass(t.db, 'extra-private', { classType: 'PRIVATE_SESSION', capacity: 1 });
    const refused = await t.client.mutate(
      'admin.sessions.create',
      { classId: privateClass, startsAt: '2031-03-04T09:30', endsAt: '2031-03-04T10:30' },
      t.admin,
    );
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.error?.fieldErrors ?? {})).toEqual(['classId']);
  });

  it('exports the roster as CSV for admins only', async () => {
    const { sessionId } = await fullSession('roster-csv');
    await t.client.mutate(
      'admin.sessions.walkIn',
      { sessionId, name: '=HYPERLINK("x")', seats: 1, overCapacity: true },
      t.admin,
    );
    const get = (token: string | null, id: number | string = sessionId) =>
      t.app.inject({
        method: 'GET',
        url: `/api/admin/sessions/${id}/roster.csv`,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
    const res = await get(t.admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="roster-roster-csv-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe(
      'status,waitlistPosition,name,email,phone,seats,source,bookedAt,checkedInAt,attendance,cancelledAt,lateCancel,message,attendanceMode',
    );
    expect(lines.slice(1).map((line) => line.split(',').slice(0, 3).join(','))).toEqual([
      'confirmed,,Ayu',
      'confirmed,,Budi',
      `confirmed,,"'=HYPERLINK(""x"")"`,
      'waitlisted,1,Citra',
      'waitlisted,2,Dimas',
    ]);
    // A phone number reads as typed in a spreadsheet; times are on the studio's clock.
    const ayu = lines[1]!.split(',');
    expect(ayu[4]).toMatch(/^"=""\+62[0-9 ]+"""$/);
    expect(ayu[7]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+07:00$/);
    expect((await get(t.editor)).statusCode).toBe(403);
    expect((await get(null)).statusCode).toBe(401);
    expect((await get(t.admin, 999_999)).statusCode).toBe(404);
    expect((await get(t.admin, 'abc')).statusCode).toBe(422);
  });

  it('filters class registrants by session and shows each one’s session', async () => {
    const { classId, sessionId } = await fullSession('registrants-by-session');
    const other = await addSession(t.db, classId, 24 * 9);
    await book(t.app, 'registrants-by-session', other, { email: 'other-date@example.com', name: 'Other' });
    const res = await t.client.query<{ rows: Array<{ email: string; sessionStartsAt: string | null }>; total: number }>(
      'admin.registrants.list',
      { kind: 'class', classSlug: 'registrants-by-session', sessionId: other },
      t.admin,
    );
    expect(res.status, res.body).toBe(200);
    expect(res.data.rows.map((row) => row.email)).toEqual(['other-date@example.com']);
    const start = (await roster(other)).session.startsAt;
    expect(res.data.rows[0]!.sessionStartsAt).toBe(start);
    const all = await t.client.query('admin.registrants.list', { kind: 'class', sessionId }, t.admin);
    expect(all.data.total).toBe(4);
    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/admin/registrants/class.csv?sessionId=${other}`,
      headers: { authorization: `Bearer ${t.admin}` },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('createdAt,name,email,phone,status,detail,message,sessionStartsAt');
    expect(csv.body).toContain(start);
    expect(csv.body).not.toContain('registrants-by-session-a@');
  });

  it('answers the dashboard’s today and tomorrow by the studio’s days', async () => {
    const classId = await addClass(t.db, 'dashboard-days', { capacity: 4 });
    const soon = await addSession(t.db, classId, 0.5);
    const res = await t.client.query<{ days: Array<{ date: string; sessions: AdminSession[] }> }>(
      'admin.sessions.days',
      undefined,
      t.editor,
    );
    expect(res.status, res.body).toBe(200);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date());
    expect(res.data.days.map((day) => day.date)[0]).toBe(today);
    expect(res.data.days).toHaveLength(2);
    const all = res.data.days.flatMap((day) => day.sessions.map((s) => s.id));
    expect(all).toContain(soon);
  });
});
