import { Writable } from 'node:stream';
import { deliverDueMail, type MailTransport, mailOf } from '@app/api/server';
import { repo } from '@app/db';
import Fastify from 'fastify';
import { testDatabaseTargets } from '@app/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailTransport } from '../src/mailer';
import { leafParts, partText } from './mime';
import { startTestApp, type TestApp } from './helpers';
import { startTestSmtp, type TestSmtp } from './test-smtp';
import { rowWhere, rowsWhere } from './db-rows';

const FROM = 'Ruang Teduh <hello@ruangteduh.example>';

describe.each(testDatabaseTargets())('outbox delivery over SMTP on $kind', (target) => {
  let t: TestApp;
  let smtp: TestSmtp;

  beforeAll(async () => {
    t = await startTestApp(target);
    smtp = await startTestSmtp();
  });
  afterAll(async () => {
    await smtp?.close();
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
    const transport = createMailTransport({ kind: 'smtp', url: smtp.url }, t.app.log);
    const now = new Date();

    smtp.refuse = true;
    const first = await deliverDueMail(t.db.db, transport, FROM, now);
    expect(first.sent).toBe(0);
    expect(first.failed).toBeGreaterThan(0);
    const queued = await rowWhere(t.db, 'email_outbox', { to_address: 'made@example.com' });
    expect(queued.sent_at).toBeNull();
    expect(queued.attempts).toBe(1);
    expect(queued.last_error).toMatch(/Mailbox unavailable/);
    expect(queued.next_attempt_at.getTime()).toBeGreaterThan(now.getTime());
    expect(await rowsWhere(t.db, 'class_registrations', { email: 'made@example.com' })).toHaveLength(1);

    smtp.refuse = false;
    const later = new Date(now.getTime() + 10 * 60 * 1000);
    const second = await deliverDueMail(t.db.db, transport, FROM, later);
    expect(second.failed).toBe(0);
    expect(second.sent).toBeGreaterThan(0);
    const sent = await rowWhere(t.db, 'email_outbox', { to_address: 'made@example.com' });
    expect(sent.sent_at).toBeInstanceOf(Date);
    expect(sent.attempts).toBe(2);
    expect(smtp.mailTo('made@example.com').map((m) => m.message.headers.subject)).toEqual([
      expect.stringMatching(/^(You are booked|You are on the waiting list): /),
    ]);
  });

  it('sends a message exactly as it was queued: both parts, its headers and attachments; an old row as text only', async () => {
    const calendar = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n';
    await repo.queueEmails(t.db.db, [
      {
        to: 'as-queued@example.com',
        subject: 'Queued – as it was',
        html: '<p>Queued <strong>HTML</strong></p>',
        text: 'Queued text',
        headers: { 'List-Unsubscribe': '<https://ruangteduh.example/u/1>', 'X-Entity-Ref-ID': 'outbox-test' },
        attachments: [
          { filename: 'session.ics', contentType: 'text/calendar', content: Buffer.from(calendar).toString('base64') },
        ],
      },
    ]);
    // A row queued before emails had an HTML part, headers or attachments.
    await t.db.db
      .insertInto('email_outbox')
      .values({ to_address: 'old-row@example.com', subject: 'From before', body_text: 'Only text' })
      .execute();
    const transport = createMailTransport({ kind: 'smtp', url: smtp.url }, t.app.log);
    await deliverDueMail(t.db.db, transport, FROM, new Date(Date.now() + 60 * 60 * 1000), 100);

    const [queued] = smtp.mailTo('as-queued@example.com');
    expect(queued!.message.headers.subject).toBe('Queued – as it was');
    expect(queued!.message.headers['list-unsubscribe']).toBe('<https://ruangteduh.example/u/1>');
    expect(queued!.message.headers['x-entity-ref-id']).toBe('outbox-test');
    expect(partText(queued!.message, 'text/plain')).toBe('Queued text');
    expect(partText(queued!.message, 'text/html')).toBe('<p>Queued <strong>HTML</strong></p>');
    const attachment = leafParts(queued!.message).find((part) => part.type === 'text/calendar');
    expect(attachment?.headers['content-disposition']).toMatch(/^attachment; filename="?session\.ics"?/);
    expect(attachment?.content.toString('utf8')).toBe(calendar);

    const [old] = smtp.mailTo('old-row@example.com');
    expect(old!.message.type).toBe('text/plain');
    expect(old!.message.content.toString('utf8').trim()).toBe('Only text');
  });

  it('renders, then sends, an email its server queued as facts and stopped before rendering; not one a request is rendering', async () => {
    const [id] = await repo.queueEmails(t.db.db, [
      mailOf('left-unrendered@example.com', {
        kind: 'staff-notification',
        studio: {
          name: 'Ruang Teduh',
          siteUrl: 'https://ruangteduh.example',
          address: null,
          email: null,
          phone: null,
          chatUrl: null,
          instagramUrl: null,
        },
        subject: 'New booking (confirmed): Morning flow',
        heading: 'A new booking (confirmed)',
        facts: [{ label: 'Class', value: 'Morning flow' }],
        message: null,
      }),
    ]);
    const row = () =>
      t.db.db
        .selectFrom('email_outbox')
        .select(['subject', 'body_html', 'message', 'sent_at'])
        .where('id', '=', id!)
        .executeTakeFirstOrThrow();
    expect(await row()).toMatchObject({ subject: '', body_html: null, sent_at: null });
    const transport = createMailTransport({ kind: 'smtp', url: smtp.url }, t.app.log);

    // Queued a moment ago: its own request may be rendering it, so the mailer leaves it.
    await deliverDueMail(t.db.db, transport, FROM, new Date(Date.now() + 5_000), 100);
    expect(smtp.mailTo('left-unrendered@example.com')).toEqual([]);
    expect((await row()).message).not.toBeNull();

    await deliverDueMail(t.db.db, transport, FROM, new Date(Date.now() + 5 * 60_000), 100);
    const [sent] = smtp.mailTo('left-unrendered@example.com');
    expect(sent!.message.headers.subject).toBe('New booking (confirmed): Morning flow');
    expect(partText(sent!.message, 'text/html')).toContain('Morning flow');
    expect(partText(sent!.message, 'text/plain')).toContain('Morning flow');
    expect(await row()).toMatchObject({ subject: 'New booking (confirmed): Morning flow', message: null });
    expect((await row()).sent_at).toBeInstanceOf(Date);
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
    from: FROM,
    to: 'ayu.private@example.com',
    subject: 'You are registered: Morning flow',
    text: 'Dear Ayu Lestari, call us on +62 811 000 111.',
    html: '<p>Dear Ayu Lestari, call us on +62 811 000 111.</p>',
    headers: {},
    attachments: [],
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
      const round = await deliverDueMail(t.db.db, silentlyDropping, FROM);
      expect(round.sent).toBe(0);
      const row = await rowWhere(t.db, 'email_outbox', { to_address: 'dropped@example.com' });
      expect(row.sent_at).toBeNull();
      expect(row.attempts).toBe(1);
      expect(row.last_error).toMatch(/did not accept/);
    } finally {
      await t.close();
    }
  });
});
