import { CLASS_TYPES, LOCALES, STATIC_CONTENT_CODES, WEEKDAYS } from '@app/contract';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../src/migrate';
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
  'contact_messages',
  'audit_log',
  'email_outbox',
];

async function rowCounts(handle: DbHandle): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of TABLES) {
    const row = await handle.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    counts[table] = Number(row.n);
  }
  return counts;
}

describe.each(testDatabaseTargets())('database on $kind', (target) => {
  it('migrates an empty database up to the latest migration, and again as a no-op', async () => {
    const handle = await target.empty();
    try {
      const results = await migrateToLatest(handle.db);
      expect(results?.map((r) => r.migrationName)).toEqual(Object.keys(migrations));
      expect(results?.every((r) => r.status === 'Success')).toBe(true);
      const tables = await sql<{ table_name: string }>`
        SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'`.execute(handle.db);
      const names = tables.rows.map((r) => r.table_name);
      for (const table of TABLES) expect(names).toContain(table);
      expect(await migrateToLatest(handle.db)).toEqual([]);
    } finally {
      await handle.close();
    }
  });

  it('seeds realistic content in five languages, and seeding twice changes nothing', async () => {
    const handle = await target.seeded();
    try {
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
    } finally {
      await handle.close();
    }
  });

  it('has every class type, regular classes on each day Tuesday to Sunday and never Monday', async () => {
    const handle = await target.seeded();
    try {
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
    } finally {
      await handle.close();
    }
  });

  it('never deletes people’s data with content: registrations restrict their class’s delete', async () => {
    const handle = await target.seeded();
    try {
      const rules = await sql<{ table_name: string; column_name: string; delete_rule: string }>`
        SELECT k.table_name, k.column_name, r.delete_rule
        FROM information_schema.referential_constraints r
        JOIN information_schema.key_column_usage k
          ON k.constraint_name = r.constraint_name AND k.constraint_schema = r.constraint_schema
        WHERE k.table_schema = current_schema()
          AND k.table_name IN ('class_registrations', 'contact_messages', 'newsletter_subscribers')`.execute(handle.db);
      expect(rules.rows).toEqual([
        { table_name: 'class_registrations', column_name: 'class_id', delete_rule: 'RESTRICT' },
      ]);

      const klass = await handle.db.selectFrom('classes').select('id').executeTakeFirstOrThrow();
      await handle.db
        .insertInto('class_registrations')
        .values({
          class_id: klass.id,
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
    } finally {
      await handle.close();
    }
  });

  it('refuses a regular class without a Tuesday-to-Sunday day', async () => {
    const handle = await target.seeded();
    try {
      const insert = handle.db
        .insertInto('classes')
        .values({
          slug: 'monday-class',
          class_type: 'REGULAR',
          title: JSON.stringify({ en: 'Monday' }),
          summary: JSON.stringify({ en: 'x' }),
          description: JSON.stringify({ en: 'x' }),
          extend_info: JSON.stringify({ day: 'Monday', timeZone: 'Asia/Jakarta' }),
          sort_order: 0,
          status: 'draft',
        })
        .execute();
      await expect(insert).rejects.toThrow(/classes_regular_day/);
    } finally {
      await handle.close();
    }
  });
});
