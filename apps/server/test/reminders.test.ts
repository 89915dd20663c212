import { deliverDueMail, sendDueReminders } from '@app/api/server';
import { bookingSchema, classRegistrationResultSchema, resultEnvelope } from '@app/contract';
import { type DbHandle, repo } from '@app/db';
import { testDatabaseTargets } from '@app/db/testing';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailTransport } from '../src/mailer';
import { addClass, addSession, bookingInput, linkFromLatestEmail, post, tokenOf } from './booking-fixtures';
import { describeWithTestApp, testConfig } from './helpers';
import { leafParts, partText } from './mime';
import { processDatabase } from './server-process';
import { startTestSmtp, type TestSmtp } from './test-smtp';
import { rowWhere } from './db-rows';

const HOUR_MS = 3_600_000;
const deps = { publicUrl: testConfig.publicUrl, site: testConfig.site, sessionSecret: testConfig.sessionSecret };

/** One job run on `db` as if it were `hours` from now. */
const runAt = (db: DbHandle, hours: number) => sendDueReminders(db.db, deps, new Date(Date.now() + hours * HOUR_MS));

/** A reminder's subject in the languages these tests book in (the confirmation carries the `.ics` too). */
const REMINDER_SUBJECT = /^(Reminder|Rappel|Pengingat)\b/;

/** The reminders queued to an address, oldest first. */
async function remindersTo(db: DbHandle, to: string) {
  const rows = await db.db
    .selectFrom('email_outbox')
    .select(['subject', 'body_text', 'body_html', 'attachments'])
    .where('to_address', '=', to)
    .orderBy('id')
    .execute();
  return rows.filter((row) => REMINDER_SUBJECT.test(row.subject));
}

/** The single VEVENT of an iCalendar text. */
function eventOf(ics: string) {
  const events = new ICAL.Component(ICAL.parse(ics)).getAllSubcomponents('vevent');
  expect(events).toHaveLength(1);
  return events[0]!;
}

const startOf = async (db: DbHandle, sessionId: number) =>
  (await db.db.selectFrom('class_sessions').select('starts_at').where('id', '=', sessionId).executeTakeFirstOrThrow())
    .starts_at;

