import { testDatabaseTargets } from '@app/db/testing';
import { describe, expect, it } from 'vitest';
import { countRows, rowWhere } from './db-rows';
import { useStaffTestApp } from './helpers';

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
  const t = useStaffTestApp(target, 'editor@ruangteduh.example');
  const sessionCount = () => countRows(t.db, 'class_sessions');

  it('answers the defaults to admins and nothing to editors or visitors', async () => {
    const read = await t.client.query('admin.bookingSettings.get', undefined, t.admin);
    expect(read.status).toBe(200);
    expect(read.data).toEqual(DEFAULTS);
    expect((await t.client.query('admin.bookingSettings.get', undefined, t.editor)).status).toBe(403);
    expect((await t.client.query('admin.bookingSettings.get', undefined, null)).status).toBe(401);
    const write = await t.client.mutate('admin.bookingSettings.update', { ...DEFAULTS, reminderHours: 0 }, t.editor);
    expect(write.status).toBe(403);
  });

  it('refuses values out of range field by field, and stores nothing', async () => {
    const res = await t.client.mutate(
      'admin.bookingSettings.update',
      { horizonWeeks: 0, promotionStopHours: 2, reminderHours: 500, checkInOpensHours: -1, eraseAfterMonths: 3 },
      t.admin,
    );
    expect(res.status).toBe(422);
    expect(res.error?.fieldErrors).toEqual({
      horizonWeeks: ['At least one week.'],
      reminderHours: ['At most 168 hours (a week).'],
      checkInOpensHours: ['Zero or more hours (0: from the start).'],
      eraseAfterMonths: ['At least 6 months.'],
    });
    expect((await t.client.query('admin.bookingSettings.get', undefined, t.admin)).data).toEqual(DEFAULTS);
  });

  it('refuses in the language the staff member reads', async () => {
    const res = await t.client.mutate(
      'admin.bookingSettings.update',
      { ...DEFAULTS, reminderHours: -1, checkInOpensHours: -1 },
      t.admin,
      { 'accept-language': 'es' },
    );
    expect(res.status).toBe(422);
    expect(res.error?.fieldErrors).toEqual({
      reminderHours: ['Cero horas o más (0: sin recordatorios).'],
      checkInOpensHours: ['Cero horas o más (0: desde el inicio).'],
    });
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
    const res = await t.client.mutate('admin.bookingSettings.update', saved, t.admin);
    expect(res.status).toBe(200);
    expect(res.data).toEqual(saved);
    expect((await t.client.query('admin.bookingSettings.get', undefined, t.admin)).data).toEqual(saved);
    expect(await sessionCount()).toBeGreaterThan(before);
    const entry = await rowWhere(t.db, 'audit_log', { entity: 'booking settings' });
    expect(entry.action).toBe('update');
    expect(entry.summary).toMatchObject({ before: DEFAULTS, after: saved });

    // A shorter horizon keeps what is dated.
    const dated = await sessionCount();
    expect((await t.client.mutate('admin.bookingSettings.update', { ...saved, horizonWeeks: 2 }, t.admin)).status).toBe(
      200,
    );
    expect(await sessionCount()).toBe(dated);
  });
});
