import { DEMO_ADMIN } from '@app/db';
import { testDatabaseTargets } from '@app/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addStaff, startTestApp, type TestApp, tokenFor } from './helpers';
import { staffClient } from './staff-trpc';

const DEFAULTS = {
  horizonWeeks: 8,
  promotionStopHours: 2,
  reminderHours: 24,
  checkInOpensHours: 2,
  takeAttendance: true,
  eraseAfterMonths: 24,
  noShowLimit: null,
};

describe.each(testDatabaseTargets())('booking settings on $kind', (target) => {
  let t: TestApp;
  let admin: string;
  let editor: string;
  let client: ReturnType<typeof staffClient>;
  beforeAll(async () => {
    t = await startTestApp(target);
    client = staffClient(t.app);
    await addStaff(t.db, {
      email: 'editor@ruangteduh.example',
      name: 'Eko',
      role: 'editor',
      password: 'editor-password-1',
    });
    admin = (await tokenFor(t.db, DEMO_ADMIN.email)).token;
    editor = (await tokenFor(t.db, 'editor@ruangteduh.example')).token;
  });
  afterAll(() => t?.close());

  const sessionCount = async () =>
    Number(
      (
        await t.db.db
          .selectFrom('class_sessions')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('answers the defaults to admins and nothing to editors or visitors', async () => {
    const read = await client.query('admin.bookingSettings.get', undefined, admin);
    expect(read.status).toBe(200);
    expect(read.data).toEqual(DEFAULTS);
    expect((await client.query('admin.bookingSettings.get', undefined, editor)).status).toBe(403);
    expect((await client.query('admin.bookingSettings.get', undefined, null)).status).toBe(401);
    const write = await client.mutate('admin.bookingSettings.update', { ...DEFAULTS, reminderHours: 0 }, editor);
    expect(write.status).toBe(403);
  });

  it('refuses values out of range field by field, and stores nothing', async () => {
    const res = await client.mutate(
      'admin.bookingSettings.update',
      { horizonWeeks: 0, promotionStopHours: 2, reminderHours: 500, checkInOpensHours: -1, eraseAfterMonths: 3 },
      admin,
    );
    expect(res.status).toBe(422);
    expect(res.error?.fieldErrors).toEqual({
      horizonWeeks: ['At least one week.'],
      reminderHours: ['At most 168 hours (a week).'],
      checkInOpensHours: ['Zero or more hours (0: from the start).'],
      eraseAfterMonths: ['At least 6 months.'],
    });
    expect((await client.query('admin.bookingSettings.get', undefined, admin)).data).toEqual(DEFAULTS);
  });

  it('saves and is audited; a longer horizon dates the new weeks at once', async () => {
    const before = await sessionCount();
    const saved = {
      horizonWeeks: 12,
      promotionStopHours: 4,
      reminderHours: 6,
      checkInOpensHours: 3,
      takeAttendance: false,
      eraseAfterMonths: 36,
      noShowLimit: 2,
    };
    const res = await client.mutate('admin.bookingSettings.update', saved, admin);
    expect(res.status).toBe(200);
    expect(res.data).toEqual(saved);
    expect((await client.query('admin.bookingSettings.get', undefined, admin)).data).toEqual(saved);
    expect(await sessionCount()).toBeGreaterThan(before);
    const entry = await t.db.db
      .selectFrom('audit_log')
      .select(['action', 'entity', 'summary'])
      .where('entity', '=', 'booking settings')
      .executeTakeFirstOrThrow();
    expect(entry.action).toBe('update');
    expect(entry.summary).toMatchObject({ before: DEFAULTS, after: saved });

    // A shorter horizon keeps what is dated.
    const dated = await sessionCount();
    expect((await client.mutate('admin.bookingSettings.update', { ...saved, horizonWeeks: 2 }, admin)).status).toBe(
      200,
    );
    expect(await sessionCount()).toBe(dated);
  });
});
