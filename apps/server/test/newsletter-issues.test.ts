import { randomBytes } from 'node:crypto';
import { deliverDueMail, sendNewsletterBatches } from '@app/api/server';
import {
  type NewsletterIssue,
  newsletterIssueListSchema,
  newsletterIssueSchema,
  newsletterPreviewSchema,
} from '@app/contract';
import { DEMO_ADMIN, repo } from '@app/db';
import { sql, testDatabaseTargets } from '@app/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { createMailTransport } from '../src/mailer';
import { testConfig, useStaffTestApp } from './helpers';
import { partText } from './mime';
import { startTestSmtp, type TestSmtp } from './test-smtp';
import { auditTrail, rowWhere, rowsWhere } from './db-rows';

const EDITOR = 'newsletter-editor@ruangteduh.example';
const deps = { publicUrl: testConfig.publicUrl, site: testConfig.site };

/** The subscribers every test here writes to: five active in four languages, and two who must get nothing. */
const ACTIVE = [
  { email: 'ayu@example.com', locale: 'id' },
  { email: 'budi@example.com', locale: 'id' },
  { email: 'claire@example.com', locale: 'fr' },
  { email: 'lucia@example.com', locale: 'es' },
  { email: 'sam@example.com', locale: 'en' },
] as const;
const UNCONFIRMED = 'pending@example.com';
const UNSUBSCRIBED = 'gone@example.com';
const EVERYONE = [...ACTIVE.map((s) => s.email), UNCONFIRMED, UNSUBSCRIBED];

/** Text in English, Indonesian and French; Spanish readers get the English (no translation given). */
function issueText(tag: string) {
  return {
    subject: { en: `Autumn letter ${tag}`, id: `Surat musim gugur ${tag}`, fr: `Lettre d’automne ${tag}` },
    body: {
      en: `<p>New <strong>evening</strong> classes (${tag}).</p>`,
      id: `<p>Kelas <strong>malam</strong> baru (${tag}).</p>`,
      fr: `<p>De nouveaux cours du <strong>soir</strong> (${tag}).</p>`,
    },
  };
}

const subjectIn = (tag: string, locale: string) => {
  const { subject } = issueText(tag);
  return locale === 'id' ? subject.id : locale === 'fr' ? subject.fr : subject.en;
};