/** `20310506T120000Z`: how a UTC DTSTART writes an instant. */
const icsUtc = (at: Date) => `${at.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;

describeWithTestApp('booking reminders', (t) => {
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await startTestSmtp();
  });
  afterAll(() => smtp?.close());

  /** Books `slug`'s session from a browser in `lang`; answers the booking. */
  async function bookIn(slug: string, sessionId: number, email: string, lang = 'en') {
    const res = await post(t.app, '/api/app/class-registration', bookingInput(slug, sessionId, { email, seats: 2 }), {
      'accept-language': lang,
    });
    expect(res.statusCode, res.body).toBe(200);
    const booked = resultEnvelope(classRegistrationResultSchema).parse(res.json()).result;
    expect(booked.status).toBe('confirmed');
    return booked;
  }

  it('reminds a due booking once, in its language, with the session’s .ics and a working manage link', async () => {
    const classId = await addClass(t.db, 'reminder-breath');
    const sessionId = await addSession(t.db, classId, 30);
    await bookIn('reminder-breath', sessionId, 'remind-fr@example.com', 'fr-FR,fr;q=0.9');
    const confirmationLink = await linkFromLatestEmail(t.db, 'remind-fr@example.com');
    const startsAt = await startOf(t.db, sessionId);

    // 27 hours before the start: not due yet.
    await runAt(t.db, 3);
    expect(await remindersTo(t.db, 'remind-fr@example.com')).toHaveLength(0);

    // 23 hours before: due.
    expect((await runAt(t.db, 7)).sent).toBeGreaterThanOrEqual(1);
    await runAt(t.db, 8);
    const reminders = await remindersTo(t.db, 'remind-fr@example.com');
    expect(reminders).toHaveLength(1);
    const [reminder] = reminders;
    expect(reminder!.subject).toBe('Rappel\u00a0: Cours reminder-breath approche');
    expect(reminder!.body_text).toContain('Bonjour');
    expect(reminder!.body_text).toContain('jointe en fichier d’agenda (.ics)');

    const [attachment] = reminder!.attachments;
    expect(attachment!.filename).toBe('reminder-breath.ics');
    expect(attachment!.contentType).toBe('text/calendar; charset=utf-8');
    const ics = Buffer.from(attachment!.content, 'base64').toString('utf8');
    expect(ics).toContain(`DTSTART:${icsUtc(startsAt)}`);
    const event = eventOf(ics);
    expect(new ICAL.Event(event).startDate.toJSDate().getTime()).toBe(startsAt.getTime());
    expect(new ICAL.Event(event).summary).toBe('Cours reminder-breath');
    expect(event.getFirstPropertyValue('status')).toBe('CONFIRMED');

    // The reminder's manage link is the confirmation's (and the calendar's), and works.
    const link = /http:\/\/localhost:3000\/booking\/[A-Za-z0-9_-]{54}/.exec(reminder!.body_text)?.[0];
    expect(link).toBe(confirmationLink);
    expect(reminder!.body_html).toContain(`href="${link}"`);
    expect(event.getFirstPropertyValue('url')).toBe(link);
    const page = await t.app.inject({ method: 'GET', url: `/api/app/booking/${tokenOf(link!)}` });
    expect(page.statusCode).toBe(200);
    const shown = resultEnvelope(bookingSchema).parse(page.json()).result;
    expect(shown).toMatchObject({ status: 'confirmed', seats: 2, session: { id: sessionId } });

    const row = await rowWhere(t.db, 'class_registrations', { email: 'remind-fr@example.com' });
    expect(row.reminder_sent_at).toBeInstanceOf(Date);
  });

  it('delivers a reminder over SMTP with a text part, an HTML part and the calendar attached', async () => {
    const classId = await addClass(t.db, 'reminder-smtp');
    const sessionId = await addSession(t.db, classId, 30);
    await bookIn('reminder-smtp', sessionId, 'remind-id@example.com', 'id');
    const startsAt = await startOf(t.db, sessionId);
    await runAt(t.db, 7);

    const transport = createMailTransport({ kind: 'smtp', url: smtp.url }, t.app.log);
    await deliverDueMail(t.db.db, transport, testConfig.mail.from, new Date(Date.now() + 60_000), 500);
    const received = smtp.mailTo('remind-id@example.com');
    const mail = received.find((m) => m.message.headers.subject?.startsWith('Pengingat'));
    expect(mail, received.map((m) => m.message.headers.subject).join(' | ')).toBeDefined();
    expect(mail!.message.headers.subject).toBe('Pengingat: Class reminder-smtp segera dimulai');
    const text = partText(mail!.message, 'text/plain');
    const html = partText(mail!.message, 'text/html');
    expect(text).toContain('Halo, Ayu Lestari,');
    expect(text).toContain('file kalender (.ics)');
    expect(html).toContain('<html');
    expect(html).toContain('lang="id"');
    const link = /http:\/\/localhost:3000\/booking\/[A-Za-z0-9_-]{54}/.exec(text ?? '')?.[0];
    expect(link).toBeDefined();
    expect(html).toContain(link);

    const calendar = leafParts(mail!.message).find((part) => part.type === 'text/calendar');
    expect(calendar).toBeDefined();
    expect(calendar!.headers['content-disposition']).toMatch(/^attachment; filename="?reminder-smtp\.ics"?/);
    const event = new ICAL.Event(eventOf(calendar!.content.toString('utf8')));
    expect(event.startDate.toJSDate().getTime()).toBe(startsAt.getTime());
    expect(event.startDate.zone.tzid).toBe('UTC');
  });

  it('sends none to a booking made after its reminder was due', async () => {
    const classId = await addClass(t.db, 'reminder-late');
    const sessionId = await addSession(t.db, classId, 10);
    await bookIn('reminder-late', sessionId, 'remind-late@example.com');
    await runAt(t.db, 0);
    await runAt(t.db, 5);
    expect(await remindersTo(t.db, 'remind-late@example.com')).toHaveLength(0);
  });

  it('sends none for a cancelled booking or a cancelled session', async () => {
    const classId = await addClass(t.db, 'reminder-cancelled');
    const kept = await addSession(t.db, classId, 30);
    const dropped = await addSession(t.db, classId, 30);
    await bookIn('reminder-cancelled', kept, 'remind-cancelled@example.com');
    await bookIn('reminder-cancelled', dropped, 'remind-session-cancelled@example.com');
    const token = tokenOf(await linkFromLatestEmail(t.db, 'remind-cancelled@example.com'));
    expect((await post(t.app, `/api/app/booking/${token}/cancel`)).statusCode).toBe(200);
    await t.db.db.updateTable('class_sessions').set({ status: 'cancelled' }).where('id', '=', dropped).execute();
    await runAt(t.db, 7);
    expect(await remindersTo(t.db, 'remind-cancelled@example.com')).toHaveLength(0);
    expect(await remindersTo(t.db, 'remind-session-cancelled@example.com')).toHaveLength(0);
  });

  it('catches up after downtime while the session has not started, and not once it has', async () => {
    const classId = await addClass(t.db, 'reminder-downtime');
    const sessionId = await addSession(t.db, classId, 30);
    await bookIn('reminder-downtime', sessionId, 'remind-downtime@example.com');
    // Down from before the due time until after the start: nothing is sent for a session under way.
    await runAt(t.db, 31);
    expect(await remindersTo(t.db, 'remind-downtime@example.com')).toHaveLength(0);
    // Back up with an hour to go (the reminder was due 23 hours ago): sent.
    await runAt(t.db, 29);
    expect(await remindersTo(t.db, 'remind-downtime@example.com')).toHaveLength(1);
  });

  it('sends each reminder once when two runs race', async () => {
    const classId = await addClass(t.db, 'reminder-race');
    const sessionId = await addSession(t.db, classId, 30);
    const people = ['race-a@example.com', 'race-b@example.com', 'race-c@example.com'];
    for (const email of people) await bookIn('reminder-race', sessionId, email);
    await Promise.all([runAt(t.db, 7), runAt(t.db, 7)]);
    for (const email of people) expect(await remindersTo(t.db, email), email).toHaveLength(1);
  });

  it('follows the reminderHours setting, and sends none at 0', async () => {
    const classId = await addClass(t.db, 'reminder-setting');
    const sessionId = await addSession(t.db, classId, 60);
    await bookIn('reminder-setting', sessionId, 'remind-setting@example.com');
    const setting = (reminderHours: number) => JSON.stringify({ horizonWeeks: 8, reminderHours });
    const write = (value: string) =>
      t.db.db
        .insertInto('site_settings')
        .values({ key: 'booking', value })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
        .execute();
    try {
      await write(setting(0));
      await runAt(t.db, 50);
      expect(await remindersTo(t.db, 'remind-setting@example.com')).toHaveLength(0);
      // 48 hours ahead: due 12 hours from now.
      await write(setting(48));
      await runAt(t.db, 10);
      expect(await remindersTo(t.db, 'remind-setting@example.com')).toHaveLength(0);
      await runAt(t.db, 13);
      expect(await remindersTo(t.db, 'remind-setting@example.com')).toHaveLength(1);
    } finally {
      await t.db.db.deleteFrom('site_settings').where('key', '=', 'booking').execute();
    }
  });
});

describe.each(testDatabaseTargets().filter((target) => target.kind === 'postgres'))(
  'booking reminders from two nodes on $kind',
  (target) => {
    it('claims with SKIP LOCKED: two connections send each reminder once', async () => {
      const database = await processDatabase(target);
      const [one, two] = [await database.open(), await database.open()];
      try {
        const classId = await addClass(one, 'reminder-nodes');
        const sessionId = await addSession(one, classId, 30);
        const people = Array.from({ length: 6 }, (_, i) => `nodes-${i}@example.com`);
        for (const email of people) {
          await one.db
            .insertInto('class_registrations')
            .values({
              class_id: classId,
              session_id: sessionId,
              name: 'Ayu',
              email,
              phone: '',
              seats: 1,
              status: 'confirmed',
              locale: 'en',
            })
            .execute();
        }
        const at = 7;
        // While one node holds its claim, the other skips those rows instead of waiting or taking them.
        await one.db.transaction().execute(async (trx) => {
          const held = await repo.claimDueReminders(trx, new Date(Date.now() + at * HOUR_MS), 24, 2);
          expect(held).toHaveLength(2);
          await runAt(two, at);
          for (const booking of held) expect(await remindersTo(two, booking.email)).toHaveLength(0);
        });
        // The two rows it held (and released unsent) are sent by whichever node runs next, once.
        const runs = await Promise.all([runAt(one, at), runAt(two, at)]);
        expect(runs.reduce((sum, run) => sum + run.sent, 0)).toBeGreaterThanOrEqual(2);
        for (const email of people) expect(await remindersTo(one, email), email).toHaveLength(1);
      } finally {
        await one.close();
        await two.close();
        await database.remove();
      }
    }, 60_000);
  },
);
