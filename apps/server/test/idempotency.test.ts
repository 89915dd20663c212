import { errorResponseSchema } from '@app/contract';
import { forgetExpiredIdempotencyKeys } from '@app/api/server';
import { expect, it } from 'vitest';
import { addClass, addSession, bookingInput, bookingsOf, mailsTo, post } from './booking-fixtures';
import { describeWithTestApp } from './helpers';
import { rowWhere } from './db-rows';

const keyed = (key: string, more: Record<string, string> = {}) => ({ 'idempotency-key': key, ...more });

const countOf = async (t: { db: { db: any } }, table: string, column: string, value: string) =>
  Number(
    (
      await t.db.db
        .selectFrom(table)
        .select((eb: any) => eb.fn.countAll().as('n'))
        .where(column, '=', value)
        .executeTakeFirstOrThrow()
    ).n,
  );

describeWithTestApp('Idempotency-Key', (t) => {
  it('answers a retried booking with the first answer, byte for byte, and books once', async () => {
    const classId = await addClass(t.db, 'idem-replay', { capacity: 5 });
    const sessionId = await addSession(t.db, classId, 40);
    const input = bookingInput('idem-replay', sessionId, { email: 'replay@example.com', seats: 2 });
    const first = await post(t.app, '/api/app/class-registration', input, keyed('7f1c2a52-replay'));
    expect(first.statusCode, first.body).toBe(200);
    // Someone else books meanwhile: a fresh answer would say fewer seats are left.
    await post(
      t.app,
      '/api/app/class-registration',
      bookingInput('idem-replay', sessionId, { email: 'o@example.com' }),
    );
    const again = await post(t.app, '/api/app/class-registration', input, keyed('7f1c2a52-replay'));
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers['content-type']).toBe(first.headers['content-type']);
    expect((await bookingsOf(t.db, sessionId)).filter((b) => b.email === 'replay@example.com')).toHaveLength(1);
    // One confirmation: the replay sent no fresh link.
    expect(await mailsTo(t.db, 'replay@example.com')).toHaveLength(1);
    // The key is the procedure's, whichever transport: tRPC answers the same stored answer.
    const overTrpc = await t.app.inject({
      method: 'POST',
      url: '/trpc/registration.classRegistration',
      headers: keyed('7f1c2a52-replay', { 'content-type': 'application/json' }),
      payload: JSON.stringify({ json: input }),
    });
    expect(overTrpc.statusCode, overTrpc.body).toBe(200);
    expect(overTrpc.json().result.data.json).toEqual(JSON.parse(first.body).result);
    expect(await mailsTo(t.db, 'replay@example.com')).toHaveLength(1);
  });

  it('replays over tRPC byte for byte too', async () => {
    const call = () =>
      t.app.inject({
        method: 'POST',
        url: '/trpc/registration.contact',
        headers: keyed('"sf-string-key-1"', { 'content-type': 'application/json' }),
        payload: JSON.stringify({ json: { name: 'Tari', email: 'tari@example.com', message: 'Halo' } }),
      });
    const first = await call();
    expect(first.statusCode, first.body).toBe(200);
    const again = await call();
    expect(again.body).toBe(first.body);
    expect(await countOf(t, 'contact_messages', 'email', 'tari@example.com')).toBe(1);
  });

  it('refuses the same key with another body (422 naming the header, translated) and keeps the first answer', async () => {
    const key = 'c0ffee00-different-body';
    const contact = (message: string) =>
      post(t.app, '/api/app/contact', { name: 'Dewi', email: 'dewi@example.com', message }, keyed(key));
    const first = await contact('One');
    expect(first.statusCode).toBe(200);
    const other = await contact('Two');
    expect(other.statusCode).toBe(422);
    const body = errorResponseSchema.parse(other.json());
    expect(body.message).toContain('Idempotency-Key');
    expect(Object.keys(body.errors ?? {})).toEqual(['Idempotency-Key']);
    const inFrench = await post(
      t.app,
      '/api/app/contact',
      { name: 'Dewi', email: 'dewi@example.com', message: 'Trois' },
      keyed(key, { 'accept-language': 'fr' }),
    );
    expect(inFrench.statusCode).toBe(422);
    expect(inFrench.json().message).toContain('Idempotency-Key');
    expect(inFrench.json().message).not.toBe(body.message);
    expect(await countOf(t, 'contact_messages', 'email', 'dewi@example.com')).toBe(1);
    // The same body again still replays.
    const again = await post(
      t.app,
      '/api/app/contact',
      { name: 'Dewi', email: 'dewi@example.com', message: 'One' },
      keyed(key),
    );
    expect(again.body).toBe(first.body);
  });

  it('keeps keys apart per operation: one key on two endpoints runs both', async () => {
    const key = 'shared-across-endpoints';
    expect(
      (await post(t.app, '/api/app/contact', { name: 'Sri', email: 'sri@example.com', message: 'Hi' }, keyed(key)))
        .statusCode,
    ).toBe(200);
    const subscribed = await post(
      t.app,
      '/api/app/newsletter',
      { email: 'sri@example.com', consent: true },
      keyed(key),
    );
    expect(subscribed.statusCode, subscribed.body).toBe(200);
    expect(await countOf(t, 'newsletter_subscribers', 'email', 'sri@example.com')).toBe(1);
  });

  it('refuses a malformed key with 400 and does nothing', async () => {
    for (const key of ['', '   ', 'x'.repeat(256), 'tab\there', 'ünïcode']) {
      const res = await post(
        t.app,
        '/api/app/contact',
        { name: 'Bad', email: 'badkey@example.com', message: 'x' },
        keyed(key),
      );
      expect(res.statusCode, JSON.stringify(key)).toBe(400);
      expect(res.json().message).toContain('Idempotency-Key');
    }
    expect(await countOf(t, 'contact_messages', 'email', 'badkey@example.com')).toBe(0);
    const longest = await post(
      t.app,
      '/api/app/contact',
      { name: 'Ok', email: 'okkey@example.com', message: 'x' },
      keyed('k'.repeat(255)),
    );
    expect(longest.statusCode).toBe(200);
  });

  it('20 concurrent duplicates make one booking, one message, one subscription, one request, and one answer', async () => {
    const classId = await addClass(t.db, 'idem-race', { capacity: 10 });
    const sessionId = await addSession(t.db, classId, 50);
    await addClass(t.db, 'idem-private', { classType: 'PRIVATE_SESSION', capacity: null });
    const cases: Array<[url: string, body: Record<string, unknown>, check: () => Promise<number>]> = [
      [
        '/api/app/class-registration',
        bookingInput('idem-race', sessionId, { email: 'race@example.com', seats: 3 }),
        async () => (await bookingsOf(t.db, sessionId)).length,
      ],
      [
        '/api/app/contact',
        { name: 'Race', email: 'race-contact@example.com', message: 'Once' },
        () => countOf(t, 'contact_messages', 'email', 'race-contact@example.com'),
      ],
      [
        '/api/app/newsletter',
        { email: 'race-news@example.com', consent: true },
        () => countOf(t, 'newsletter_subscribers', 'email', 'race-news@example.com'),
      ],
      [
        '/api/app/private-session-request',
        {
          slug: 'idem-private',
          name: 'Race',
          email: 'race-private@example.com',
          phone: '+62 811 222 333',
          preferredTimes: 'Mornings',
          preferredDates: ['2031-05-06'],
          consent: true,
        },
        () => countOf(t, 'private_session_requests', 'email', 'race-private@example.com'),
      ],
    ];
    for (const [url, body, count] of cases) {
      const answers = await Promise.all(Array.from({ length: 20 }, () => post(t.app, url, body, keyed(`race-${url}`))));
      expect(
        answers.map((a) => a.statusCode),
        answers[0]?.body,
      ).toEqual(Array(20).fill(200));
      expect(new Set(answers.map((a) => a.body)).size).toBe(1);
      expect(await count(), url).toBe(1);
      const to = String(body.email);
      // The person's confirmation went out once (the studio's copy goes elsewhere).
      expect((await mailsTo(t.db, to)).length, url).toBe(1);
    }
  }, 60_000);

  it('forgets an answer after 24 hours: the key runs again, and the clean-up deletes it', async () => {
    const key = 'expiring-key';
    const body = { name: 'Lama', email: 'lama@example.com', message: 'First' };
    expect((await post(t.app, '/api/app/contact', body, keyed(key))).statusCode).toBe(200);
    const row = await rowWhere(t.db, 'idempotency_keys', { key });
    expect(JSON.parse(row.answer!)).toEqual({ json: { ok: true } });
    expect(row.expires_at.getTime() - row.created_at.getTime()).toBe(24 * 3_600_000);
    // A day later.
    const past = new Date(Date.now() - 60_000);
    await t.db.db
      .updateTable('idempotency_keys')
      .set({ created_at: new Date(past.getTime() - 24 * 3_600_000), expires_at: past })
      .where('key', '=', key)
      .execute();
    expect((await post(t.app, '/api/app/contact', body, keyed(key))).statusCode).toBe(200);
    expect(await countOf(t, 'contact_messages', 'email', 'lama@example.com')).toBe(2);
    await t.db.db.updateTable('idempotency_keys').set({ expires_at: past }).where('key', '=', key).execute();
    expect(await forgetExpiredIdempotencyKeys(t.db.db, new Date())).toBeGreaterThanOrEqual(1);
    expect(await countOf(t, 'idempotency_keys', 'key', key)).toBe(0);
  });

  it('stores nothing for a failed request: a retry with the key runs again', async () => {
    const key = 'failed-first';
    const refused = await post(
      t.app,
      '/api/app/class-registration',
      bookingInput('idem-replay', 999_999_999, { email: 'late@example.com' }),
      keyed(key),
    );
    expect(refused.statusCode).toBe(422);
    expect(await countOf(t, 'idempotency_keys', 'key', key)).toBe(0);
  });

  it('without the header behaves as before: booking again books nothing new and emails a fresh link', async () => {
    const classId = await addClass(t.db, 'idem-none', { capacity: 5 });
    const sessionId = await addSession(t.db, classId, 60);
    const input = bookingInput('idem-none', sessionId, { email: 'nokey@example.com' });
    const first = await post(t.app, '/api/app/class-registration', input);
    const second = await post(t.app, '/api/app/class-registration', input);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(await bookingsOf(t.db, sessionId)).toHaveLength(1);
    expect(await mailsTo(t.db, 'nokey@example.com')).toHaveLength(2);
    expect(await countOf(t, 'idempotency_keys', 'key', '')).toBe(0);
  });
});
