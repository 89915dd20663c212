import type { MyData, PersonDetail, Roster } from '@app/contract';
import { DEMO_ADMIN } from '@app/db';
import { testDatabaseTargets } from '@app/db/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  addClass,
  addSession,
  book,
  bookingInput,
  latestMailTo,
  linkFromLatestEmail,
  mailsTo,
  post,
} from './booking-fixtures';
import { rowsWhere, rowWhere, userIdOf } from './db-rows';
import { useStaffTestApp } from './helpers';

const EDITOR = 'person-actions-editor@ruangteduh.example';
const DAY_HOURS = 24;

/** Actions on a person's page (admins only) and the optional no-show policy. */
describe.each(testDatabaseTargets())('person actions on $kind', (target) => {
  const t = useStaffTestApp(target, EDITOR);
  let adminId: number;
  let classId: number;
  let upcoming: number;
  let later: number;
  beforeAll(async () => {
    adminId = await userIdOf(t.db, DEMO_ADMIN.email);
    classId = await addClass(t.db, 'person-actions', { capacity: 10 });
    upcoming = await addSession(t.db, classId, 48);
    later = await addSession(t.db, classId, 96);
  });

  const person = async (email: string) => {
    const res = await t.client.query<PersonDetail>('admin.people.get', { email }, t.admin);
    expect(res.status, res.body).toBe(200);
    return res.data;
  };
  /** A visitor's booking of the upcoming session through the public form's REST path. */
  const bookUpcoming = (person: { email: string; name: string }, headers: Record<string, string> = {}) =>
    post(t.app, '/api/app/class-registration', bookingInput('person-actions', upcoming, person), headers);
  const auditRows = (action: string) =>
    t.db.db
      .selectFrom('audit_log')
      .select(['user_id', 'entity', 'entity_id', 'summary'])
      .where('action', '=', action)
      .execute();
  const settings = async (noShowLimit: number | null) => {
    const current = await t.client.query('admin.bookingSettings.get', undefined, t.admin);
    const saved = await t.client.mutate('admin.bookingSettings.update', { ...current.data, noShowLimit }, t.admin);
    expect(saved.status, saved.body).toBe(200);
  };

  it('books someone into a session as staff (source staff), emailed with a link; editors may not', async () => {
    const input = {
      sessionId: upcoming,
      name: 'Dewi Staff-Booked',
      email: 'Dewi.Booked@example.com',
      phone: '+62 811 000 111',
      seats: 2,
      source: 'staff',
    };
    expect((await t.client.mutate('admin.sessions.walkIn', input, t.editor)).status).toBe(403);
    const res = await t.client.mutate<Roster>('admin.sessions.walkIn', input, t.admin);
    expect(res.status, res.body).toBe(200);
    const row = await rowWhere(t.db, 'class_registrations', { email: 'dewi.booked@example.com' });
    expect(row).toMatchObject({ source: 'staff', status: 'confirmed', seats: 2 });
    expect(await linkFromLatestEmail(t.db, 'dewi.booked@example.com')).toMatch(/\/booking\//);
    const page = await person('dewi.booked@example.com');
    expect(page.bookings[0]).toMatchObject({ id: row.id, classId, source: 'staff', upcoming: true });
    // A walk-in from the roster keeps its own source.
    const { source: _staff, ...atTheDoor } = input;
    const walkIn = await t.client.mutate('admin.sessions.walkIn', { ...atTheDoor, email: null, name: 'Door' }, t.admin);
    expect(walkIn.status, walkIn.body).toBe(200);
    const door = await rowWhere(t.db, 'class_registrations', { name: 'Door' });
    expect(door.source).toBe('walk-in');
  });

  it('resends the current manage link without retiring it, audited; moves and cancels with the roster’s procedures', async () => {
    await book(t.app, 'person-actions', upcoming, { email: 'resend@example.com', name: 'Rina Resend' });
    const first = await linkFromLatestEmail(t.db, 'resend@example.com');
    const { id } = await rowWhere(t.db, 'class_registrations', { email: 'resend@example.com' });
    expect((await t.client.mutate('admin.sessions.resendLink', { bookingId: id }, t.editor)).status).toBe(403);
    const before = (await mailsTo(t.db, 'resend@example.com')).length;
    const res = await t.client.mutate('admin.sessions.resendLink', { bookingId: id }, t.admin);
    expect(res.status, res.body).toBe(200);
    expect((await mailsTo(t.db, 'resend@example.com')).length).toBe(before + 1);
    expect(await linkFromLatestEmail(t.db, 'resend@example.com')).toBe(first);
    const token = first.split('/booking/')[1];
    expect((await post(t.app, '/api/app/booking', { token })).statusCode).toBe(200);
    expect(await auditRows('resend link')).toEqual([
      expect.objectContaining({ user_id: adminId, entity: 'booking', entity_id: String(id) }),
    ]);
    // Moving and cancelling from the person's page are the roster's procedures.
    const moved = await t.client.mutate('admin.sessions.moveBooking', { bookingId: id, sessionId: later }, t.admin);
    expect(moved.status, moved.body).toBe(200);
    const cancelled = await t.client.mutate('admin.sessions.cancelBooking', { bookingId: id }, t.admin);
    expect(cancelled.status, cancelled.body).toBe(200);
    const page = await person('resend@example.com');
    expect(page.bookings[0]).toMatchObject({ sessionId: later, status: 'cancelled' });
  });

  it('exports a person’s data as their own download does, audited without the address; admins only', async () => {
    await book(t.app, 'person-actions', upcoming, { email: 'Export.Me@example.com', name: 'Eka Export' });
    expect((await t.client.mutate('admin.people.export', { email: 'export.me@example.com' }, t.editor)).status).toBe(
      403,
    );
    const res = await t.client.mutate<MyData>('admin.people.export', { email: ' EXPORT.me@example.com ' }, t.admin);
    expect(res.status, res.body).toBe(200);
    expect(res.data.email).toBe('export.me@example.com');
    expect(res.data.bookings).toEqual([
      expect.objectContaining({ name: 'Eka Export', email: 'export.me@example.com', classSlug: 'person-actions' }),
    ]);
    expect(res.data.bookings[0]).toMatchObject({ status: 'confirmed', seats: 1, source: 'web' });
    const rows = await auditRows('export person data');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ user_id: adminId, entity: 'personal data', entity_id: null });
    expect(JSON.stringify(rows[0]!.summary)).not.toContain('export');
    expect((await t.client.mutate('admin.people.export', { email: 'nobody@example.com' }, t.admin)).status).toBe(404);
  });

  it('erases a person as their own “delete my data” does, audited under the admin’s name; admins only', async () => {
    // She booked in French: the emails the erasure sends speak French, whatever the admin's language.
    const booked = await bookUpcoming(
      { email: 'erase.me@example.com', name: 'Eva Erase' },
      { 'accept-language': 'fr' },
    );
    expect(booked.statusCode, booked.body).toBe(200);
    expect((await t.client.mutate('admin.people.erase', { email: 'erase.me@example.com' }, t.editor)).status).toBe(403);
    const res = await t.client.mutate('admin.people.erase', { email: 'Erase.Me@example.com' }, t.admin);
    expect(res.status, res.body).toBe(200);
    expect(res.data).toEqual({ erased: true, cancelledBookings: 1 });
    const left = await rowsWhere(t.db, 'class_registrations', { name: 'Eva Erase' });
    expect(left).toEqual([]);
    expect((await t.client.query('admin.people.get', { email: 'erase.me@example.com' }, t.admin)).status).toBe(404);
    expect((await latestMailTo(t.db, 'erase.me@example.com')).subject).toBe('Vos données ont été supprimées');
    expect(await auditRows('erase person data')).toEqual([
      expect.objectContaining({ user_id: adminId, entity: 'personal data', entity_id: null }),
    ]);
  });

  it('pauses online booking after the no-show limit (off by default), until an admin lifts it', async () => {
    const who = 'no.show@example.com';
    // Two no-shows in the last 30 days (a booking, and a guest place with the address), one older.
    const recent = await addSession(t.db, classId, -5 * DAY_HOURS);
    const recent2 = await addSession(t.db, classId, -10 * DAY_HOURS);
    const old = await addSession(t.db, classId, -40 * DAY_HOURS);
    const noShow = { status: 'confirmed', attendance: 'no_show' } as const;
    const inserted = await t.db.db
      .insertInto('class_registrations')
      .values([
        {
          class_id: classId,
          session_id: recent,
          name: 'Nina',
          email: ' No.Show@example.com',
          phone: '',
          seats: 1,
          ...noShow,
        },
        {
          class_id: classId,
          session_id: recent2,
          name: 'Host',
          email: 'host@example.com',
          phone: '',
          seats: 2,
          ...noShow,
        },
        { class_id: classId, session_id: old, name: 'Nina', email: who, phone: '', seats: 1, ...noShow },
      ])
      .returning('id')
      .execute();
    await t.db.db
      .insertInto('booking_guests')
      .values({ booking_id: inserted[1]!.id, position: 2, name: 'Nina', email: 'NO.SHOW@example.com' })
      .execute();
    await t.db.db
      .updateTable('booking_guests')
      .set({ attendance: 'no_show' })
      .where('booking_id', '=', inserted[1]!.id)
      .execute();

    // Off by default: she books.
    await book(t.app, 'person-actions', later, { email: who, name: 'Nina', seats: 1 });
    expect((await person(who)).noShowPause).toBeNull();

    await settings(3);
    expect((await person(who)).noShowPause).toBeNull();
    await settings(2);
    expect((await person(who)).noShowPause).toEqual({ noShows: 2, limit: 2 });

    // Online: refused (409, reason NO_SHOW_LIMIT), in the visitor's language, on REST and tRPC alike.
    const rest = await bookUpcoming({ email: 'NO.show@example.com ', name: 'Nina' }, { 'accept-language': 'id' });
    expect(rest.statusCode, rest.body).toBe(409);
    const body = rest.json();
    expect(body.reason).toBe('NO_SHOW_LIMIT');
    expect(Object.keys(body).sort()).toEqual(['message', 'reason']);
    expect(body.message).not.toMatch(/no-show/i);
    expect(body.message).toMatch(/studio/);
    const english = await bookUpcoming({ email: who, name: 'Nina' });
    expect(english.json().message).toBe(
      'Online booking is not available for this email address at the moment. Please contact the studio to book.',
    );
    const trpc = await t.app.inject({
      method: 'POST',
      url: '/trpc/registration.classRegistration',
      payload: { json: bookingInput('person-actions', upcoming, { email: who, name: 'Nina' }) },
    });
    expect(trpc.statusCode).toBe(409);
    expect(trpc.json().error.json.data).toMatchObject({ httpStatus: 409, reason: 'NO_SHOW_LIMIT' });
    // Someone else books as ever.
    await book(t.app, 'person-actions', upcoming, { email: 'someone.else@example.com', name: 'Sam' });

    // Staff may still book her.
    const staff = await t.client.mutate(
      'admin.sessions.walkIn',
      { sessionId: upcoming, name: 'Nina', email: who, seats: 1, source: 'staff' },
      t.admin,
    );
    expect(staff.status, staff.body).toBe(200);

    // Lifted: the no-shows so far stop counting, and she books online again.
    expect((await t.client.mutate('admin.people.liftNoShowPause', { email: who }, t.editor)).status).toBe(403);
    const lifted = await t.client.mutate<PersonDetail>('admin.people.liftNoShowPause', { email: who }, t.admin);
    expect(lifted.status, lifted.body).toBe(200);
    expect(lifted.data.noShowPause).toBeNull();
    const lifts = await t.db.db.selectFrom('no_show_lifts').selectAll().execute();
    expect(lifts).toEqual([expect.objectContaining({ person_email: who, lifted_by: adminId })]);
    // Theirs to read in "download my data".
    const exported = await t.client.mutate<MyData>('admin.people.export', { email: who }, t.admin);
    expect(exported.data.noShowLifts).toEqual([{ liftedAt: expect.any(String) }]);
    expect(await auditRows('lift no-show pause')).toEqual([
      expect.objectContaining({ user_id: adminId, entity: 'person' }),
    ]);
    const third = await addSession(t.db, classId, 120);
    await book(t.app, 'person-actions', third, { email: who, name: 'Nina' });
    await settings(null);
  });
});
