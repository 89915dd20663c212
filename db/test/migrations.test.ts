import {
  bookingSettingsSchema,
  CLASS_TYPES,
  type ClassType,
  LOCALES,
  STATIC_CONTENT_CODES,
  WEEKDAYS,
} from '@app/contract';
import { type Kysely, sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../src/migrate';
import { zonedIso } from '../src/schedule';
import type { Database } from '../src/schema';
import type { DbHandle } from '../src/client';
import { testDatabaseTargets } from '../src/testing';
import { seed } from '../seed/index';
import { migrations } from '../migrations/index';

const TABLES: Array<keyof Database> = [
  'users',
  'sessions',
  'images',
  'image_variants',
  'audio_tracks',
  'counselors',
  'classes',
  'class_counselors',
  'class_comments',
  'media_articles',
  'stories',
  'slider_items',
  'corporate_clients',
  'faq_items',
  'static_contents',
  'site_settings',
  'oauth_states',
  'oauth_handoffs',
  'newsletter_subscribers',
  'class_registrations',
  'class_sessions',
  'private_session_requests',
  'contact_messages',
  'audit_log',
  'email_outbox',
];

async function rowCounts(handle: DbHandle, except: Array<keyof Database> = []): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of TABLES.filter((t) => !except.includes(t))) {
    const row = await handle.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    counts[table] = Number(row.n);
  }
  return counts;
}

/** A class's columns with its English title and schedule (`extend_info`), the other texts placeholders. */
const classValues = (slug: string, classType: ClassType, title: string, extendInfo: Record<string, unknown>) => ({
  slug,
  class_type: classType,
  title: JSON.stringify({ en: title }),
  summary: JSON.stringify({ en: 'x' }),
  description: JSON.stringify({ en: 'x' }),
  extend_info: JSON.stringify(extendInfo),
  sort_order: 0,
});

/** Runs `test` on a database, closing it afterwards whatever happens. */
async function closingAfter(handle: DbHandle, test: (handle: DbHandle) => Promise<void>) {
  try {
    await test(handle);
  } finally {
    await handle.close();
  }
}

/** The database untyped (its tables as they were at any migration), and a migrator over it. */
function migratorOver(handle: DbHandle) {
  const db = handle.db as unknown as Kysely<any>;
  return { db, migrator: new Migrator({ db, provider: { getMigrations: async () => migrations } }) };
}

