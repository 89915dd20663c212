import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { deliverDueMail, type MailTransport } from '@app/api/server';
import Fastify from 'fastify';
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
    // A coming session of the demo content.
    const session = await t.db.db
      .selectFrom('class_sessions')
      .innerJoin('classes', 'classes.id', 'class_sessions.class_id')
      .select(['classes.slug', 'class_sessions.id'])
      .where('classes.status', '=', 'published')
      .where('classes.class_type', '<>', 'PRIVATE_SESSION')
      .where('class_sessions.status', '=', 'scheduled')
      .where('class_sessions.starts_at', '>', new Date())
      .orderBy('class_sessions.starts_at')
      .executeTakeFirstOrThrow();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/app/class-registration',
      payload: {
        slug: session.slug,
        sessionId: session.id,
        name: 'Made',
        email: 'made@example.com',
        phone: '+62 811 222 333',
        seats: 1,
        consent: true,
      },
    });
    expect(res.statusCode).toBe(200);
    const transport = createMailTransport({ kind: 'smtp', url: `smtp://127.0.0.1:${port}?ignoreTLS=true` }, t.app.log);
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
      received.some((m) => m.includes('Subject: You are booked') || m.includes('Subject: You are on the waiting list')),
    ).toBe(true);
  });
});

function capturedLogger(level: string) {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { log: Fastify({ logger: { level, stream } }).log, lines };
}

describe('the log transport', () => {
  const mail = {
    id: 7,
    from: 'Ruang Teduh <hello@ruangteduh.example>',
    to: 'ayu.private@example.com',
    subject: 'You are registered: Morning flow',
    text: 'Dear Ayu Lestari, call us on +62 811 000 111.',
  };

  it('never writes the address or the text at info level', async () => {
    const { log, lines } = capturedLogger('info');
    const answer = await createMailTransport({ kind: 'log' }, log).send(mail);
    expect(answer.accepted).toEqual([mail.to]);
    const output = lines.join('');
    expect(output).toContain('"outboxId":7');
    expect(output).not.toContain('ayu.private@example.com');
    expect(output).not.toContain('Ayu Lestari');
    expect(output).not.toContain('+62 811');
  });

  it('shows the whole email at debug level, for development', async () => {
    const { log, lines } = capturedLogger('debug');
    await createMailTransport({ kind: 'log' }, log).send(mail);
    expect(lines.join('')).toContain('ayu.private@example.com');
  });
});

describe.each(testDatabaseTargets())('marking mail sent on $kind', (target) => {
  it('keeps a message unsent when the transport did not accept its recipient', async () => {
    const t = await startTestApp(target);
    try {
      await t.app.inject({
        method: 'POST',
        url: '/api/app/newsletter',
        payload: { email: 'dropped@example.com', consent: true },
      });
      const silentlyDropping: MailTransport = { send: async () => ({ accepted: [] }) };
      const round = await deliverDueMail(t.db.db, silentlyDropping, 'Ruang Teduh <hello@ruangteduh.example>');
      expect(round.sent).toBe(0);
      const row = await t.db.db
        .selectFrom('email_outbox')
        .selectAll()
        .where('to_address', '=', 'dropped@example.com')
        .executeTakeFirstOrThrow();
      expect(row.sent_at).toBeNull();
      expect(row.attempts).toBe(1);
      expect(row.last_error).toMatch(/did not accept/);
    } finally {
      await t.close();
    }
  });
});
