import { type AppRouter, appRouter } from '@app/api';
import { testDatabaseTargets } from '@app/db/testing';
import { createTRPCClient, httpLink, type TRPCClientError } from '@trpc/client';
import sharp from 'sharp';
import superjson from 'superjson';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInStaff, startTestApp, type TestApp, tokenFor } from './helpers';
import { PUBLIC_CONTENT_PREFIXES } from './public-procedures';

/** Procedures anyone may call: the public reads and signing in. Everything else needs a staff session. */
const PUBLIC_PREFIXES = [
  ...PUBLIC_CONTENT_PREFIXES,
  'auth.',
  'registration.',
  // A booking's token is its own credential: the manage link is personal.
  'booking.',
];
/** "My bookings": asking for a link, reading whose it is, using it and signing out need no session; the rest a member's (401). */
const PUBLIC_PROCEDURES = new Set(['member.requestLink', 'member.linkAddress', 'member.signIn', 'member.signOut']);
const ADMIN_ONLY = ['user.list', 'admin.registrants.list'];

type Client = ReturnType<typeof createTRPCClient<AppRouter>>;

function clientFor(address: string, token?: string): Client {
  return createTRPCClient<AppRouter>({
    links: [
      httpLink({
        url: `${address}/trpc`,
        transformer: superjson,
        headers: () => (token ? { authorization: `Bearer ${token}` } : {}),
      }),
    ],
  });
}

const jsonOf = async (response: Response): Promise<any> => response.json();
const statusOf = (error: unknown) => (error as TRPCClientError<AppRouter>).data?.httpStatus;

const newClass = (slug: string) => ({
  slug,
  classType: 'REGULAR' as const,
  title: { en: 'Sunrise Breathwork', fr: 'Respiration au lever du soleil' },
  summary: { en: 'Ten quiet minutes of breathing.', fr: 'Dix minutes calmes de respiration.' },
  description: { en: '<p>Breathe <strong>slowly</strong>.</p>' },
  extendInfo: { day: 'Wednesday' as const, startTime: '06:30', endTime: '07:15' },
  capacity: 12,
  status: 'published' as const,
});