describe.each(testDatabaseTargets())('database on $kind', (target) => {
  it('migrates an empty database up to the latest migration, and again as a no-op', async () => {
    await closingAfter(await target.empty(), async (handle) => {
      const results = await migrateToLatest(handle.db);
      expect(results?.map((r) => r.migrationName)).toEqual(Object.keys(migrations));
      expect(results?.every((r) => r.status === 'Success')).toBe(true);
      const tables = await sql<{ table_name: string }>`
        SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'`.execute(handle.db);
      const names = tables.rows.map((r) => r.table_name);
      for (const table of TABLES) expect(names).toContain(table);
      expect(await migrateToLatest(handle.db)).toEqual([]);
    });
  });

  it('seeds realistic content in every language, and seeding twice changes nothing', async () => {
    await closingAfter(await target.seeded(), async (handle) => {
      const before = await rowCounts(handle);
      expect(before.counselors).toBeGreaterThanOrEqual(8);
      expect(before.classes).toBeGreaterThanOrEqual(12);
      expect(before.media_articles).toBeGreaterThanOrEqual(6);
      expect(before.stories).toBeGreaterThanOrEqual(4);
      expect(before.users).toBe(1);
      expect(before.static_contents).toBe(STATIC_CONTENT_CODES.length);
      expect(before.faq_items).toBeGreaterThan(0);
      expect(before.corporate_clients).toBeGreaterThan(0);
      expect(before.slider_items).toBeGreaterThan(0);

      const result = await seed(handle.db, { admin: true });
      expect(result.inserted).toEqual({});
      expect(await rowCounts(handle)).toEqual(before);
    });
  });

  it('has every class type, regular classes on each day Tuesday to Sunday and never Monday', async () => {
    await closingAfter(await target.seeded(), async (handle) => {
      const classes = await handle.db.selectFrom('classes').select(['class_type', 'extend_info', 'title']).execute();
      for (const type of CLASS_TYPES) expect(classes.some((c) => c.class_type === type)).toBe(true);
      const days = new Set(classes.filter((c) => c.class_type === 'REGULAR').map((c) => c.extend_info.day));
      expect([...days].sort()).toEqual([...WEEKDAYS].sort());
      // Translations are real: each locale's text differs from English.
      for (const c of classes) {
        for (const locale of LOCALES.filter((l) => l !== 'en')) {
          expect(c.title[locale], `${c.title.en} in ${locale}`).toBeTruthy();
          expect(c.title[locale], `${c.title.en} in ${locale}`).not.toBe(c.title.en);
        }
      }
      const groups = await handle.db.selectFrom('counselors').select('groups').execute();
      expect(groups.filter((g) => g.groups.includes('employee-assistance')).length).toBeGreaterThan(0);
      expect(groups.filter((g) => g.groups.includes('coach')).length).toBeGreaterThan(0);
    });
  });

  it('never deletes people’s data with content: registrations restrict their class’s delete', async () => {
    await closingAfter(await target.seeded(), async (handle) => {
      const rules = await sql<{ table_name: string; column_name: string; delete_rule: string }>`
        SELECT k.table_name, k.column_name, r.delete_rule
        FROM information_schema.referential_constraints r
        JOIN information_schema.key_column_usage k
          ON k.constraint_name = r.constraint_name AND k.constraint_schema = r.constraint_schema
        WHERE k.table_schema = current_schema()
          AND k.table_name IN ('class_registrations', 'contact_messages', 'newsletter_subscribers')`.execute(handle.db);
      expect(rules.rows.sort((a, b) => a.column_name.localeCompare(b.column_name))).toEqual([
        // Who marked attendance: a staff account deleted leaves the mark, unsigned.
        { table_name: 'class_registrations', column_name: 'attendance_marked_by', delete_rule: 'SET NULL' },
        { table_name: 'class_registrations', column_name: 'class_id', delete_rule: 'RESTRICT' },
        // A place held on another date's waiting list for a moving booking is that booking's: it goes with it.
        { table_name: 'class_registrations', column_name: 'moves_booking_id', delete_rule: 'CASCADE' },
        { table_name: 'class_registrations', column_name: 'session_id', delete_rule: 'RESTRICT' },
      ]);

      // A class nobody booked yet: its one registration must keep it.
      const klass = await handle.db
        .selectFrom('class_sessions')
        .select(['class_id as id', 'id as sessionId'])
        .where(({ not, exists, selectFrom, ref }) =>
          not(
            exists(
              selectFrom('class_registrations').select('id').where('class_id', '=', ref('class_sessions.class_id')),
            ),
          ),
        )
        .executeTakeFirstOrThrow();
      await handle.db
        .insertInto('class_registrations')
        .values({
          class_id: klass.id,
          session_id: klass.sessionId,
          name: 'Ayu',
          email: 'ayu@example.com',
          phone: '0812',
          seats: 1,
          status: 'confirmed',
        })
        .execute();
      await expect(handle.db.deleteFrom('classes').where('id', '=', klass.id).execute()).rejects.toThrow(
        /foreign key/i,
      );
      expect(
        await handle.db.selectFrom('class_registrations').select('id').where('class_id', '=', klass.id).execute(),
      ).toHaveLength(1);
    });
  });

  it('dates the demo classes: weekly ones for the horizon, workshops on their days, with demo bookings', async () => {
    await closingAfter(await target.seeded(), async (handle) => {
      const classes = await handle.db
        .selectFrom('classes')
        .select(['id', 'slug', 'class_type', 'extend_info', 'capacity'])
        .execute();
      const sessions = await handle.db
        .selectFrom('class_sessions')
        .select(['id', 'class_id', 'starts_at', 'ends_at', 'kind', 'status'])
        .orderBy('starts_at')
        .execute();
      const { horizonWeeks } = bookingSettingsSchema.parse({});
      const jakartaDay = (date: Date) =>
        new Intl.DateTimeFormat('en', { weekday: 'long', timeZone: 'Asia/Jakarta' }).format(date);
      for (const c of classes) {
        const own = sessions.filter((s) => s.class_id === c.id);
        if (c.class_type === 'PRIVATE_SESSION') {
          expect(own, c.slug).toEqual([]);
          continue;
        }
        expect(own.every((s) => s.kind === 'generated' && s.status === 'scheduled')).toBe(true);
        const info = c.extend_info;
        if (c.class_type === 'REGULAR') {
          expect(own, c.slug).toHaveLength(horizonWeeks);
          for (const session of own) {
            expect(jakartaDay(session.starts_at), c.slug).toBe(info.day);
            expect(zonedIso(session.starts_at, info.timeZone).slice(11, 16), c.slug).toBe(info.startTime);
          }
          continue;
        }
        // A workshop meets on each of its days still ahead.
        expect(own.length, c.slug).toBeGreaterThan(0);
        expect(zonedIso(own[0]!.starts_at, info.timeZone).slice(0, 16)).toBe(`${info.startDate}T${info.startTime}`);
      }

      const bookings = await handle.db
        .selectFrom('class_registrations')
        .innerJoin('class_sessions', 'class_sessions.id', 'class_registrations.session_id')
        .select([
          'class_registrations.id',
          'class_registrations.class_id',
          'class_sessions.class_id as session_class_id',
          'class_registrations.session_id',
          'class_registrations.status',
          'class_registrations.seats',
          'class_registrations.manage_token_hash',
          'class_registrations.created_at',
        ])
        .orderBy('class_registrations.created_at')
        .orderBy('class_registrations.id')
        .execute();
      expect(bookings.length).toBeGreaterThan(40);
      for (const booking of bookings) {
        expect(booking.session_class_id).toBe(booking.class_id);
        expect(booking.manage_token_hash).toMatch(/^[0-9a-f]{64}$/);
      }
      expect(new Set(bookings.map((b) => b.manage_token_hash)).size).toBe(bookings.length);

      // Evening breathwork's first session a day or more ahead is full (20 of 20) with three people
      // waiting, in the order they booked.
      const breathwork = classes.find((c) => c.slug === 'evening-breathwork')!;
      const next = sessions.find((s) => s.class_id === breathwork.id && bookings.some((b) => b.session_id === s.id));
      const its = bookings.filter((b) => b.session_id === next!.id);
      const confirmed = its.filter((b) => b.status === 'confirmed').reduce((sum, b) => sum + b.seats, 0);
      expect(confirmed).toBe(breathwork.capacity);
      const waiting = its.filter((b) => b.status === 'waitlisted');
      expect(waiting.map((b) => b.seats)).toEqual([1, 2, 1]);
      const order = waiting.map((b) => b.created_at.getTime());
      expect([...order].sort((a, b) => a - b)).toEqual(order);
      // A few sessions are nearly full: two or three seats left.
      const nearlyFull = classes.filter((c) => {
        if (c.capacity === null) return false;
        return sessions
          .filter((s) => s.class_id === c.id)
          .some((s) => {
            const taken = bookings
              .filter((b) => b.session_id === s.id && b.status === 'confirmed')
              .reduce((sum, b) => sum + b.seats, 0);
            return taken > 0 && c.capacity! - taken > 0 && c.capacity! - taken <= 3;
          });
      });
      expect(nearlyFull.length).toBeGreaterThanOrEqual(3);
    });
  });

  it('moves every registration to a dated session on a copy of the seeded data, losing none', async () => {
    await closingAfter(await target.seeded(), async (handle) => {
      const { db, migrator } = migratorOver(handle);
      const down = await migrator.migrateTo('2026_11_24_02_disable_users');
      expect(down.error).toBeUndefined();
      expect(down.results?.map((r) => [r.migrationName, r.status])).toEqual([
        ['2026_12_18_02_passkeys', 'Success'],
        ['2026_12_18_01_staff_factors', 'Success'],
        ['2026_12_17_01_api_v1_bookings', 'Success'],
        ['2026_12_16_01_webhooks', 'Success'],
        ['2026_12_15_02_audit_api_keys', 'Success'],
        ['2026_12_15_01_api_keys', 'Success'],
        ['2026_12_14_01_no_show_lifts', 'Success'],
        ['2026_12_13_01_report_indexes', 'Success'],
        ['2026_12_12_01_attendance', 'Success'],
        ['2026_12_11_01_people', 'Success'],
        ['2026_12_09_01_booking_attendance', 'Success'],
        ['2026_12_08_01_personal_data_erasure', 'Success'],
        ['2026_12_07_01_idempotency_keys', 'Success'],
        ['2026_12_06_02_booking_guests', 'Success'],
        ['2026_12_06_01_booking_moves', 'Success'],
        ['2026_12_05_01_member_links', 'Success'],
        ['2026_12_04_01_first_admin_setup', 'Success'],
        ['2026_12_03_21_audit_entry_titles', 'Success'],
        ['2026_12_03_20_stable_booking_links', 'Success'],
        ['2026_12_03_03_password_reset_requests', 'Success'],
        ['2026_12_02_06_content_trash', 'Success'],
        ['2026_12_02_05_content_versions', 'Success'],
        ['2026_12_02_01_rate_limit_counters', 'Success'],
        ['2026_12_01_06_image_library', 'Success'],
        ['2026_12_01_05_content_schedule', 'Success'],
        ['2026_11_30_01_outbox_render_after_commit', 'Success'],
        ['2026_11_29_01_staff_invitations', 'Success'],
        ['2026_11_28_01_newsletter_issues', 'Success'],
        ['2026_11_27_02_booking_reminders', 'Success'],
        ['2026_11_27_01_newsletter_confirmation', 'Success'],
        ['2026_11_26_01_email_parts', 'Success'],
        ['2026_11_25_01_class_sessions', 'Success'],
      ]);

      // What the site held before sessions: registrations of weekly classes (the seed's), of a workshop
      // still ahead, of a workshop that is over, of a private session, and a cancelled one.
      const classId = async (slug: string) =>
        (await db.selectFrom('classes').select('id').where('slug', '=', slug).executeTakeFirstOrThrow()).id as number;
      const pastWorkshop = (
        await db
          .insertInto('classes')
          .values({
            ...classValues('january-retreat', 'WORKSHOP_AND_EVENT', 'January retreat', {
              day: null,
              startTime: '09:00',
              endTime: '12:00',
              timeZone: 'Asia/Jakarta',
              startDate: '2026-01-10',
              endDate: '2026-01-10',
              format: 'in-person',
            }),
            summary: JSON.stringify({ en: 'Over now' }),
            capacity: 10,
            status: 'published',
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id as number;
      const register = (class_id: number, email: string, status: string, created_at: string) =>
        db
          .insertInto('class_registrations')
          .values({ class_id, name: 'Guest', email, phone: '+62 811', seats: 1, status, created_at })
          .execute();
      await register(pastWorkshop, 'early@example.com', 'confirmed', '2026-01-02T03:15:30Z');
      await register(pastWorkshop, 'later@example.com', 'waitlisted', '2026-01-03T04:00:00Z');
      await register(
        await classId('private-mindfulness-session'),
        'private@example.com',
        'confirmed',
        '2026-11-01T01:00:00Z',
      );
      await register(await classId('leading-with-calm'), 'lead@example.com', 'confirmed', '2026-11-02T01:00:00Z');
      await register(await classId('thursday-sharing-circle'), 'gone@example.com', 'cancelled', '2026-11-03T01:00:00Z');

      const columns = ['id', 'class_id', 'name', 'email', 'phone', 'seats', 'status', 'created_at'] as const;
      const before = await db.selectFrom('class_registrations').select(columns).orderBy('id').execute();
      const countsBefore = await rowCounts(handle, ['class_sessions', 'private_session_requests']);

      await migrateToLatest(handle.db);

      // Nothing lost or changed: the same registrations, every one now of a session of its own class.
      expect(await handle.db.selectFrom('class_registrations').select(columns).orderBy('id').execute()).toEqual(before);
      expect(await rowCounts(handle, ['class_sessions', 'private_session_requests'])).toEqual(countsBefore);
      const moved = await handle.db
        .selectFrom('class_registrations as r')
        .innerJoin('class_sessions as s', 's.id', 'r.session_id')
        .innerJoin('classes as c', 'c.id', 'r.class_id')
        .select([
          'r.email',
          'r.status',
          'r.created_at',
          'r.cancelled_at',
          'c.slug',
          'c.extend_info',
          's.class_id',
          'r.class_id as registration_class_id',
          's.starts_at',
          's.ends_at',
          's.kind',
          's.note',
        ])
        .execute();
      expect(moved).toHaveLength(before.length);
      for (const row of moved) expect(row.class_id, row.email).toBe(row.registration_class_id);

      // Weekly classes: their first upcoming session, on the weekday and at the time of the class.
      const now = Date.now();
      const weekly = moved.filter((r) => r.slug === 'evening-breathwork');
      expect(weekly.length).toBeGreaterThan(10);
      expect(new Set(weekly.map((r) => r.starts_at.getTime())).size).toBe(1);
      const first = weekly[0]!;
      expect(first.starts_at.getTime()).toBeGreaterThan(now);
      expect(first.starts_at.getTime() - now).toBeLessThanOrEqual(7 * 86_400_000);
      expect(zonedIso(first.starts_at, 'Asia/Jakarta').slice(11, 16)).toBe(first.extend_info.startTime);
      expect(new Intl.DateTimeFormat('en', { weekday: 'long', timeZone: 'Asia/Jakarta' }).format(first.starts_at)).toBe(
        'Wednesday',
      );
      // A workshop still ahead: its first day, at its hours.
      const lead = moved.find((r) => r.email === 'lead@example.com')!;
      expect(zonedIso(lead.starts_at, 'Asia/Jakarta').slice(0, 16)).toBe(
        `${lead.extend_info.startDate}T${lead.extend_info.startTime}`,
      );
      // Without a date ahead (a workshop that is over, a private session): a session dated when each registered.
      for (const email of ['early@example.com', 'later@example.com', 'private@example.com']) {
        const row = moved.find((r) => r.email === email)!;
        expect(row.starts_at.getTime(), email).toBe(Math.floor(row.created_at.getTime() / 60_000) * 60_000);
        expect(row.kind, email).toBe(email === 'private@example.com' ? 'private' : 'manual');
        expect(row.note, email).toMatch(/before sessions had dates/);
      }
      expect(moved.find((r) => r.email === 'gone@example.com')!.cancelled_at).not.toBeNull();
      expect(moved.filter((r) => r.status !== 'cancelled').every((r) => r.cancelled_at === null)).toBe(true);

      // Manage links: every booking at its first link version; calendar files of what changed already
      // (a cancellation) start above the SEQUENCE they said (0), so calendars take the next change.
      const links = await handle.db
        .selectFrom('class_registrations')
        .select(['email', 'manage_link_version', 'calendar_sequence'])
        .where('email', 'in', ['gone@example.com', 'lead@example.com'])
        .orderBy('email')
        .execute();
      expect(links).toEqual([
        { email: 'gone@example.com', manage_link_version: 1, calendar_sequence: 1 },
        { email: 'lead@example.com', manage_link_version: 1, calendar_sequence: 0 },
      ]);
    });
  });

  it('names the item of older audit entries that recorded none, by what it is called now', async () => {
    await closingAfter(await target.seeded(), async (handle) => {
      const { db, migrator } = migratorOver(handle);
      expect((await migrator.migrateTo('2026_12_02_06_content_trash')).error).toBeUndefined();
      const first = async (table: string, column: string) =>
        (await db.selectFrom(table).select(['id', column]).orderBy('id').executeTakeFirstOrThrow()) as Record<
          string,
          any
        >;
      const media = await first('media_articles', 'title');
      const slide = await first('slider_items', 'title');
      const image = await first('images', 'alt');
      const message = (
        await db
          .insertInto('contact_messages')
          .values({ name: 'Rani Wulandari', email: 'rani@example.com', message: 'Halo', status: 'handled' })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id as number;
      // What bulk publishing, the scheduler, the schedule image and a contact message's status wrote.
      const entries: Array<[action: string, entity: string, entityId: string | null, summary: object]> = [
        ['publish', 'media article', String(media.id), { fromVersion: 1, bulk: true }],
        ['unpublish', 'slide', String(slide.id), { by: 'scheduler' }],
        ['update', 'schedule image', String(image.id), {}],
        ['update', 'contact message', String(message), { title: 'handled' }],
        ['publish', 'story', '999999', { by: 'scheduler' }],
        ['reorder', 'slide', null, { ids: [1, 2] }],
        ['update', 'class', '1', { title: 'Named then' }],
      ];
      const ids: number[] = [];
      for (const [action, entity, entity_id, summary] of entries) {
        const row = await db
          .insertInto('audit_log')
          .values({ action, entity, entity_id, summary: JSON.stringify(summary) })
          .returning('id')
          .executeTakeFirstOrThrow();
        ids.push(row.id as number);
      }

      await migrateToLatest(handle.db);
      const after = await db
        .selectFrom('audit_log')
        .select(['id', 'summary'])
        .where('id', 'in', ids)
        .orderBy('id')
        .execute();
      expect(after.map((row) => row.summary)).toEqual([
        { fromVersion: 1, bulk: true, title: media.title.en },
        { by: 'scheduler', title: slide.title.en },
        { title: image.alt.en },
        { title: 'Rani Wulandari (handled)' },
        // The item is gone: no name to give. Nothing to name; a name recorded then is kept.
        { by: 'scheduler' },
        { ids: [1, 2] },
        { title: 'Named then' },
      ]);
    });
  });

  it('marks existing bookings of hybrid classes as attending in person, and no others', async () => {
    await closingAfter(await target.seeded(), async (handle) => {
      const { db, migrator } = migratorOver(handle);
      expect((await migrator.migrateTo('2026_12_08_01_personal_data_erasure')).error).toBeUndefined();
      await migrateToLatest(handle.db);
      const rows = await db
        .selectFrom('class_registrations as r')
        .innerJoin('classes as c', 'c.id', 'r.class_id')
        .select(['r.attendance_mode', sql<string>`c.extend_info->>'format'`.as('format')])
        .execute();
      const hybrid = rows.filter((row) => row.format === 'hybrid');
      expect(hybrid.length).toBeGreaterThan(0);
      expect(new Set(hybrid.map((row) => row.attendance_mode))).toEqual(new Set(['in-person']));
      expect(new Set(rows.filter((row) => row.format !== 'hybrid').map((row) => row.attendance_mode))).toEqual(
        new Set([null]),
      );
      await expect(
        sql`UPDATE class_registrations SET attendance_mode = 'balcony' WHERE id = (SELECT min(id) FROM class_registrations)`.execute(
          db,
        ),
      ).rejects.toThrow();
    });
  });

  it('makes every earlier check-in an attended mark, and keeps the two together', async () => {
    await closingAfter(await target.seeded(), async (handle) => {
      const { db, migrator } = migratorOver(handle);
      expect((await migrator.migrateTo('2026_12_08_01_personal_data_erasure')).error).toBeUndefined();
      const [first, second] = (await db
        .selectFrom('class_registrations')
        .select('id')
        .where('status', '=', 'confirmed')
        .orderBy('id')
        .limit(2)
        .execute()) as [{ id: number }, { id: number }];
      const at = new Date('2026-12-01T09:00:00Z');
      await db.updateTable('class_registrations').set({ checked_in_at: at }).where('id', '=', first.id).execute();

      await migrateToLatest(handle.db);
      const rows = await db
        .selectFrom('class_registrations')
        .select(['id', 'attendance', 'attendance_marked_at', 'late_cancel'])
        .where('id', 'in', [first.id, second.id])
        .orderBy('id')
        .execute();
      expect(
        rows.map((row) => [row.attendance, row.attendance_marked_at?.toISOString() ?? null, row.late_cancel]),
      ).toEqual([
        ['attended', at.toISOString(), false],
        [null, null, false],
      ]);
      // A check-in without its mark (or the other way round) is refused.
      await expect(
        db.updateTable('class_registrations').set({ checked_in_at: at }).where('id', '=', second.id).execute(),
      ).rejects.toThrow();
    });
  });

  it('refuses a regular class without a Tuesday-to-Sunday day', async () => {
    await closingAfter(await target.seeded(), async (handle) => {
      const insert = handle.db
        .insertInto('classes')
        .values({
          ...classValues('monday-class', 'REGULAR', 'Monday', { day: 'Monday', timeZone: 'Asia/Jakarta' }),
          status: 'draft',
        })
        .execute();
      await expect(insert).rejects.toThrow(/classes_regular_day/);
    });
  });
});
