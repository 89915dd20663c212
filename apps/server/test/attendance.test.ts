import { markNoShows } from '@app/api/server';
import type { Roster } from '@app/contract';
import { DEMO_ADMIN, repo } from '@app/db';
import { testDatabaseTargets } from '@app/db/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { addClass, addSession, auditOf, book } from './booking-fixtures';
import { rowsWhere, userIdOf } from './db-rows';
import { useStaffTestApp } from './helpers';

const EDITOR = 'attendance-editor@ruangteduh.example';
const HOUR_MS = 3_600_000;

describe.each(testDatabaseTargets())('attendance on $kind', (target) => {
  const t = useStaffTestApp(target, EDITOR);
  let adminId: number;
  beforeAll(async () => {
    adminId = await userIdOf(t.db, DEMO_ADMIN.email);
  });

  const roster = async (sessionId: number) => {
    const res = await t.client.query<Roster>('admin.sessions.roster', { sessionId }, t.admin);
    expect(res.status, res.body).toBe(200);
    return res.data;
  };
  const mutate = (path: string, input: unknown, token = t.admin) => t.client.mutate<Roster>(path, input, token);
  const byName = (r: Roster, name: string) => {
    const found = [...r.confirmed, ...r.waitlisted, ...r.cancelled].find((b) => b.name === name);
    if (!found) throw new Error(`${name} is not on the roster`);
    return found;
  };

  /** A session starting within the hour (check-in open): Ayu with a guest Sari, Budi alone, Citra waiting. */
  async function openSession(slug: string, hoursAhead = 1) {
    const classId = await addClass(t.db, slug, { capacity: 3 });
    const sessionId = await addSession(t.db, classId, hoursAhead);
    await book(t.app, slug, sessionId, {
      email: `${slug}-a@example.com`,
      name: 'Ayu',
      seats: 2,
      guests: [{ name: 'Sari', email: `${slug}-sari@example.com` }],
    });
    await book(t.app, slug, sessionId, { email: `${slug}-b@example.com`, name: 'Budi', seats: 1 });
    await book(t.app, slug, sessionId, { email: `${slug}-c@example.com`, name: 'Citra', seats: 1 });
    return { classId, sessionId };
  }

  /** The session started two hours ago and has ended. */
  const endSession = (sessionId: number) =>
    t.db.db
      .updateTable('class_sessions')
      .set({ starts_at: new Date(Date.now() - 2 * HOUR_MS), ends_at: new Date(Date.now() - HOUR_MS) })
      .where('id', '=', sessionId)
      .execute();

  it('marks bookings and guests attended or no-show, with who and when, and corrects a mark', async () => {
    const { sessionId } = await openSession('marking');
    const before = await roster(sessionId);
    expect(before.unmarked).toBe(3); // Ayu, her guest Sari, Budi
    expect(before.takeAttendance).toBe(true);
    const ayu = byName(before, 'Ayu');
    const sari = ayu.guests[0]!;
    expect(sari).toMatchObject({ name: 'Sari', attendance: null });

    const attended = await mutate('admin.sessions.markAttendance', { bookingId: ayu.id, state: 'attended' });
    expect(attended.status, attended.body).toBe(200);
    const marked = byName(attended.data, 'Ayu');
    expect(marked).toMatchObject({ attendance: 'attended', attendanceMarkedBy: DEMO_ADMIN.name });
    expect(marked.checkedInAt).not.toBeNull();
    expect(marked.attendanceMarkedAt).toBe(marked.checkedInAt);
    // Her seat and the seat nobody is named on... here the one guest is named: only Ayu's seat.
    expect(attended.data.session.seatsCheckedIn).toBe(1);
    expect(attended.data.unmarked).toBe(2);

    const guest = await mutate('admin.sessions.markAttendance', {
      bookingId: ayu.id,
      guestId: sari.id,
      state: 'no_show',
    });
    expect(guest.status, guest.body).toBe(200);
    expect(byName(guest.data, 'Ayu').guests[0]).toMatchObject({
      attendance: 'no_show',
      attendanceMarkedBy: DEMO_ADMIN.name,
    });
    expect(byName(guest.data, 'Ayu').attendance).toBe('attended');

    // Corrected: Sari came after all; then the mark is taken back.
    const corrected = await mutate('admin.sessions.markAttendance', {
      bookingId: ayu.id,
      guestId: sari.id,
      state: 'attended',
    });
    expect(byName(corrected.data, 'Ayu').guests[0]!.attendance).toBe('attended');
    expect(corrected.data.session.seatsCheckedIn).toBe(2);
    const cleared = await mutate('admin.sessions.markAttendance', { bookingId: ayu.id, state: null });
    expect(byName(cleared.data, 'Ayu')).toMatchObject({
      attendance: null,
      checkedInAt: null,
      attendanceMarkedBy: null,
    });

    // A guest of another booking, or a booking on the waiting list, cannot be marked.
    const budi = byName(before, 'Budi');
    const wrongGuest = await mutate('admin.sessions.markAttendance', {
      bookingId: budi.id,
      guestId: sari.id,
      state: 'attended',
    });
    expect(wrongGuest.status).toBe(404);
    const waiting = await mutate('admin.sessions.markAttendance', {
      bookingId: byName(before, 'Citra').id,
      state: 'no_show',
    });
    expect(waiting.status).toBe(409);

    expect((await auditOf(t.db, 'booking', ayu.id)).map((a) => [a.action, a.user_id])).toEqual([
      ['check in', adminId],
      ['mark no-show', adminId],
      ['check in', adminId],
      ['clear attendance', adminId],
    ]);
  });

  it('marks everyone still unmarked in one go, keeping the marks made', async () => {
    const { sessionId } = await openSession('the-rest');
    const before = await roster(sessionId);
    await mutate('admin.sessions.markAttendance', { bookingId: byName(before, 'Budi').id, state: 'no_show' });
    const rest = await mutate('admin.sessions.markRest', { sessionId, state: 'attended' });
    expect(rest.status, rest.body).toBe(200);
    expect(rest.data.unmarked).toBe(0);
    expect(byName(rest.data, 'Ayu')).toMatchObject({ attendance: 'attended' });
    expect(byName(rest.data, 'Ayu').guests[0]!.attendance).toBe('attended');
    expect(byName(rest.data, 'Budi').attendance).toBe('no_show');
    // The waiting list is nobody's attendance.
    expect(byName(rest.data, 'Citra').attendance).toBeNull();
    expect(rest.data.session.seatsCheckedIn).toBe(2);
    expect((await auditOf(t.db, 'session', sessionId)).map((a) => a.action)).toEqual(['mark the rest']);
    // Nothing left: a second time marks nothing and records nothing.
    expect((await mutate('admin.sessions.markRest', { sessionId, state: 'no_show' })).status).toBe(200);
    expect(await auditOf(t.db, 'session', sessionId)).toHaveLength(1);
  });

  it('refuses marks before check-in opens (the booking setting), saying when; taking one back is always open', async () => {
    const { sessionId } = await openSession('too-early', 5);
    const before = await roster(sessionId);
    const ayu = byName(before, 'Ayu');
    for (const [path, input] of [
      ['admin.sessions.markAttendance', { bookingId: ayu.id, state: 'attended' }],
      ['admin.sessions.markAttendance', { bookingId: ayu.id, guestId: ayu.guests[0]!.id, state: 'no_show' }],
      ['admin.sessions.markRest', { sessionId, state: 'no_show' }],
      ['admin.sessions.checkIn', { bookingId: ayu.id, checkedIn: true }],
    ] as const) {
      const early = await mutate(path, input);
      expect(early.status, path).toBe(409);
      expect(early.error?.message).toMatch(/^Check-in opens at .* \(Asia\/Jakarta\), 2 hours before the start\.$/);
    }
    expect((await roster(sessionId)).unmarked).toBe(3);
    expect((await mutate('admin.sessions.markAttendance', { bookingId: ayu.id, state: null })).status).toBe(200);
  });

  it('keeps the first check-in working: it marks attended, and undoing it unmarks', async () => {
    const { sessionId } = await openSession('old-check-in');
    const budi = byName(await roster(sessionId), 'Budi');
    const checked = await mutate('admin.sessions.checkIn', { bookingId: budi.id, checkedIn: true });
    expect(checked.status, checked.body).toBe(200);
    expect(byName(checked.data, 'Budi')).toMatchObject({ attendance: 'attended', attendanceMarkedBy: DEMO_ADMIN.name });
    const undone = await mutate('admin.sessions.checkIn', { bookingId: budi.id, checkedIn: false });
    expect(byName(undone.data, 'Budi')).toMatchObject({ attendance: null, checkedInAt: null });
    expect((await auditOf(t.db, 'booking', budi.id)).map((a) => a.action)).toEqual(['check in', 'undo check-in']);
  });

  it('is for admins: an editor is refused, and sees no names on the marks', async () => {
    const { sessionId } = await openSession('attendance-rights');
    const before = await roster(sessionId);
    const ayu = byName(before, 'Ayu');
    await mutate('admin.sessions.markAttendance', { bookingId: ayu.id, state: 'attended' });
    for (const [path, input] of [
      ['admin.sessions.markAttendance', { bookingId: ayu.id, state: 'no_show' }],
      ['admin.sessions.markAttendance', { bookingId: ayu.id, guestId: ayu.guests[0]!.id, state: 'attended' }],
      ['admin.sessions.markRest', { sessionId, state: 'attended' }],
    ] as const) {
      const refused = await mutate(path, input, t.editor);
      expect(refused.status, path).toBe(403);
      expect(refused.error?.code).toBe('FORBIDDEN');
    }
    const seen = await t.client.query<Roster>('admin.sessions.roster', { sessionId }, t.editor);
    expect(seen.data.confirmed[0]).toMatchObject({ attendance: 'attended', attendanceMarkedBy: null, guests: [] });
    expect(seen.body).not.toMatch(/Dewi Admin/);
    expect((await t.client.mutate('admin.sessions.markRest', { sessionId, state: 'attended' }, null)).status).toBe(401);
  });

  it('marks what is left unmarked as no-shows once the session has ended, once; staff correct it', async () => {
    const { sessionId } = await openSession('no-show-job');
    const ayu = byName(await roster(sessionId), 'Ayu');
    await mutate('admin.sessions.markAttendance', { bookingId: ayu.id, state: 'attended' });
    // Not ended yet: nothing.
    await markNoShows(t.db.db, new Date());
    expect((await roster(sessionId)).unmarked).toBe(2);

    await endSession(sessionId);
    const first = await markNoShows(t.db.db, new Date());
    expect(first.noShows).toBeGreaterThanOrEqual(1);
    expect(first.guestNoShows).toBeGreaterThanOrEqual(1);
    const after = await roster(sessionId);
    expect(after.unmarked).toBe(0);
    expect(byName(after, 'Ayu').attendance).toBe('attended');
    expect(byName(after, 'Ayu').guests[0]).toMatchObject({ attendance: 'no_show', attendanceMarkedBy: null });
    expect(byName(after, 'Budi')).toMatchObject({ attendance: 'no_show', attendanceMarkedBy: null });
    expect(byName(after, 'Citra').attendance).toBeNull();
    // Run again (another node, the next round): nothing more, one audit entry, by nobody.
    await markNoShows(t.db.db, new Date());
    expect(await auditOf(t.db, 'session', sessionId)).toEqual([{ action: 'mark the rest', user_id: null }]);

    // Budi was there after all: staff correct it, after the end too.
    const fixed = await mutate('admin.sessions.markAttendance', {
      bookingId: byName(after, 'Budi').id,
      state: 'attended',
    });
    expect(fixed.status, fixed.body).toBe(200);
    expect(byName(fixed.data, 'Budi')).toMatchObject({ attendance: 'attended', attendanceMarkedBy: DEMO_ADMIN.name });
  });

  it('marks each no-show once when several nodes run the job at the same moment', async () => {
    const { sessionId } = await openSession('no-show-nodes');
    await endSession(sessionId);
    const now = new Date();
    const rounds = await Promise.all([markNoShows(t.db.db, now), markNoShows(t.db.db, now), markNoShows(t.db.db, now)]);
    const after = await roster(sessionId);
    expect(after.unmarked).toBe(0);
    expect(byName(after, 'Budi').attendance).toBe('no_show');
    // Whichever node marked a row, it was marked (and recorded) once.
    const audit = await rowsWhere(t.db, 'audit_log', { entity: 'session', entity_id: String(sessionId) });
    const marked = audit.reduce(
      (sum, row) => sum + Number(row.summary.bookings ?? 0) + Number(row.summary.guests ?? 0),
      0,
    );
    expect(marked).toBe(3);
    expect(rounds.reduce((sum, round) => sum + round.noShows + round.guestNoShows, 0)).toBeGreaterThanOrEqual(3);
  });

  it('leaves ended sessions unmarked when the studio does not take attendance', async () => {
    const settings = (await t.client.query('admin.bookingSettings.get', undefined, t.admin)).data;
    const off = await t.client.mutate('admin.bookingSettings.update', { ...settings, takeAttendance: false }, t.admin);
    expect(off.status, off.body).toBe(200);
    try {
      const { sessionId } = await openSession('no-attendance');
      await endSession(sessionId);
      expect(await markNoShows(t.db.db, new Date())).toEqual({ noShows: 0, guestNoShows: 0 });
      const after = await roster(sessionId);
      expect(after.takeAttendance).toBe(false);
      expect(after.unmarked).toBe(3);
    } finally {
      await t.client.mutate('admin.bookingSettings.update', settings, t.admin);
    }
  });

  it('records a staff cancel after the online deadline as a late cancel, and only then', async () => {
    // The class's deadline is 12 hours before the start: one session within it, one well before.
    const classId = await addClass(t.db, 'late-cancel', { capacity: 5, cancelCutoffHours: 12 });
    const soon = await addSession(t.db, classId, 3);
    const later = await addSession(t.db, classId, 48);
    await book(t.app, 'late-cancel', soon, { email: 'late-a@example.com', name: 'Ayu' });
    await book(t.app, 'late-cancel', later, { email: 'late-b@example.com', name: 'Budi' });
    const ayu = byName(await roster(soon), 'Ayu');
    const budi = byName(await roster(later), 'Budi');
    const late = await mutate('admin.sessions.cancelBooking', { bookingId: ayu.id });
    expect(late.status, late.body).toBe(200);
    expect(byName(late.data, 'Ayu')).toMatchObject({ status: 'cancelled', lateCancel: true });
    const early = await mutate('admin.sessions.cancelBooking', { bookingId: budi.id });
    expect(byName(early.data, 'Budi')).toMatchObject({ status: 'cancelled', lateCancel: false });
    // The roster's CSV says so too.
    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/admin/sessions/${soon}/roster.csv`,
      headers: { authorization: `Bearer ${t.admin}` },
    });
    const [header, row] = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    const cells = Object.fromEntries(header!.split(',').map((name, i) => [name, row!.split(',')[i]]));
    expect(cells).toMatchObject({ status: 'cancelled', name: 'Ayu', attendance: '', lateCancel: 'yes' });
  });

  it('counts attended visits and no-shows per normalised email address', async () => {
    const { sessionId } = await openSession('counting');
    const before = await roster(sessionId);
    // The same person typed otherwise on another booking: case and surrounding spaces are ignored.
    await t.db.db
      .updateTable('class_registrations')
      .set({ email: '  Counting-A@Example.com ' })
      .where('id', '=', byName(before, 'Budi').id)
      .execute();
    await mutate('admin.sessions.markAttendance', { bookingId: byName(before, 'Ayu').id, state: 'attended' });
    await mutate('admin.sessions.markRest', { sessionId, state: 'no_show' });
    const counts = await repo.countAttendanceByEmail(t.db.db, {
      emails: ['COUNTING-A@example.com', 'counting-sari@example.com ', 'nobody@example.com'],
    });
    expect(counts).toEqual([
      { emailKey: 'counting-a@example.com', attended: 1, noShows: 1 },
      { emailKey: 'counting-sari@example.com', attended: 0, noShows: 1 },
    ]);
    // Only sessions in the period count.
    const future = new Date(Date.now() + 10 * HOUR_MS);
    expect(await repo.countAttendanceByEmail(t.db.db, { emails: ['counting-a@example.com'], since: future })).toEqual(
      [],
    );
    expect(await repo.countAttendanceByEmail(t.db.db, { emails: [] })).toEqual([]);
  });
});
