import type { AddressInfo } from 'node:net';
import { deliverDueMail } from '@app/api';
import { testDatabaseTargets } from '@app/db/testing';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailTransport } from '../src/mailer';
import { startTestApp, type TestApp } from './helpers';

describe.each(testDatabaseTargets())('outbox delivery over SMTP on $kind', (target) => {
  let t: TestApp;
  let smtp: SMTPServer;
  let port: number;
  let refuse = true;
  const received: string[] = [];

  beforeAll(async () => {
    t = await startTestApp(target);
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onRcptTo(_address, _session, callback) {
        callback(refuse ? Object.assign(new Error('Mailbox unavailable'), { responseCode: 450 }) : undefined);
      },
      onData(stream, _session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => {
          data += chunk.toString();
        });
        stream.on('end', () => {
          received.push(data);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    port = (smtp.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    await t?.close();
  });

  it('keeps the registration and retries the email when SMTP fails, then delivers it', async () => {
    const [klass] = await t.db.db
      .selectFrom('classes')
      .select('slug')
      .where('status', '=', 'published')
      .limit(1)
      .execute();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/app/class-registration',
      payload: {
        slug: klass!.slug,
        name: 'Made',
        email: 'made@example.com',
        phone: '+62 811 222 333',
        seats: 1,
        consent: true,
      },
    });
    expect(res.statusCode).toBe(200);
    const transport = createMailTransport(`smtp://127.0.0.1:${port}?ignoreTLS=true`, t.app.log);
    const now = new Date();

    const first = await deliverDueMail(t.db.db, transport, 'Ruang Teduh <hello@ruangteduh.example>', now);
    expect(first.sent).toBe(0);
    expect(first.failed).toBeGreaterThan(0);
    const queued = await t.db.db
      .selectFrom('email_outbox')
      .selectAll()
      .where('to_address', '=', 'made@example.com')
      .executeTakeFirstOrThrow();
    expect(queued.sent_at).toBeNull();
    expect(queued.attempts).toBe(1);
    expect(queued.last_error).toMatch(/Mailbox unavailable/);
    expect(queued.next_attempt_at.getTime()).toBeGreaterThan(now.getTime());
    expect(
      await t.db.db.selectFrom('class_registrations').select('id').where('email', '=', 'made@example.com').execute(),
    ).toHaveLength(1);

    refuse = false;
    const later = new Date(now.getTime() + 10 * 60 * 1000);
    const second = await deliverDueMail(t.db.db, transport, 'Ruang Teduh <hello@ruangteduh.example>', later);
    expect(second.failed).toBe(0);
    expect(second.sent).toBeGreaterThan(0);
    const sent = await t.db.db
      .selectFrom('email_outbox')
      .selectAll()
      .where('to_address', '=', 'made@example.com')
      .executeTakeFirstOrThrow();
    expect(sent.sent_at).toBeInstanceOf(Date);
    expect(sent.attempts).toBe(2);
    expect(
      received.some(
        (m) => m.includes('Subject: You are registered') || m.includes('Subject: You are on the waiting list'),
      ),
    ).toBe(true);
  });
});
