import {
  bookingSettingsSchema,
  CLASS_TYPES,
  classCommentSchema,
  classDetailSchema,
  classSessionSchema,
  classSummarySchema,
  errorResponseSchema,
  NEXT_SESSIONS_LIMIT,
  resultEnvelope,
  WEEKDAYS,
} from '@app/contract';
import { expect, it } from 'vitest';
import { z } from 'zod';
import { describeWithTestApp, setContentStatus, setSessionStatus } from './helpers';
import { firstPublished, rowWhere } from './db-rows';
import { postRaw } from './requests';

const classList = resultEnvelope(z.array(classSummarySchema));
const classDetail = resultEnvelope(classDetailSchema);
const comments = resultEnvelope(z.array(classCommentSchema));

describeWithTestApp('class REST paths', (t) => {
  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, headers });
  const getSessions = (slug: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/api/app/class/${slug}/sessions`, headers });
  /** A class's dated sessions, parsed. */
  const sessionsOf = async (slug: string) =>
    resultEnvelope(z.array(classSessionSchema)).parse((await getSessions(slug)).json()).result;

  it('POST /api/app/class answers the published classes of each type', async () => {
    for (const type of CLASS_TYPES) {
      const res = await post('/api/app/class', { type });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      const body = classList.parse(res.json());
      expect(body.result.length).toBeGreaterThan(0);
      expect(body.result.every((c) => c.classType === type)).toBe(true);
    }
  });

  it('a list asked with a limit (tRPC) stops there, in the same order; REST lists answer every item', async () => {
    const trpc = async (path: string, input: unknown) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/trpc/${path}?input=${encodeURIComponent(JSON.stringify({ json: input }))}`,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().result.data.json as { slug: string }[];
    };
    const all = classList.parse((await post('/api/app/class', { type: 'REGULAR' })).json()).result;
    const limited = await trpc('class.list', { type: 'REGULAR', limit: 3 });
    expect(all.length).toBeGreaterThan(3);
    expect(limited.map((c) => c.slug)).toEqual(all.slice(0, 3).map((c) => c.slug));
    expect(await trpc('counselor.list', { limit: 2 })).toHaveLength(2);
    expect(await trpc('class.suggestions', { type: 'REGULAR', slug: all[0]!.slug, limit: 1 })).toHaveLength(1);
    expect((await post('/api/app/class', { type: 'REGULAR', limit: 3 })).statusCode).toBe(422);
  });

  it('regular classes carry a day from Tuesday to Sunday and cover every one of them', async () => {
    const body = classList.parse((await post('/api/app/class', { type: 'REGULAR' })).json());
    const days = new Set(body.result.map((c) => c.extendInfo.day));
    expect(days).not.toContain('Monday');
    expect(body.result.every((c) => c.extendInfo.day !== null && WEEKDAYS.includes(c.extendInfo.day))).toBe(true);
    expect([...days].sort()).toEqual([...WEEKDAYS].sort());
  });

  it('hides draft classes from every public read', async () => {
    const [first] = classList.parse((await post('/api/app/class', { type: 'REGULAR' })).json()).result;
    await setContentStatus(t, 'classes', first!.slug, 'draft');
    const after = classList.parse((await post('/api/app/class', { type: 'REGULAR' })).json()).result;
    expect(after.map((c) => c.slug)).not.toContain(first!.slug);
    expect((await post('/api/app/class-detail', { slug: first!.slug })).statusCode).toBe(404);
    await setContentStatus(t, 'classes', first!.slug, 'published');
  });

  it('resolves text to the Accept-Language locale, falling back to English', async () => {
    const row = await firstPublished(t.db, 'classes');
    const french = classDetail.parse(
      (
        await post('/api/app/class-detail', { slug: row.slug }, { 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.5' })
      ).json(),
    );
    expect(french.result.title).toBe(row.title.fr);
    expect(row.title.fr).not.toBe(row.title.en);
    const chinese = classDetail.parse(
      (await post('/api/app/class-detail', { slug: row.slug }, { 'accept-language': 'zh' })).json(),
    );
    expect(chinese.result.title).toBe(row.title['zh-CN']);
    const german = classDetail.parse(
      (await post('/api/app/class-detail', { slug: row.slug }, { 'accept-language': 'de-DE' })).json(),
    );
    expect(german.result.title).toBe(row.title.en);
    const none = classDetail.parse((await post('/api/app/class-detail', { slug: row.slug })).json());
    expect(none.result.title).toBe(row.title.en);
  });

  /** Holds seats in a session, as a confirmed booking does. */
  const holdSeats = async (classId: number, sessionId: number, seats: number) => {
    await t.db.db
      .insertInto('class_registrations')
      .values({
        class_id: classId,
        session_id: sessionId,
        name: 'Ayu',
        email: `ayu-${sessionId}-${seats}@example.com`,
        phone: '+62 811 000',
        seats,
        status: 'confirmed',
      })
      .execute();
    t.app.contentCache.clear();
  };
  const detailOf = async (slug: string) =>
    classDetail.parse((await post('/api/app/class-detail', { slug })).json()).result;

  it('POST /api/app/class-detail answers the next sessions, capacity and the soonest bookable session’s seats left', async () => {
    const limited = await rowWhere(t.db, 'classes', { slug: 'thursday-sharing-circle' });
    const before = await detailOf(limited.slug);
    expect(before.capacity).toBe(limited.capacity);
    expect(before.cancelCutoffHours).toBe(limited.cancel_cutoff_hours);
    expect(before.description.length).toBeGreaterThan(0);
    expect(before.nextSessions).toHaveLength(NEXT_SESSIONS_LIMIT);
    expect(before.nextSession).toEqual(before.nextSessions[0]);
    for (const [i, session] of before.nextSessions.entries()) {
      expect(session).toMatchObject({ timeZone: 'Asia/Jakarta', capacity: limited.capacity, status: 'scheduled' });
      // Thursdays 19:00–20:30 in Jakarta, written with the zone's offset, a week apart.
      expect(session.startsAt).toMatch(/^\d{4}-\d{2}-\d{2}T19:00:00\+07:00$/);
      expect(session.endsAt).toBe(session.startsAt.replace('T19:00', 'T20:30'));
      expect(new Date(session.startsAt).getUTCDay()).toBe(4);
      expect(Date.parse(session.startsAt)).toBeGreaterThan(Date.now());
      if (i > 0)
        expect(Date.parse(session.startsAt) - Date.parse(before.nextSessions[i - 1]!.startsAt)).toBe(7 * 86_400_000);
    }
    expect(before.seatsLeft).toBe(limited.capacity);

    const [first, second] = before.nextSessions;
    await holdSeats(limited.id, first!.id, 2);
    const after = await detailOf(limited.slug);
    expect(after.seatsLeft).toBe(limited.capacity! - 2);
    expect(after.nextSessions[0]!.seatsLeft).toBe(limited.capacity! - 2);
    expect(after.nextSessions[1]!.seatsLeft).toBe(limited.capacity);

    // A cancelled session is listed as such; the seats left are the next bookable session's.
    await t.db.db.updateTable('class_sessions').set({ status: 'cancelled' }).where('id', '=', first!.id).execute();
    await holdSeats(limited.id, second!.id, 5);
    const cancelled = await detailOf(limited.slug);
    expect(cancelled.nextSessions[0]).toMatchObject({ id: first!.id, status: 'cancelled' });
    expect(cancelled.seatsLeft).toBe(limited.capacity! - 5);
    await setSessionStatus(t, first!.id, 'scheduled');
  });

  it('answers seatsLeft 0 for a full session and null without a seat limit or a bookable session', async () => {
    // The demo's evening breathwork is full (20 of 20) with people waiting on its first date a day or
    // more ahead (the next one, or the one after when the next starts within a day).
    const full = await detailOf('evening-breathwork');
    const at = full.nextSessions.findIndex((session) => session.seatsLeft === 0);
    expect([0, 1]).toContain(at);
    expect(full.nextSessions[at]).toMatchObject({ capacity: 20, seatsLeft: 0 });
    expect(full.seatsLeft).toBe(at === 0 ? 0 : 20);
    expect(full.nextSessions[at + 1]!.seatsLeft).toBe(20);

    const open = await detailOf('midweek-mindful-lunch');
    expect(open.capacity).toBeNull();
    expect(open.seatsLeft).toBeNull();
    expect(open.nextSessions.every((s) => s.capacity === null && s.seatsLeft === null)).toBe(true);

    // Private sessions are arranged one by one: no public dates.
    const private_ = await detailOf('private-mindfulness-session');
    expect(private_.nextSessions).toEqual([]);
    expect(private_.nextSession).toBeNull();
    expect(private_.seatsLeft).toBeNull();
  });

  it('gives each class of a list its next session', async () => {
    for (const type of CLASS_TYPES) {
      const list = classList.parse((await post('/api/app/class', { type })).json()).result;
      for (const summary of list) {
        const detail = await detailOf(summary.slug);
        expect(summary.nextSession, summary.slug).toEqual(detail.nextSessions[0] ?? null);
      }
    }
    const regular = classList.parse((await post('/api/app/class', { type: 'REGULAR' })).json()).result;
    expect(regular.every((c) => c.nextSession !== null)).toBe(true);
  });

  it('GET /api/app/class/{slug}/sessions answers the upcoming sessions, cancelled ones marked', async () => {
    const res = await getSessions('saturday-slow-flow-yoga');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    const sessions = resultEnvelope(z.array(classSessionSchema)).parse(res.json()).result;
    expect(sessions).toHaveLength(bookingSettingsSchema.parse({}).horizonWeeks);
    expect(Object.keys(sessions[0]!).sort()).toEqual([
      'capacity',
      'endsAt',
      'id',
      'seatsLeft',
      'startsAt',
      'status',
      'timeZone',
    ]);
    // The demo books its sessions a day or more ahead (db/seed/sessions.ts): the first Saturday at least 24 hours
    // away is nearly full, 22 of 24 (on a Friday, tomorrow's is still empty).
    const dayAhead = Date.now() + 24 * 3_600_000;
    const booked = sessions.find((s) => Date.parse(s.startsAt) >= dayAhead);
    expect(booked).toMatchObject({ capacity: 24, seatsLeft: 2, status: 'scheduled', timeZone: 'Asia/Jakarta' });
    const starts = sessions.map((s) => Date.parse(s.startsAt));
    expect([...starts].sort((a, b) => a - b)).toEqual(starts);
    const detail = await detailOf('saturday-slow-flow-yoga');
    expect(sessions.slice(0, NEXT_SESSIONS_LIMIT)).toEqual(detail.nextSessions);

    await setSessionStatus(t, sessions[2]!.id, 'cancelled');
    const again = await sessionsOf('saturday-slow-flow-yoga');
    expect(again.map((s) => s.status)).toEqual(sessions.map((_, i) => (i === 2 ? 'cancelled' : 'scheduled')));
    await setSessionStatus(t, sessions[2]!.id, 'scheduled');

    // A workshop's sessions are its days.
    const workshop = await sessionsOf('new-year-intentions-retreat');
    expect(workshop.map((s) => [s.startsAt, s.endsAt])).toEqual([
      ['2027-01-09T09:00:00+07:00', '2027-01-09T13:00:00+07:00'],
      ['2027-01-10T09:00:00+07:00', '2027-01-10T13:00:00+07:00'],
    ]);
    const none = await getSessions('private-life-coaching');
    expect(resultEnvelope(z.array(classSessionSchema)).parse(none.json()).result).toEqual([]);
  });

  it('GET /api/app/class/{slug}/sessions answers 404 for unknown and draft classes, 422 for a malformed slug, 304 when unchanged', async () => {
    const unknown = await getSessions('no-such-class');
    expect(unknown.statusCode).toBe(404);
    expect(errorResponseSchema.parse(unknown.json()).message).toMatch(/not found/i);
    const malformed = await getSessions('Not_A_Slug');
    expect(malformed.statusCode).toBe(422);
    expect(Object.keys(errorResponseSchema.parse(malformed.json()).errors ?? {})).toEqual(['slug']);

    await setContentStatus(t, 'classes', 'sound-and-stillness', 'draft');
    const draft = await getSessions('sound-and-stillness');
    expect(draft.statusCode).toBe(404);
    await setContentStatus(t, 'classes', 'sound-and-stillness', 'published');

    const first = await getSessions('sound-and-stillness');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\//);
    const again = await getSessions('sound-and-stillness', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
  });

  it('answers 404 with a message for an unknown slug', async () => {
    for (const [url, body] of [
      ['/api/app/class-detail', { slug: 'no-such-class' }],
      ['/api/app/class-suggestion', { type: 'REGULAR', slug: 'no-such-class' }],
      ['/api/app/class-comment', { type: 'REGULAR', slug: 'no-such-class' }],
    ] as const) {
      const res = await post(url, body);
      expect(res.statusCode, url).toBe(404);
      expect(errorResponseSchema.parse(res.json()).message).toMatch(/not found/i);
    }
  });

  it('answers 422 with per-field errors for a bad class type or a missing slug', async () => {
    const badType = await post('/api/app/class', { type: 'YOGA' });
    expect(badType.statusCode).toBe(422);
    const typeError = errorResponseSchema.parse(badType.json());
    expect(typeError.errors?.type?.[0]).toMatch(/PRIVATE_SESSION/);

    const missingSlug = await post('/api/app/class-detail', {});
    expect(missingSlug.statusCode).toBe(422);
    expect(Object.keys(errorResponseSchema.parse(missingSlug.json()).errors ?? {})).toEqual(['slug']);

    const both = await post('/api/app/class-suggestion', { type: 'nope' });
    expect(both.statusCode).toBe(422);
    expect(Object.keys(errorResponseSchema.parse(both.json()).errors ?? {}).sort()).toEqual(['slug', 'type']);

    const noBody = await t.app.inject({ method: 'POST', url: '/api/app/class' });
    expect(noBody.statusCode).toBe(422);
  });

  it('answers 400 for malformed JSON', async () => {
    const res = await postRaw(t.app, '/api/app/class', 'application/json', '{"type": "REGULAR"');
    expect(res.statusCode).toBe(400);
    expect(errorResponseSchema.parse(res.json()).message).toMatch(/JSON/);
  });

  it('POST /api/app/class-suggestion answers other classes of the same type, never the given one', async () => {
    const all = classList.parse((await post('/api/app/class', { type: 'REGULAR' })).json()).result;
    const slug = all[0]!.slug;
    const body = classList.parse((await post('/api/app/class-suggestion', { type: 'REGULAR', slug })).json());
    expect(body.result.length).toBeGreaterThan(0);
    expect(body.result.map((c) => c.slug)).not.toContain(slug);
    expect(body.result.every((c) => c.classType === 'REGULAR')).toBe(true);
  });

  it('POST /api/app/class-comment answers only approved comments', async () => {
    const row = await t.db.db
      .selectFrom('class_comments')
      .innerJoin('classes', 'classes.id', 'class_comments.class_id')
      .select(['classes.slug', 'classes.class_type', 'classes.id'])
      .where('class_comments.approved', '=', true)
      .executeTakeFirstOrThrow();
    await t.db.db
      .insertInto('class_comments')
      .values({ class_id: row.id, author_name: 'Spammer', body: 'buy now', rating: 1, approved: false })
      .execute();
    t.app.contentCache.clear();
    const body = comments.parse(
      (await post('/api/app/class-comment', { type: row.class_type, slug: row.slug })).json(),
    );
    expect(body.result.length).toBeGreaterThan(0);
    expect(body.result.map((c) => c.authorName)).not.toContain('Spammer');
  });

  it('answers an ETag and 304 for an unchanged list', async () => {
    const first = await post('/api/app/class', { type: 'WORKSHOP_AND_EVENT' });
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await post('/api/app/class', { type: 'WORKSHOP_AND_EVENT' }, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    const french = await post(
      '/api/app/class',
      { type: 'WORKSHOP_AND_EVENT' },
      { 'accept-language': 'fr', 'if-none-match': etag },
    );
    expect(french.statusCode).toBe(200);
  });
});