describe.each(testDatabaseTargets())('newsletter issues on $kind', (target) => {
  const t = useStaffTestApp(target, EDITOR);
  const tokens = new Map<string, string>();
  let smtp: TestSmtp;

  beforeAll(async () => {
    smtp = await startTestSmtp();
    const now = new Date();
    const rows = [
      ...ACTIVE.map((s) => ({ ...s, confirmed_at: now, unsubscribed_at: null })),
      { email: UNCONFIRMED, locale: 'id', confirmed_at: null, unsubscribed_at: null },
      { email: UNSUBSCRIBED, locale: 'id', confirmed_at: now, unsubscribed_at: now },
    ];
    for (const row of rows) {
      const token = randomBytes(24).toString('base64url');
      tokens.set(row.email, token);
      await t.db.db
        .insertInto('newsletter_subscribers')
        .values({ ...row, name: null, unsubscribe_token: token })
        .execute();
    }
  });
  afterAll(() => smtp?.close());

  const create = async (tag: string, as = t.admin) => {
    const res = await t.client.mutate<NewsletterIssue>('admin.newsletter.create', issueText(tag), as);
    expect(res.status, res.body).toBe(200);
    return newsletterIssueSchema.parse(res.data);
  };
  const get = async (id: number) =>
    newsletterIssueSchema.parse((await t.client.query('admin.newsletter.get', { id }, t.admin)).data);
  const send = (issue: { id: number; version: number }, as = t.admin) =>
    t.client.mutate('admin.newsletter.send', { id: issue.id, version: issue.version }, as);
  const round = (batchSize = 2) => sendNewsletterBatches(t.db.db, deps, { batchSize, now: new Date() });
  /** Runs rounds until no issue is being sent (at most `limit`). */
  const sendAll = async (limit = 10) => {
    for (let i = 0; i < limit; i++) {
      await round();
      if ((await repo.sendingNewsletterIssueIds(t.db.db)).length === 0) return;
    }
    throw new Error('still sending');
  };
  /** The issue's emails in the outbox (found by its subjects, not by the sender's own records). */
  const mailsOf = (tag: string) =>
    t.db.db
      .selectFrom('email_outbox')
      .selectAll()
      .where('subject', 'in', Object.values(issueText(tag).subject))
      .orderBy('id')
      .execute();
  const listRow = async (id: number) => {
    const res = await t.client.query('admin.newsletter.list', { page: 1, pageSize: 100 }, t.editor);
    expect(res.status, res.body).toBe(200);
    return newsletterIssueListSchema.parse(res.data).rows.find((row) => row.id === id);
  };

  it('stores subject and body per language with hostile HTML sanitised, on create and on update', async () => {
    const hostile = {
      subject: { en: '  Hello  ', id: 'Halo' },
      body: {
        en: '<p onclick="steal()">Hi <script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">there</a></p><iframe src="https://evil.example"></iframe>',
        id: '<p style="color:red">Halo <a href="https://ruangteduh.example" target="_blank">kami</a></p><style>p{}</style>',
        fr: '<script>only()</script>',
      },
    };
    const created = await t.client.mutate('admin.newsletter.create', hostile, t.editor);
    expect(created.status, created.body).toBe(200);
    const issue = newsletterIssueSchema.parse(created.data);
    expect(issue.status).toBe('draft');
    expect(issue.createdBy).toBe('Eko');
    expect(issue.data.subject).toEqual({ en: 'Hello', id: 'Halo' });
    expect(issue.data.body.en).toBe('<p>Hi <a>there</a></p>');
    expect(issue.data.body.id).toBe(
      '<p>Halo <a href="https://ruangteduh.example" target="_blank" rel="noopener noreferrer">kami</a></p>',
    );
    // A translation with nothing left falls back to English.
    expect(issue.data.body.fr).toBeUndefined();

    const updated = await t.client.mutate(
      'admin.newsletter.update',
      {
        id: issue.id,
        version: issue.version,
        data: { subject: { en: 'Hello again' }, body: { en: '<h2>News</h2><p><a href="data:text/html,x">x</a></p>' } },
      },
      t.editor,
    );
    expect(updated.status, updated.body).toBe(200);
    const saved = newsletterIssueSchema.parse(updated.data);
    expect(saved.version).toBe(issue.version + 1);
    expect(saved.data).toEqual({ subject: { en: 'Hello again' }, body: { en: '<h2>News</h2><p><a>x</a></p>' } });
    const stored = await rowWhere(t.db, 'newsletter_issues', { id: issue.id });
    expect(stored.body).toEqual({ en: '<h2>News</h2><p><a>x</a></p>' });

    // An English body that is nothing but unsafe parts would mail an empty letter: refused on that field.
    const empty = await t.client.mutate(
      'admin.newsletter.create',
      { subject: { en: 'Nothing' }, body: { en: '<script>alert(1)</script>' } },
      t.editor,
    );
    expect(empty.status).toBe(422);
    expect(empty.error?.fieldErrors).toEqual({
      'body.en': ['The English text is empty once unsafe parts are removed.'],
    });
    // English is required.
    const noEnglish = await t.client.mutate(
      'admin.newsletter.create',
      { subject: { en: '', id: 'Halo' }, body: { en: '<p>x</p>' } },
      t.editor,
    );
    expect(noEnglish.status).toBe(422);
    expect(noEnglish.error?.fieldErrors?.['subject.en']).toEqual(['English text is required.']);
    // Half a surrogate pair is no text: refused on its field, not a failed write (jsonb cannot hold it).
    const broken = await t.client.mutate(
      'admin.newsletter.create',
      { subject: { en: 'Hello', fr: '\ud800' }, body: { en: '<p>x</p>' } },
      t.editor,
    );
    expect(broken.status).toBe(422);
    expect(Object.keys(broken.error?.fieldErrors ?? {})).toEqual(['subject.fr']);

    // A stale version changes nothing.
    const stale = await t.client.mutate(
      'admin.newsletter.update',
      { id: issue.id, version: issue.version, data: hostile },
      t.editor,
    );
    expect(stale.status).toBe(409);
    expect((await get(issue.id)).data.subject.en).toBe('Hello again');

    const audit = await auditTrail(t.db, 'newsletter issue', issue.id);
    expect(audit.map((row) => row.action)).toEqual(['create', 'update']);

    // Drafts can be deleted (and it is logged).
    const deleted = await t.client.mutate(
      'admin.newsletter.delete',
      { id: issue.id, version: saved.version },
      t.editor,
    );
    expect(deleted.status, deleted.body).toBe(200);
    expect((await t.client.query('admin.newsletter.get', { id: issue.id }, t.admin)).status).toBe(404);
  });

  it('sends nothing when nobody is subscribed: 422, and the issue stays a draft', async () => {
    const issue = await create('nobody');
    const active = ACTIVE.map((s) => s.email);
    await t.db.db
      .updateTable('newsletter_subscribers')
      .set({ unsubscribed_at: new Date() })
      .where('email', 'in', active)
      .execute();
    try {
      expect((await get(issue.id)).audience).toEqual({ total: 0, byLocale: [] });
      const refused = await send(issue);
      expect(refused.status).toBe(422);
      expect(refused.error?.message).toBe(
        'Nobody has subscribed (and confirmed) yet: there is no one to send this issue to.',
      );
      expect((await get(issue.id)).status).toBe('draft');
    } finally {
      await t.db.db
        .updateTable('newsletter_subscribers')
        .set({ unsubscribed_at: null })
        .where('email', 'in', active)
        .execute();
    }
  });

  it('lets an editor preview and send a test to themselves, but not send to subscribers (403)', async () => {
    const issue = await create('editor', t.editor);
    const preview = await t.client.mutate(
      'admin.newsletter.preview',
      {
        locale: 'id',
        data: {
          ...issueText('editor'),
          body: { ...issueText('editor').body, id: '<p>Draf <em>baru</em></p><script>x</script>' },
        },
      },
      t.editor,
    );
    expect(preview.status, preview.body).toBe(200);
    const shown = newsletterPreviewSchema.parse(preview.data);
    expect(shown.subject).toBe('Surat musim gugur editor');
    expect(shown.html).toMatch(/<html [^>]*lang="id"/);
    expect(shown.html).toContain('<p>Draf <em>baru</em></p>');
    expect(shown.html).not.toContain('<script>x');
    expect(shown.text).toContain('Berhenti berlangganan http://localhost:3000/newsletter/unsubscribe?token=preview');
    // Spanish has no translation: the English subject and body.
    const spanish = newsletterPreviewSchema.parse(
      (await t.client.mutate('admin.newsletter.preview', { locale: 'es', data: issueText('editor') }, t.editor)).data,
    );
    expect(spanish.subject).toBe('Autumn letter editor');
    expect(spanish.text).toContain('New evening classes (editor).');
    expect(spanish.text).toContain('Darme de baja');

    const refused = await send(issue, t.editor);
    expect(refused.status).toBe(403);
    expect((await get(issue.id)).status).toBe('draft');

    const before = await t.db.db
      .selectFrom('email_outbox')
      .select(sql<number>`coalesce(max(id), 0)::int`.as('last'))
      .executeTakeFirstOrThrow();
    const test = await t.client.mutate('admin.newsletter.testSend', { id: issue.id, locale: 'fr' }, t.editor);
    expect(test.status, test.body).toBe(200);
    expect(test.data).toEqual({ to: EDITOR });
    const queued = await t.db.db.selectFrom('email_outbox').selectAll().where('id', '>', before.last).execute();
    expect(queued.map((row) => [row.to_address, row.subject])).toEqual([[EDITOR, '[Test] Lettre d’automne editor']]);
    expect(queued[0]!.body_text).toContain('De nouveaux cours du soir (editor).');
    expect(queued[0]!.body_html).toMatch(/<html [^>]*lang="fr"/);
    // Not a delivery: the issue is still a draft nobody has had.
    const counts = await get(issue.id);
    expect(counts.status).toBe('draft');
    expect(counts.counts).toEqual({ recipients: 0, queued: 0, sent: 0, failed: 0 });
    expect(await rowsWhere(t.db, 'newsletter_deliveries', { issue_id: issue.id })).toEqual([]);
  });

  it('sends to every active subscriber in batches, each in their language with their own unsubscribe link, once', async () => {
    const issue = await create('batches');
    expect(issue.audience).toEqual({
      total: 5,
      byLocale: [
        { locale: 'en', count: 1 },
        { locale: 'es', count: 1 },
        { locale: 'fr', count: 1 },
        { locale: 'id', count: 2 },
      ],
    });
    const started = await send(issue);
    expect(started.status, started.body).toBe(200);
    expect(started.data).toEqual({ recipients: 5 });
    const sending = await get(issue.id);
    expect(sending.status).toBe('sending');
    expect(sending.startedBy).toBe(DEMO_ADMIN.name);
    expect(sending.sendStartedAt).not.toBeNull();
    expect(sending.counts).toEqual({ recipients: 5, queued: 0, sent: 0, failed: 0 });

    // Batches of two: 2, 2, then the last one, which finishes the issue.
    expect(await round()).toEqual({ queued: 2, finished: 0 });
    expect((await listRow(issue.id))?.counts).toEqual({ recipients: 5, queued: 2, sent: 0, failed: 0 });
    expect(await round()).toEqual({ queued: 2, finished: 0 });
    expect((await get(issue.id)).status).toBe('sending');
    expect(await round()).toEqual({ queued: 1, finished: 1 });
    const sent = await get(issue.id);
    expect(sent.status).toBe('sent');
    expect(sent.sentAt).not.toBeNull();
    // Running again adds nothing.
    expect(await round()).toEqual({ queued: 0, finished: 0 });

    const mails = await mailsOf('batches');
    expect(mails.map((mail) => mail.to_address).sort()).toEqual(ACTIVE.map((s) => s.email).sort());
    for (const { email, locale } of ACTIVE) {
      const mail = mails.find((m) => m.to_address === email)!;
      const token = tokens.get(email)!;
      expect(mail.subject, email).toBe(subjectIn('batches', locale));
      expect(mail.body_html, email).toMatch(new RegExp(`<html [^>]*lang="${locale}"`));
      expect(mail.body_text, email).toContain(`http://localhost:3000/newsletter/unsubscribe?token=${token}`);
      expect(mail.body_html, email).toContain(`href="http://localhost:3000/newsletter/unsubscribe?token=${token}"`);
      // Nobody else's link.
      for (const [other, otherToken] of tokens) if (other !== email) expect(mail.body_text).not.toContain(otherToken);
      expect(mail.headers, email).toEqual({
        'List-Unsubscribe': `<http://localhost:3000/api/app/newsletter/unsubscribe/${token}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      });
    }
    expect(mails.find((m) => m.to_address === 'lucia@example.com')!.body_text).toContain('Darme de baja');
    expect(mails.find((m) => m.to_address === 'ayu@example.com')!.body_text).toContain('Kelas malam baru (batches).');
    const deliveries = await rowsWhere(t.db, 'newsletter_deliveries', { issue_id: issue.id });
    expect(deliveries).toHaveLength(5);
    expect(new Set(deliveries.map((d) => d.outbox_id))).toEqual(new Set(mails.map((m) => m.id)));

    // Sent issues are kept as they went out: no edit, no delete, no second send.
    const current = await get(issue.id);
    const edit = await t.client.mutate(
      'admin.newsletter.update',
      { id: issue.id, version: current.version, data: issueText('changed') },
      t.admin,
    );
    expect(edit.status).toBe(409);
    expect(edit.error?.message).toMatch(/can no longer be changed/);
    expect((await send(current)).status).toBe(409);
    expect(
      (await t.client.mutate('admin.newsletter.delete', { id: issue.id, version: current.version }, t.admin)).status,
    ).toBe(409);
    expect(
      await t.db.db
        .selectFrom('audit_log')
        .select('summary')
        .where('entity', '=', 'newsletter issue')
        .where('entity_id', '=', String(issue.id))
        .where('action', '=', 'send')
        .execute(),
    ).toEqual([{ summary: { title: 'Autumn letter batches', recipients: 5 } }]);
  });

  it('refuses to edit or send again an issue being sent (409)', async () => {
    const issue = await create('sending');
    expect((await send(issue)).status).toBe(200);
    const current = await get(issue.id);
    expect(current.status).toBe('sending');
    const again = await send(current);
    expect(again.status).toBe(409);
    const edit = await t.client.mutate(
      'admin.newsletter.update',
      { id: issue.id, version: current.version, data: issueText('changed') },
      t.editor,
    );
    expect(edit.status).toBe(409);
    expect((await get(issue.id)).data.subject.en).toBe('Autumn letter sending');
    await sendAll();
    expect(await mailsOf('sending')).toHaveLength(5);
  });

  it('gives each person one email when rounds run at the same time', async () => {
    const issue = await create('race');
    expect((await send(issue)).status).toBe(200);
    const rounds = await Promise.all([round(), round(), round(), round()]);
    expect(rounds.reduce((sum, r) => sum + r.queued, 0)).toBeGreaterThanOrEqual(2);
    await sendAll();
    const mails = await mailsOf('race');
    expect(mails.map((m) => m.to_address).sort()).toEqual(ACTIVE.map((s) => s.email).sort());
    expect((await get(issue.id)).status).toBe('sent');

    // The last guard: a delivery recorded for someone who has one already is refused, and queues nothing.
    const ayu = await rowWhere(t.db, 'newsletter_subscribers', { email: 'ayu@example.com' });
    const again = { to: 'ayu@example.com', subject: subjectIn('race', 'id'), html: '<p>x</p>', text: 'x' };
    expect(
      await repo.queueNewsletterDeliveries(
        t.db.db,
        issue.id,
        [{ subscriberId: ayu.id, locale: 'id', mail: again }],
        new Date(),
      ),
    ).toBe(0);
    expect(await mailsOf('race')).toHaveLength(ACTIVE.length);
  });

  it('is carried on by the server’s own job, on a node started after another stopped half-way', async () => {
    const issue = await create('resume');
    expect((await send(issue)).status).toBe(200);
    // The node that started it queued one batch, then went away.
    expect(await round()).toEqual({ queued: 2, finished: 0 });
    const node = await buildApp({ db: t.db, config: { ...testConfig, newsletter: { intervalMs: 50, batchSize: 2 } } });
    try {
      await node.ready();
      await expect.poll(async () => (await get(issue.id)).status, { timeout: 10_000 }).toBe('sent');
    } finally {
      await node.close();
    }
    expect((await mailsOf('resume')).map((m) => m.to_address).sort()).toEqual(ACTIVE.map((s) => s.email).sort());
  });

  it('delivers an Indonesian issue over SMTP with both parts, the unsubscribe link and headers; the list counts it', async () => {
    const issue = await create('smtp');
    expect((await send(issue)).status).toBe(200);
    await sendAll();
    const transport = createMailTransport({ kind: 'smtp', url: smtp.url }, t.app.log);
    await deliverDueMail(t.db.db, transport, testConfig.mail.from, new Date(Date.now() + 60_000), 500);

    const received = smtp.mailTo('ayu@example.com').find((m) => m.message.headers.subject === 'Surat musim gugur smtp');
    expect(received, 'the Indonesian issue').toBeDefined();
    const token = tokens.get('ayu@example.com')!;
    const text = partText(received!.message, 'text/plain') ?? '';
    const html = partText(received!.message, 'text/html') ?? '';
    expect(text).toContain('Surat musim gugur smtp');
    expect(text).toContain('Kelas malam baru (smtp).');
    expect(text).toContain('Anda menerima surat ini karena berlangganan newsletter Ruang Teduh.');
    expect(text).toContain(`Berhenti berlangganan http://localhost:3000/newsletter/unsubscribe?token=${token}`);
    expect(html).toMatch(/<html [^>]*lang="id"/);
    expect(html).toContain('<strong>malam</strong>');
    expect(html).toContain(`href="http://localhost:3000/newsletter/unsubscribe?token=${token}"`);
    expect(received!.message.headers['list-unsubscribe']).toBe(
      `<http://localhost:3000/api/app/newsletter/unsubscribe/${token}>`,
    );
    expect(received!.message.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    for (const email of [UNCONFIRMED, UNSUBSCRIBED]) expect(smtp.mailTo(email), email).toEqual([]);

    expect((await listRow(issue.id))?.counts).toEqual({ recipients: 5, queued: 5, sent: 5, failed: 0 });

    // A mail server refusing everyone: the list shows them failed (the outbox retries them).
    const refused = await create('refused');
    expect((await send(refused)).status).toBe(200);
    await sendAll();
    smtp.refuse = true;
    try {
      await deliverDueMail(t.db.db, transport, testConfig.mail.from, new Date(Date.now() + 60_000), 500);
    } finally {
      smtp.refuse = false;
    }
    expect((await listRow(refused.id))?.counts).toEqual({ recipients: 5, queued: 5, sent: 0, failed: 5 });
    expect(
      EVERYONE.flatMap((email) => smtp.mailTo(email)).filter((m) => m.message.headers.subject?.includes('refused')),
    ).toEqual([]);
  });
});

describe.each(testDatabaseTargets().filter((target) => target.kind === 'postgres'))(
  'newsletter sending from two connections on $kind',
  (target) => {
    const t = useStaffTestApp(target, EDITOR);

    it('skips an issue another node has claimed (SKIP LOCKED), and sends it once afterwards', async () => {
      for (const [i, locale] of ['en', 'id', 'fr'].entries()) {
        await t.db.db
          .insertInto('newsletter_subscribers')
          .values({
            email: `node-${i}@example.com`,
            locale,
            confirmed_at: new Date(),
            unsubscribe_token: randomBytes(24).toString('base64url'),
          })
          .execute();
      }
      const created = newsletterIssueSchema.parse(
        (await t.client.mutate('admin.newsletter.create', issueText('nodes'), t.admin)).data,
      );
      const started = await t.client.mutate(
        'admin.newsletter.send',
        { id: created.id, version: created.version },
        t.admin,
      );
      expect(started.status).toBe(200);
      const round = () => sendNewsletterBatches(t.db.db, deps, { batchSize: 2, now: new Date() });
      await t.db.db.transaction().execute(async (trx) => {
        expect(await repo.claimSendingNewsletterIssue(trx, created.id)).toBeDefined();
        // The pool gives this round another connection: it passes the held issue by instead of waiting.
        expect(await round()).toEqual({ queued: 0, finished: 0 });
      });
      // Released, it is sent by whichever rounds come next, two at a time or one after the other.
      const rounds = await Promise.all([round(), round()]);
      expect(rounds.reduce((sum, r) => sum + r.queued, 0)).toBeGreaterThanOrEqual(2);
      await round();
      await round();
      expect(await repo.sendingNewsletterIssueIds(t.db.db)).toEqual([]);
      const mails = await t.db.db
        .selectFrom('email_outbox')
        .select('to_address')
        .where('subject', 'in', Object.values(issueText('nodes').subject))
        .execute();
      expect(mails.map((m) => m.to_address).sort()).toEqual([
        'node-0@example.com',
        'node-1@example.com',
        'node-2@example.com',
      ]);
    });
  },
);
