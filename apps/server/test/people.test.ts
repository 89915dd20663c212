import { testDatabaseTargets } from '@app/db/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { addClass, addSession, post } from './booking-fixtures';
import { useStaffTestApp } from './helpers';
import { memberHeaders } from './member-session';
import { rowWhere } from './db-rows';

/** People (admin /admin/people): one person per normalised address over every source, admins only. */
describe.each(testDatabaseTargets())('people on $kind', (target) => {
  const t = useStaffTestApp(target, 'editor@ruangteduh.example');
  let pastSession: number;
  let upcomingSession: number;

  beforeAll(async () => {
    const classId = await addClass(t.db, 'people-class', { capacity: 10 });
    pastSession = await addSession(t.db, classId, -24 * 10);
    upcomingSession = await addSession(t.db, classId, 48);
    const oldSession = await addSession(t.db, classId, -24 * 200);
    // Siti, in all five sources, her address written five ways.
    const bookings = await t.db.db
      .insertInto('class_registrations')
      .values([
        {
          class_id: classId,
          session_id: pastSession,
          name: 'Siti Nurhaliza',
          email: '  Siti.Nur@Example.com ',
          phone: '+62 812 1111 2222',
          seats: 2,
          status: 'confirmed',
        },
        {
          class_id: classId,
          session_id: oldSession,
          name: 'Siti N.',
          email: 'siti.nur@example.com',
          phone: '0812-1111-2222',
          seats: 1,
          status: 'confirmed',
        },
        {
          class_id: classId,
          session_id: upcomingSession,
          name: 'Siti Nurhaliza',
          email: 'SITI.NUR@EXAMPLE.COM',
          phone: '+62 812 1111 2222',
          seats: 1,
          status: 'confirmed',
        },
        {
          class_id: classId,
          session_id: pastSession,
          name: '王小明',
          email: 'xiaoming@example.cn',
          phone: '+86 138 0000 9999',
          seats: 1,
          status: 'waitlisted',
        },
      ])
      .returning('id')
      .execute();
    await t.db.db
      .insertInto('booking_guests')
      .values([
        { booking_id: bookings[0]!.id, position: 2, name: 'Gita Tanpa-Alamat', email: null },
        { booking_id: bookings[3]!.id, position: 2, name: 'Siti (guest)', email: 'Siti.nur@example.com  ' },
      ])
      .execute();
    await t.db.db
      .insertInto('newsletter_subscribers')
      .values({
        email: ' siti.nur@EXAMPLE.com',
        name: 'Siti',
        unsubscribe_token: 'people-test-token-xxxxxxxxxxxxxxxx',
        confirmed_at: new Date(),
      })
      .execute();
    await t.db.db
      .insertInto('contact_messages')
      .values({ name: 'Siti Nurhaliza', email: 'Siti.Nur@example.com', message: 'Is there parking?', phone: null })
      .execute();
    await t.db.db
      .insertInto('private_session_requests')
      .values({
        class_id: classId,
        name: 'Ibu Siti',
        email: 'siti.nur@example.com   ',
        phone: '+62 812 1111 2222',
        preferred_times: 'Mornings',
      })
      .execute();
  });

  const list = async (input: Record<string, unknown>) => {
    const res = await t.client.query('admin.people.list', input, t.admin);
    expect(res.status, res.body).toBe(200);
    return res.data as {
      rows: Array<{ email: string; names: string[]; phones: string[]; visits: number }>;
      total: number;
    };
  };

  it('counts one person per normalised address across bookings, guests, subscribers, messages and requests', async () => {
    const all = await list({});
    const siti = all.rows.filter((row) => row.email === 'siti.nur@example.com');
    expect(siti).toHaveLength(1);
    expect(all.rows.filter((row) => row.email.includes('siti'))).toHaveLength(1);
    expect(new Set(siti[0]!.names)).toEqual(new Set(['Siti Nurhaliza', 'Siti N.', 'Siti (guest)', 'Siti', 'Ibu Siti']));
    expect(new Set(siti[0]!.phones)).toEqual(new Set(['+62 812 1111 2222', '0812-1111-2222']));
    // Two confirmed bookings of sessions that started; the upcoming one is not a visit yet.
    expect(siti[0]!.visits).toBe(2);
    expect(all.total).toBe(all.rows.length);
    const byVisits = await list({ sort: 'visits' });
    expect(byVisits.rows[0]!.email).toBe('siti.nur@example.com');
    const byName = await list({ sort: 'name' });
    expect(byName.rows.map((r) => r.email)).toContain('xiaoming@example.cn');
  });

  it('finds people by part of a name in any script, by address and by phone', async () => {
    expect((await list({ q: '小明' })).rows.map((r) => r.email)).toEqual(['xiaoming@example.cn']);
    expect((await list({ q: 'nurhaLIZA' })).rows.map((r) => r.email)).toEqual(['siti.nur@example.com']);
    expect((await list({ q: 'ibu siti' })).rows.map((r) => r.email)).toEqual(['siti.nur@example.com']);
    expect((await list({ q: 'EXAMPLE.CN' })).rows.map((r) => r.email)).toEqual(['xiaoming@example.cn']);
    expect((await list({ q: '138 0000' })).rows.map((r) => r.email)).toEqual(['xiaoming@example.cn']);
    // By its digits, however it was written.
    expect((await list({ q: '81211112222' })).rows.map((r) => r.email)).toEqual(['siti.nur@example.com']);
    expect((await list({ q: 'nobody-like-this' })).rows).toEqual([]);
    // A guest named without an address is nobody's person.
    expect((await list({ q: 'Gita Tanpa' })).rows).toEqual([]);
  });

  it('shows a person’s page: bookings upcoming then past, guests, newsletter, messages, requests, totals', async () => {
    const res = await t.client.query('admin.people.get', { email: ' SITI.nur@example.com ' }, t.admin);
    expect(res.status, res.body).toBe(200);
    const person = res.data;
    expect(person.email).toBe('siti.nur@example.com');
    expect(person.bookings.map((b: { sessionId: number; upcoming: boolean }) => [b.sessionId, b.upcoming])).toEqual([
      [upcomingSession, true],
      [pastSession, false],
      [expect.any(Number), false],
    ]);
    expect(person.bookings[1].guests).toEqual([{ seat: 2, name: 'Gita Tanpa-Alamat', email: null }]);
    expect(person.bookings[1].startsAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d$/);
    expect(person.asGuest).toHaveLength(1);
    expect(person.newsletter).toMatchObject({ state: 'subscribed', name: 'Siti' });
    expect(person.messages.map((m: { message: string }) => m.message)).toEqual(['Is there parking?']);
    expect(person.privateRequests).toHaveLength(1);
    expect(person.totals).toEqual({ visits: 2, visits30: 1, visits90: 1, visits365: 2, noShows: 0, attended: 0 });

    const waiting = await t.client.query('admin.people.get', { email: 'xiaoming@example.cn' }, t.admin);
    expect(waiting.data.bookings[0]).toMatchObject({ status: 'waitlisted', waitlistedNeverPromoted: true });
    expect((await t.client.query('admin.people.get', { email: 'nobody@example.com' }, t.admin)).status).toBe(404);
  });

  it('finds people in the back office’s search box (Ctrl+K), for admins only', async () => {
    const hits = await t.client.query('admin.search', { q: '小明' }, t.admin);
    expect(hits.status, hits.body).toBe(200);
    expect(hits.data.filter((hit: { kind: string }) => hit.kind === 'person')).toEqual([
      {
        kind: 'person',
        id: 1,
        title: '王小明',
        matched: '+86 138 0000 9999',
        status: '',
        detail: 'xiaoming@example.cn',
      },
    ]);
    const byEditor = await t.client.query('admin.search', { q: '小明' }, t.editor);
    expect(byEditor.data.filter((hit: { kind: string }) => hit.kind === 'person')).toEqual([]);
  });

  it('refuses editors every people procedure', async () => {
    expect((await t.client.query('admin.people.list', {}, t.editor)).error?.code).toBe('FORBIDDEN');
    expect((await t.client.query('admin.people.get', { email: 'siti.nur@example.com' }, t.editor)).error?.code).toBe(
      'FORBIDDEN',
    );
    const note = await t.client.mutate('admin.people.addNote', { email: 'siti.nur@example.com', body: 'x' }, t.editor);
    expect(note.error?.code).toBe('FORBIDDEN');
    expect(note.status).toBe(403);
    expect((await t.client.query('admin.people.list', {}, null)).status).toBe(401);
  });

  it('keeps staff notes dated and signed, audited, in "download my data", erased with "delete my data"', async () => {
    const added = await t.client.mutate(
      'admin.people.addNote',
      { email: 'Siti.Nur@example.com', body: 'Knee injury: offer a bolster.' },
      t.admin,
    );
    expect(added.status, added.body).toBe(200);
    const empty = await t.client.mutate(
      'admin.people.addNote',
      { email: 'siti.nur@example.com', body: '   ' },
      t.admin,
    );
    expect(empty.status).toBe(422);
    const page = (await t.client.query('admin.people.get', { email: 'siti.nur@example.com' }, t.admin)).data;
    expect(page.notes).toEqual([
      {
        id: added.data.id,
        body: 'Knee injury: offer a bolster.',
        author: expect.any(String),
        createdAt: expect.any(String),
      },
    ]);
    const entry = await rowWhere(t.db, 'audit_log', { action: 'note' });
    expect(entry).toMatchObject({ entity: 'person', entity_id: String(added.data.id) });
    // The log names the note, never the person.
    expect(JSON.stringify(entry.summary)).not.toContain('siti');

    const member = await memberHeaders(t, 'siti.nur@example.com');
    const download = await t.app.inject({ method: 'GET', url: '/api/app/my-data', headers: member });
    expect(download.statusCode, download.body).toBe(200);
    expect(download.json().result.staffNotes).toEqual([
      { note: 'Knee injury: offer a bolster.', writtenAt: expect.any(String) },
    ]);
    const erase = await post(t.app, '/api/app/my-data/delete', {}, member);
    expect(erase.statusCode, erase.body).toBe(200);
    expect(await t.db.db.selectFrom('staff_notes').selectAll().execute()).toEqual([]);
    expect((await list({ q: 'siti' })).rows).toEqual([]);
  });

  it('counts what the roster recorded: no-shows sort first, the page says what happened to each booking', async () => {
    const classId = await addClass(t.db, 'people-attendance');
    const [earlier, later] = [await addSession(t.db, classId, -24 * 5), await addSession(t.db, classId, -24 * 3)];
    const at = new Date();
    const [attended, noShow] = await t.db.db
      .insertInto('class_registrations')
      .values(
        [earlier, later].map((sessionId, i) => ({
          class_id: classId,
          session_id: sessionId,
          name: 'Dewi Lestari',
          email: 'dewi.lestari@example.com',
          phone: '+62 813 0000 1111',
          seats: 2,
          status: 'confirmed' as const,
          attendance: i === 0 ? ('attended' as const) : ('no_show' as const),
          attendance_marked_at: at,
          checked_in_at: i === 0 ? at : null,
        })),
      )
      .returning('id')
      .execute();
    // Her guest on the first date, who did not come: a no-show of the guest's own address.
    await t.db.db
      .insertInto('booking_guests')
      .values({
        booking_id: attended!.id,
        position: 2,
        name: 'Rudi',
        email: 'Rudi@example.com ',
        attendance: 'no_show',
        attendance_marked_at: at,
      })
      .execute();
    expect(noShow).toBeDefined();

    const byNoShows = await t.client.query('admin.people.list', { sort: 'noShows' }, t.admin);
    expect(byNoShows.status, byNoShows.body).toBe(200);
    const rows = byNoShows.data.rows as Array<{ email: string; noShows: number }>;
    // Equal no-shows, then the one seen last first: the two come before everyone without one.
    expect(
      rows
        .slice(0, 2)
        .map((row) => [row.email, row.noShows])
        .sort(),
    ).toEqual([
      ['dewi.lestari@example.com', 1],
      ['rudi@example.com', 1],
    ]);
    expect(rows.slice(2).every((row) => row.noShows === 0)).toBe(true);
    const dewi = (await t.client.query('admin.people.get', { email: 'dewi.lestari@example.com' }, t.admin)).data;
    expect(dewi.totals).toMatchObject({ visits: 2, noShows: 1, attended: 1 });
    expect(dewi.bookings.map((b: { attendance: string | null }) => b.attendance)).toEqual(['no_show', 'attended']);
  });
});