describe.each(testDatabaseTargets())('back office on $kind', (target) => {
  let t: TestApp;
  let address: string;
  let admin: Client;
  let editor: Client;
  let adminToken: string;

  beforeAll(async () => {
    t = await startTestApp(target, { uploadMaxBytes: 200 * 1024 });
    address = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const tokens = await signInStaff(t.db, 'editor@ruangteduh.example');
    adminToken = tokens.admin;
    admin = clientFor(address, tokens.admin);
    editor = clientFor(address, tokens.editor);
  });
  afterAll(() => t?.close());

  it('refuses every non-public procedure to anonymous callers, and admin-only ones to editors', async () => {
    const procedures = Object.entries(
      appRouter._def.procedures as unknown as Record<string, { _def: { type: string } }>,
    );
    expect(procedures.length).toBeGreaterThan(40);
    for (const [path, procedure] of procedures) {
      if (PUBLIC_PREFIXES.some((p) => path.startsWith(p)) || PUBLIC_PROCEDURES.has(path)) continue;
      const url = `${address}/trpc/${path}`;
      const anonymous =
        procedure._def.type === 'query'
          ? await fetch(url)
          : await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
      expect(anonymous.status, `${path} without a session`).toBe(401);
    }
    for (const path of ADMIN_ONLY) {
      const res = await fetch(`${address}/trpc/${path}`, {
        headers: { authorization: `Bearer ${(await tokenFor(t.db, 'editor@ruangteduh.example')).token}` },
      });
      expect(res.status, `${path} as an editor`).toBe(403);
    }
  });

  it('creates, reads, updates and deletes a class; the public site follows at once', async () => {
    const created = await editor.admin.class.create.mutate(newClass('sunrise-breathwork'));
    expect(created.data.title.fr).toBe('Respiration au lever du soleil');
    const french = await fetch(`${address}/api/app/class`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'fr' },
      body: JSON.stringify({ type: 'REGULAR' }),
    }).then(jsonOf);
    expect(french.result.map((c: { title: string }) => c.title)).toContain('Respiration au lever du soleil');

    const updated = await editor.admin.class.update.mutate({
      id: created.id,
      version: created.version,
      data: { ...newClass('sunrise-breathwork'), title: { en: 'Sunrise Breath' }, status: 'draft' },
    });
    expect(updated.version).toBe(created.version + 1);
    expect(updated.data.title).toEqual({ en: 'Sunrise Breath' });
    const detail = await fetch(`${address}/api/app/class-detail`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ slug: 'sunrise-breathwork' }),
    });
    expect(detail.status).toBe(404); // now a draft

    const list = await editor.admin.class.list.query({ search: 'sunrise', status: 'draft' });
    expect(list.rows.map((r) => r.slug)).toEqual(['sunrise-breathwork']);

    // Deleting moves it to the trash: gone from the back office's lists and forms (and the public site).
    await editor.admin.class.delete.mutate({ id: created.id, version: updated.version });
    expect(statusOf(await editor.admin.class.get.query({ id: created.id }).catch((e: unknown) => e))).toBe(404);
    const log = await admin.admin.audit.query();
    expect(log.slice(0, 3).map((e) => e.action)).toEqual(['trash', 'update', 'create']);
    expect(log[0]!.userName).toBe('Eko');
    expect(log[0]!.summary).toBe('Sunrise Breath');
  });

  it('finds changes on the audit page by who, what, which item and when; a facilitator is named, not titled', async () => {
    const facilitator = await editor.admin.counselor.create.mutate({
      slug: 'audit-page-facilitator',
      name: 'Sari Audit',
      title: { en: 'Breathwork coach' },
      summary: { en: 'Teaches breathing.' },
      bio: { en: '<p>Teaches breathing.</p>' },
    });
    await admin.admin.counselor.update.mutate({
      id: facilitator.id,
      version: facilitator.version,
      data: { ...facilitator.data, summary: { en: 'Teaches calm breathing.' } },
    });
    const mine = await admin.admin.auditLog.query({ entity: 'facilitator', entityId: String(facilitator.id) });
    expect(mine.total).toBe(2);
    expect(mine.rows.map((row) => [row.action, row.userName, row.summary])).toEqual([
      ['update', 'Dewi Admin', 'Sari Audit'],
      ['create', 'Eko', 'Sari Audit'],
    ]);
    expect(mine.people.map((person) => person.name)).toEqual(expect.arrayContaining(['Dewi Admin', 'Eko']));
    expect(mine.entities).toContain('facilitator');
    expect(mine.actions).toEqual(expect.arrayContaining(['create', 'update']));

    const eko = mine.people.find((person) => person.name === 'Eko')!;
    const byEko = await admin.admin.auditLog.query({ userId: eko.id, search: 'sari audit' });
    expect(byEko.rows.map((row) => row.action)).toEqual(['create']);
    const today = new Date().toISOString().slice(0, 10);
    expect((await admin.admin.auditLog.query({ search: 'Sari Audit', from: today, to: today })).total).toBe(2);
    expect((await admin.admin.auditLog.query({ search: 'Sari Audit', to: '2020-01-01' })).total).toBe(0);
    const paged = await admin.admin.auditLog.query({ search: 'Sari Audit', pageSize: 1, page: 2 });
    expect([paged.total, paged.rows.length, paged.rows[0]!.action]).toEqual([2, 1, 'create']);
    // The search box finds it by name among every kind of content, and a class by its title.
    const hits = await editor.admin.search.query({ q: 'sari aud' });
    expect(hits).toEqual([
      {
        kind: 'facilitator',
        id: facilitator.id,
        title: 'Sari Audit',
        matched: null,
        status: facilitator.data.status,
        detail: expect.any(String),
      },
    ]);
    const classes = (await editor.admin.search.query({ q: 'yoga' })).filter((hit) => hit.kind === 'class');
    expect(classes.length).toBeGreaterThan(0);
    expect(classes.every((hit) => /yoga/i.test(hit.title))).toBe(true);
    expect(statusOf(await editor.admin.search.query({ q: 'a' }).catch((e: unknown) => e))).toBe(422);
    // A wrong date is a field error, not an empty page.
    expect(statusOf(await admin.admin.auditLog.query({ from: '2026-02-30' }).catch((e: unknown) => e))).toBe(422);
  });

  it('the search box finds titles in any language, pages, newsletter issues and images, and reads % and _ as text', async () => {
    // The seed's "Family conversations" is "Percakapan keluarga" in Indonesian only.
    expect(await editor.admin.search.query({ q: 'Percakapan' })).toEqual([
      expect.objectContaining({ kind: 'class', title: 'Family conversations', matched: 'Percakapan keluarga' }),
    ]);
    // A content list's search finds it the same way.
    const listed = await editor.admin.class.list.query({ search: 'percakapan' });
    expect(listed.rows.map((row) => row.title)).toEqual(['Family conversations']);

    // A page by its title in Indonesian, and by its code.
    expect(await editor.admin.search.query({ q: 'Metode kami' })).toEqual([
      {
        kind: 'page',
        id: expect.any(Number),
        title: 'Our method',
        matched: 'Metode kami',
        status: 'published',
        detail: 'method',
      },
    ]);
    expect((await editor.admin.search.query({ q: 'bermedia' })).map((hit) => [hit.kind, hit.detail])).toEqual([
      ['page', 'bermedia-sosial'],
    ]);

    // A newsletter issue by its subject in any language (editors write them too).
    const issue = await editor.admin.newsletter.create.mutate({
      subject: { en: 'December letter', id: 'Surat bulan Desember' },
      body: { en: '<p>Hello.</p>' },
    });
    expect(await editor.admin.search.query({ q: 'surat bulan' })).toEqual([
      {
        kind: 'newsletter issue',
        id: issue.id,
        title: 'December letter',
        matched: 'Surat bulan Desember',
        status: 'draft',
        detail: '',
      },
    ]);

    // An image by its alternative text in another language ("teratai": lotus).
    const images = await editor.admin.search.query({ q: 'teratai' });
    expect(images.length).toBeGreaterThan(0);
    for (const hit of images) {
      expect(hit.kind).toBe('image');
      expect(hit.matched).toMatch(/teratai/i);
    }
    expect(images[0]!.title).toMatch(/lotus/i);

    // Wildcards are text: nothing is called "%_".
    expect(await editor.admin.search.query({ q: '%_' })).toEqual([]);
  });

  it('refuses an edit of a row changed meanwhile, overwriting nothing', async () => {
    const created = await admin.admin.class.create.mutate(newClass('concurrent-class'));
    await admin.admin.class.update.mutate({
      id: created.id,
      version: created.version,
      data: { ...newClass('concurrent-class'), title: { en: 'First editor' } },
    });
    const stale = await editor.admin.class.update
      .mutate({
        id: created.id,
        version: created.version,
        data: { ...newClass('concurrent-class'), title: { en: 'Second editor' } },
      })
      .catch((e: unknown) => e);
    expect(statusOf(stale)).toBe(409);
    expect((stale as Error).message).toMatch(/changed this item/);
    expect((await admin.admin.class.get.query({ id: created.id })).data.title.en).toBe('First editor');
  });

  it('answers per-field validation errors and keeps slugs unique', async () => {
    const invalid = await admin.admin.class.create
      .mutate({ ...newClass('Bad Slug!'), title: { en: '' }, extendInfo: { day: null } } as never)
      .catch((e: unknown) => e);
    const data = (invalid as TRPCClientError<AppRouter>).data;
    expect(data?.httpStatus).toBe(422);
    expect(Object.keys(data?.fieldErrors ?? {}).sort()).toEqual(['extendInfo.day', 'slug', 'title.en']);

    const existing = await t.db.db.selectFrom('classes').select('slug').executeTakeFirstOrThrow();
    const duplicate = await admin.admin.class.create.mutate(newClass(existing.slug)).catch((e: unknown) => e);
    expect(statusOf(duplicate)).toBe(422);
    expect((duplicate as TRPCClientError<AppRouter>).data?.fieldErrors?.slug?.[0]).toMatch(/already used/);
  });

  it('sanitises rich text: no scripts, event handlers or javascript: links', async () => {
    const created = await admin.admin.class.create.mutate({
      ...newClass('sanitised-class'),
      description: {
        en: '<p onclick="alert(1)">Hi<script>alert(2)</script><img src=x onerror="alert(3)"><a href="javascript:alert(4)">x</a><a href="https://ok.example">ok</a></p>',
      },
    });
    const html = created.data.description.en ?? '';
    expect(html).not.toMatch(/script|onclick|onerror|javascript:|<img/i);
    expect(html).toContain('<a href="https://ok.example">ok</a>');
  });

  it('updates a single page and the schedule image', async () => {
    const page = await editor.admin.page.get.query({ code: 'about' });
    const saved = await editor.admin.page.update.mutate({
      code: 'about',
      version: page.version,
      data: {
        title: { en: 'About Ruang Teduh' },
        content: { en: '<h2>Hello</h2><p>We breathe.</p>' },
        status: 'published',
      },
    });
    expect(saved.version).toBe(page.version + 1);
    const pub = await fetch(`${address}/api/app/static-content`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code: 'about' }),
    }).then(jsonOf);
    expect(pub.result.title).toBe('About Ruang Teduh');
    const stale = await editor.admin.page.update
      .mutate({
        code: 'about',
        version: page.version,
        data: { title: { en: 'x' }, content: { en: 'y' }, status: 'published' },
      })
      .catch((e: unknown) => e);
    expect(statusOf(stale)).toBe(409);

    const image = await t.db.db.selectFrom('images').select('id').executeTakeFirstOrThrow();
    await editor.admin.schedule.set.mutate({ imageId: image.id });
    const settings = await fetch(`${address}/api/app/settings`).then(jsonOf);
    expect(settings.result.scheduleImage.url).toMatch(/^\/images\//);
  });

  describe('image uploads', () => {
    const upload = (body: Blob, name: string, token = adminToken) => {
      const form = new FormData();
      form.append('file', body, name);
      return fetch(`${address}/api/admin/images`, {
        method: 'POST',
        body: form,
        headers: { authorization: `Bearer ${token}` },
      });
    };

    it('stores a real image with WebP variants and without metadata', async () => {
      const png = await sharp({ create: { width: 700, height: 400, channels: 3, background: '#2f6b57' } })
        .withExif({ IFD0: { Copyright: 'secret camera owner' } })
        .png()
        .toBuffer();
      const res = await upload(new Blob([png]), 'photo.png');
      expect(res.status).toBe(200);
      const body = await jsonOf(res);
      expect(body.srcset).toMatch(/320w.*640w/);
      const variant = Buffer.from(await (await fetch(`${address}${body.url}`)).arrayBuffer());
      const meta = await sharp(variant).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
    });

    it('refuses a renamed non-image, an SVG, an oversized file and anonymous callers', async () => {
      const renamed = await upload(new Blob(['not really a picture']), 'photo.png');
      expect(renamed.status).toBe(422);
      expect((await jsonOf(renamed)).errors.file[0]).toMatch(/JPEG, PNG, WebP or AVIF/);
      const svg = await upload(
        new Blob(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>']),
        'x.svg',
      );
      expect(svg.status).toBe(422);
      const big = await sharp({ create: { width: 1200, height: 1200, channels: 3, background: '#c9a54a' } })
        .png({ compressionLevel: 0 })
        .toBuffer();
      expect(big.length).toBeGreaterThan(200 * 1024);
      expect((await upload(new Blob([big]), 'big.png')).status).toBe(413);
      expect((await upload(new Blob(['x']), 'x.png', 'not-a-token')).status).toBe(401);
    });
  });
});
