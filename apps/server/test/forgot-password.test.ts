import { ContentCache, generateSessions, sendPasswordResetLinks } from '@app/api/server';
import type { DbHandle } from '@app/db';
import { testDatabaseTargets } from '@app/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { backgroundJobs } from '../src/background-jobs';
import { appConfigFrom, parseEnv } from '../src/env';
import { mailsTo } from './booking-fixtures';
import { addStaff, TEST_SECRET, testConfig } from './helpers';
import { staffClient } from './staff-trpc';
import { recordingSql } from './sql-recorder';

const STAFF = 'lupa@ruangteduh.example';
const UNKNOWN = 'bukan-staf@ruangteduh.example';
const DISABLED = 'pergi@ruangteduh.example';
const mailDeps = { publicUrl: testConfig.publicUrl, site: testConfig.site };

describe.each(testDatabaseTargets())('"forgot password" on $kind', (target) => {
  let db: DbHandle;
  let app: FastifyInstance;
  let recorder: ReturnType<typeof recordingSql>;
  beforeAll(async () => {
    db = await target.seeded();
    await generateSessions(db.db, new Date());
    recorder = recordingSql(db);
    app = await buildApp({ db: recorder.handle, config: testConfig });
    await app.ready();
    await addStaff(db, { email: STAFF, name: 'Lupa', role: 'editor', password: 'amber kettle horizon 58' });
    await addStaff(db, { email: DISABLED, name: 'Pergi', role: 'editor', password: 'amber kettle horizon 58' });
    await db.db.updateTable('users').set({ disabled_at: new Date() }).where('email', '=', DISABLED).execute();
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  /** Asks for a reset link as the sign-in page does; answers the answer and the SQL it ran. */
  function ask(email: string) {
    return recorder.during(() => staffClient(app).mutate('auth.forgotPassword', { email }, null));
  }

  it('answers a staff address and an unknown one after the same database work, and queues nothing yet', async () => {
    const staff = await ask(STAFF);
    const unknown = await ask(UNKNOWN);
    expect(staff.answer.status).toBe(200);
    expect(staff.answer.body).toBe(unknown.answer.body);
    // Statement for statement: nothing about the address is looked up before the answer.
    expect(staff.sql).toEqual(unknown.sql);
    expect(staff.sql.join('\n')).not.toMatch(/"users"|"staff_tokens"|"email_outbox"/);
    expect(await mailsTo(db, STAFF)).toEqual([]);
  });

  it('the job emails the staff address its link, and nothing to an unknown or disabled one; each request once', async () => {
    await ask(DISABLED);
    expect(await sendPasswordResetLinks(db.db, mailDeps, new Date())).toEqual({ sent: 1 });
    const mail = (await mailsTo(db, STAFF)).at(-1);
    expect(mail?.subject).toBe('Reset your Ruang Teduh password');
    expect(mail?.body_text).toMatch(/\/admin\/reset-password\/[A-Za-z0-9_-]{40,}/);
    expect(await mailsTo(db, UNKNOWN)).toEqual([]);
    expect(await mailsTo(db, DISABLED)).toEqual([]);
    expect(await db.db.selectFrom('password_reset_requests').selectAll().execute()).toEqual([]);
    expect(await sendPasswordResetLinks(db.db, mailDeps, new Date())).toEqual({ sent: 0 });
    expect(await mailsTo(db, STAFF)).toHaveLength(1);
  });

  it('several nodes running the job at once send each link once', async () => {
    await ask(STAFF);
    const rounds = await Promise.all([
      sendPasswordResetLinks(db.db, mailDeps, new Date()),
      sendPasswordResetLinks(db.db, mailDeps, new Date()),
    ]);
    expect(rounds.reduce((sum, round) => sum + round.sent, 0)).toBe(1);
    expect(await mailsTo(db, STAFF)).toHaveLength(2);
  });

  it('is one of the jobs a production node runs, every two seconds', () => {
    const config = appConfigFrom(parseEnv({ SESSION_SECRET: TEST_SECRET, PUBLIC_URL: 'http://localhost:3000' }), 3000);
    const deps = {
      ...mailDeps,
      sessionSecret: TEST_SECRET,
      db: db.db,
      cache: new ContentCache(),
      announceContentChange: async () => {},
    };
    const job = backgroundJobs(db, deps, config).find((j) => j.name === 'sending password-reset links');
    expect(job?.intervalMs).toBe(2_000);
  });
});
