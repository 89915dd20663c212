import { eraseInactivePeople } from '@app/api/server';
import type { BookingSettings, Roster } from '@app/contract';
import { testDatabaseTargets } from '@app/db/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { addClass, addSession, book } from './booking-fixtures';
import { useStaffTestApp } from './helpers';
import { rowWhere, rowsWhere } from './db-rows';

const EDITOR = 'retention-editor@ruangteduh.example';

/**
 * Retention (docs/privacy.md): the daily round erases, with the same erasure as "Delete my data", the
 * personal details of anyone whose latest booking, guest place, subscription, message or request is
 * older than the booking setting `eraseAfterMonths` (24 by default). Still subscribed, or booked into a
 * session to come: kept. Rows stay for the studio's counts.
 */
describe.each(testDatabaseTargets())('retention on $kind', (target) => {
  const t = useStaffTestApp(target, EDITOR);
  const now = new Date();
  const monthsAgo = (months: number) => {
    const date = new Date(now);
    date.setUTCMonth(date.getUTCMonth() - months);
    return date;
  };
  let classId: number;
  const sessions: Record<string, number> = {};
  let added = 0;

  /** A booking (with its guests) of a session that started `months` ago, made then. */
  async function pastBooking(email: string, months: number, overrides: Record<string, unknown> = {}) {
    const sessionId = await addSession(t.db, classId, 48);
    await book(t.app, 'retention-class', sessionId, { email, name: `Name of ${email}`, ...overrides });
    // A second apart: one class never has two sessions at the same start.
    const at = new Date(monthsAgo(months).getTime() + ++added * 1000);
    await t.db.db
      .updateTable('class_sessions')
      .set({ starts_at: at, ends_at: new Date(at.getTime() + 3_600_000) })
      .where('id', '=', sessionId)
      .execute();
    await t.db.db
      .updateTable('class_registrations')
      // created_at is never written by the app: dated back here only.
      .set({ created_at: at } as never)
      .where('session_id', '=', sessionId)
      .execute();
    await t.db.db
      .updateTable('booking_guests')
      .set({ created_at: at } as never)
      .where('booking_id', 'in', (eb) =>
        eb.selectFrom('class_registrations').select('id').where('session_id', '=', sessionId),
      )
      .execute();
    return sessionId;
  }

  const bookingsOf = (email: string) => rowsWhere(t.db, 'class_registrations', { email });
  const seatsOf = async (sessionId: number) => {
    const rows = await rowsWhere(t.db, 'class_registrations', { session_id: sessionId });
    return { rows: rows.length, seats: rows.reduce((sum, row) => sum + row.seats, 0) };
  };
  const takenOf = async (sessionId: number) => {
    const res = await t.client.query<Roster>('admin.sessions.roster', { sessionId }, t.admin);
    expect(res.status, res.body).toBe(200);
    return res.data.session.seatsTaken;
  };

  beforeAll(async () => {
    classId = await addClass(t.db, 'retention-class', { capacity: null });
    sessions.gone = await pastBooking('gone@example.com', 25, {
      seats: 2,
      guests: [{ name: 'Gone Guest', email: 'gone-guest@example.com' }],
    });
    sessions.recent = await pastBooking('recent@example.com', 23);
    sessions.subscribed = await pastBooking('subscribed@example.com', 25);
    sessions.upcomingPast = await pastBooking('upcoming@example.com', 25);
    sessions.upcoming = await addSession(t.db, classId, 72);
    await book(t.app, 'retention-class', sessions.upcoming, { email: 'upcoming@example.com', name: 'Upcoming' });
    await t.db.db
      .insertInto('newsletter_subscribers')
      .values([
        {
          email: 'Subscribed@Example.com ',
          unsubscribe_token: 'retention-token-1',
          created_at: monthsAgo(30),
          consented_at: monthsAgo(30),
          confirmed_at: monthsAgo(30),
        },
        {
          email: 'leaver@example.com',
          unsubscribe_token: 'retention-token-2',
          created_at: monthsAgo(30),
          consented_at: monthsAgo(30),
          confirmed_at: monthsAgo(30),
          unsubscribed_at: monthsAgo(26),
        },
      ])
      .execute();
    await t.db.db
      .insertInto('contact_messages')
      .values([
        { name: 'Writer', email: 'writer@example.com', message: 'Hello', created_at: monthsAgo(25) },
        { name: 'Gone', email: 'GONE@example.com', message: 'Parking?', created_at: monthsAgo(26) },
      ])
      .execute();
  });

  it('erases whoever has been inactive past 24 months, and keeps the recent, the subscribed and the booked', async () => {
    const goneSeats = await seatsOf(sessions.gone!);
    const goneTaken = await takenOf(sessions.gone!);
    expect(goneTaken).toBe(2);
    const auditsBefore = await rowsWhere(t.db, 'audit_log', { entity: 'personal data' });

    const counts = await eraseInactivePeople(t.db.db, now);
    expect(counts.people).toBeGreaterThanOrEqual(4); // gone, its guest, leaver, writer (and any seeded person as old)

    // Gone: the booking stays, emptied and marked erased; the guest's place stays in the seats, unnamed.
    expect(await bookingsOf('gone@example.com')).toEqual([]);
    const erasedRow = await rowWhere(t.db, 'class_registrations', { session_id: sessions.gone! });
    expect(erasedRow).toMatchObject({ name: '', email: '', phone: '', message: null });
    expect(erasedRow.erased_at).not.toBeNull();
    expect(await seatsOf(sessions.gone!)).toEqual(goneSeats);
    expect(await takenOf(sessions.gone!)).toBe(goneTaken);
    const guests = await t.db.db.selectFrom('booking_guests').select('email').execute();
    expect(guests.map((g) => g.email)).not.toContain('gone-guest@example.com');
    const messages = await t.db.db.selectFrom('contact_messages').select(['email', 'erased_at']).execute();
    expect(messages.map((m) => m.email.toLowerCase())).not.toContain('gone@example.com');
    expect(messages.map((m) => m.email)).not.toContain('writer@example.com');
    const subscribers = await t.db.db.selectFrom('newsletter_subscribers').select('email').execute();
    expect(subscribers.map((s) => s.email)).not.toContain('leaver@example.com');
    // Nobody is emailed about it: they asked for nothing.
    const mails = await t.db.db.selectFrom('email_outbox').select('to_address').execute();
    expect(mails.map((m) => m.to_address)).not.toContain('gone@example.com');

    // Kept: active 23 months ago, still subscribed, or booked into a session to come.
    expect(await bookingsOf('recent@example.com')).toHaveLength(1);
    expect((await bookingsOf('subscribed@example.com'))[0]?.erased_at).toBeNull();
    expect(subscribers.map((s) => s.email)).toContain('Subscribed@Example.com ');
    expect(await bookingsOf('upcoming@example.com')).toHaveLength(2);

    // One system audit entry per person, with counts only.
    const audits = await rowsWhere(t.db, 'audit_log', { entity: 'personal data' });
    const added = audits.slice(auditsBefore.length);
    expect(added).toHaveLength(counts.people);
    for (const entry of added) {
      expect(entry.user_id).toBeNull();
      expect(entry.action).toBe('erase');
      expect(entry.summary).toMatchObject({ by: 'retention job', reason: 'retention', afterMonths: 24 });
      expect(JSON.stringify(entry.summary)).not.toContain('@');
    }

    // A second round finds nobody left to erase.
    expect((await eraseInactivePeople(t.db.db, now)).people).toBe(0);
  });

  it('follows the setting: 6 months erases who was active 23 months ago, never the subscribed or booked', async () => {
    const saved = await t.client.query<BookingSettings>('admin.bookingSettings.get', undefined, t.admin);
    expect(saved.status, saved.body).toBe(200);
    expect(saved.data.eraseAfterMonths).toBe(24);
    const tooShort = await t.client.mutate(
      'admin.bookingSettings.update',
      { ...saved.data, eraseAfterMonths: 5 },
      t.admin,
    );
    expect(tooShort.status).toBe(422);
    const tooLong = await t.client.mutate(
      'admin.bookingSettings.update',
      { ...saved.data, eraseAfterMonths: 121 },
      t.admin,
    );
    expect(tooLong.status).toBe(422);
    const six = await t.client.mutate<BookingSettings>(
      'admin.bookingSettings.update',
      { ...saved.data, eraseAfterMonths: 6 },
      t.admin,
    );
    expect(six.status, six.body).toBe(200);
    expect(six.data.eraseAfterMonths).toBe(6);
    // The privacy page reads it from the public settings.
    const site = await t.app.inject({ method: 'GET', url: '/trpc/settings.public' });
    expect(JSON.parse(site.body).result.data.json.retentionMonths).toBe(6);

    const counts = await eraseInactivePeople(t.db.db, now);
    expect(counts.people).toBeGreaterThanOrEqual(1);
    expect(await bookingsOf('recent@example.com')).toEqual([]);
    expect(await bookingsOf('subscribed@example.com')).toHaveLength(1);
    expect(await bookingsOf('upcoming@example.com')).toHaveLength(2);
  });
});
