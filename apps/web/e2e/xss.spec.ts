import { type APIRequestContext, type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test';
import {
  escapeHtml,
  findInjections,
  HOSTILE_URLS,
  isStructural,
  LOCALE_LETTER,
  LOCALES,
  type Locale,
  PLAIN_PAYLOADS,
  QUOTED_PATH,
  QUOTED_URL,
  REPLACEMENT_PATTERNS,
  RICH_PAYLOADS,
} from './xss-payloads';
import { soonestOpenSession } from './sessions';

/*
 * Stored XSS: hostile text goes in through every admin text field (the class form in the browser,
 * everything else through the admin tRPC API exactly as the SPA calls it), in every locale; then
 * every public page that shows it is opened in Chromium. A payload that runs sets window.__xss and
 * calls alert(), so a dialog or the flag fails the test; the DOM is also searched for anything the
 * payloads could have become. The visitor contexts bypass the Content-Security-Policy so that CSP
 * cannot hide an injection; a separate English pass with CSP on reports violations for information.
 *
 * Only new records are created (published, sorted last) and the static pages are restored after.
 */

const ADMIN = { email: 'admin@ruangteduh.example', password: 'teduh-demo-2026' };
const RUN = Date.now().toString(36);
const CLASS_TYPES = ['REGULAR', 'PRIVATE_SESSION', 'WORKSHOP_AND_EVENT'] as const;
const LAST = 90_000;
const VARIANTS = PLAIN_PAYLOADS.map((_, i) => i);

/** Static content codes and the public page that shows each (editable in the back office or via the admin API). */
const STATIC_PAGES: Array<[code: string, path: string]> = [
  ['home', '/'],
  ['journey', '/session-classes'],
  ['counselor', '/facilitators'],
  ['media', '/media'],
  ['story', '/story'],
  ['faq', '/faq'],
  ['corporate', '/corporate'],
  ['corporate-faq', '/corporate/faq'],
  ['method', '/about-us'],
  ['about', '/about'],
  ['corporate-terms', '/corporate/terms'],
  ['self-decipline', '/ngakalin-self-decipline'],
  ['bermedia-sosial', '/bermedia-sosial'],
  ['menyayangi-tubuh', '/menyayangi-tubuh'],
  ['acknowledge', '/being-acknowledge'],
  ['contact', '/contact'],
  ['terms', '/terms'],
  ['privacy-policy', '/privacy-policy'],
  ['terms-conditions', '/terms-conditions'],
];

// ---- field values ------------------------------------------------------------------------------

/** A short marker naming the field, the record and the locale, e.g. `ct3f` (class title 3, French). */
const mark = (field: string, i: number, locale?: Locale) => `${field}${i}${locale ? LOCALE_LETTER[locale] : ''}`;
/** Plain text: marker + payload; it must come back as exactly this text. */
const plain = (field: string, i: number, locale?: Locale) => `${mark(field, i, locale)} ${PLAIN_PAYLOADS[i]}`;
const localized = (field: string, i: number) =>
  Object.fromEntries(LOCALES.map((l) => [l, plain(field, i, l)])) as Record<Locale, string>;
/** Rich text: the marker, the payload as escaped text, then the payload and every rich payload as raw HTML. */
const rich = (field: string, i: number, locale: Locale) =>
  `<p>${mark(field, i, locale)}</p><p>${escapeHtml(PLAIN_PAYLOADS[i]!)}</p>${PLAIN_PAYLOADS[i]}${RICH_PAYLOADS.join('')}`;
const richLocalized = (field: string, i: number) =>
  Object.fromEntries(LOCALES.map((l) => [l, rich(field, i, l)])) as Record<Locale, string>;
/** What a rich field must show: its marker and the escaped payload as literal text. */
const richShows = (field: string, i: number, locale: Locale) => [mark(field, i, locale), PLAIN_PAYLOADS[i]!];

const ALL_PLAIN = PLAIN_PAYLOADS.join(' ');
const pageTitle = (code: string, locale: Locale) => `pt-${code}-${LOCALE_LETTER[locale]} ${ALL_PLAIN}`;
const pageContentMark = (code: string, locale: Locale) => `pc-${code}-${LOCALE_LETTER[locale]}`;
const pageContent = (code: string, locale: Locale) =>
  `<p>${pageContentMark(code, locale)}</p><p>${escapeHtml(ALL_PLAIN)}</p>${ALL_PLAIN}${RICH_PAYLOADS.join('')}`;

const slug = (kind: string, i: number) => `xss-${kind}-${i}-${RUN}`;

// ---- the admin API, as the SPA calls it --------------------------------------------------------

class TrpcError extends Error {
  constructor(
    readonly path: string,
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`${path} answered ${status}: ${JSON.stringify(body).slice(0, 500)}`);
  }
}

/** tRPC over HTTP with the bearer token and the XSRF double-submit header, like apps/web/src/app/trpc.ts. */
class AdminApi {
  private constructor(
    private readonly request: APIRequestContext,
    private readonly headers: Record<string, string>,
  ) {}

  static async of(context: BrowserContext) {
    const cookies = await context.cookies();
    const token = cookies.find((c) => c.name === 'token')?.value;
    const xsrf = cookies.find((c) => c.name === 'XSRF-TOKEN')?.value;
    expect(token, 'token cookie after sign-in').toBeTruthy();
    expect(xsrf, 'XSRF-TOKEN cookie after sign-in').toBeTruthy();
    return new AdminApi(context.request, {
      authorization: `Bearer ${decodeURIComponent(token!)}`,
      'x-xsrf-token': xsrf!,
      'accept-language': 'en',
    });
  }

  async mutate<T = any>(path: string, input: unknown): Promise<T> {
    const response = await this.request.post(`/trpc/${path}`, { headers: this.headers, data: { json: input } });
    const body = await response.json().catch(() => null);
    if (!response.ok()) throw new TrpcError(path, response.status(), body);
    return body.result.data.json as T;
  }

  async query<T = any>(path: string, input: unknown): Promise<T> {
    const query = encodeURIComponent(JSON.stringify({ json: input }));
    const response = await this.request.get(`/trpc/${path}?input=${query}`, { headers: this.headers });
    const body = await response.json().catch(() => null);
    if (!response.ok()) throw new TrpcError(path, response.status(), body);
    return body.result.data.json as T;
  }
}

async function signIn(page: Page) {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

// ---- visiting pages ----------------------------------------------------------------------------

interface Visit {
  path: string;
  /** Text that must be in the page (so the content is there, as inert text). */
  shows: string[];
}

interface PassOptions {
  locale: Locale;
  /** Let injected inline script run if there is any (CSP off), so that only the app's escaping counts. */
  bypassCSP: boolean;
  storageState?: Awaited<ReturnType<BrowserContext['storageState']>>;
  tabs?: number;
}

/** Opens every page (a few tabs at once) and answers everything that went wrong, plus CSP reports. */
async function visitAll(browser: Browser, visits: Visit[], options: PassOptions) {
  const context = await browser.newContext({ bypassCSP: options.bypassCSP, storageState: options.storageState });
  await context.addCookies([{ name: 'locale', value: options.locale, url: test.info().project.use.baseURL! }]);
  await context.addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      const where = event.sourceFile ? ` at ${event.sourceFile}:${event.lineNumber}` : '';
      w.__csp.push(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'}${where} ${event.sample}`);
    });
  });
  const problems: string[] = [];
  const csp: string[] = [];
  const queue = [...visits];

  const worker = async () => {
    const page = await context.newPage();
    let current = '';
    page.on('dialog', (dialog) => {
      problems.push(`${current}: a ${dialog.type()} dialog opened: "${dialog.message()}"`);
      dialog.dismiss().catch(() => {});
    });
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content.Security.Policy/i.test(message.text())) {
        csp.push(`${current}: ${message.text().slice(0, 300)}`);
      }
    });
    page.on('pageerror', (error) => problems.push(`${current}: uncaught ${error.name}: ${error.message}`));
    for (let visit = queue.shift(); visit; visit = queue.shift()) {
      current = `[${options.locale}] ${visit.path}`;
      await page.goto(visit.path);
      const missing = (texts: string[]) => texts.filter((text) => !(document.body.textContent ?? '').includes(text));
      try {
        await expect.poll(() => page.evaluate(missing, visit.shows), { timeout: 15_000 }).toEqual([]);
      } catch {
        const shown = await page.evaluate(() => (document.querySelector('main') ?? document.body).textContent ?? '');
        problems.push(
          `${current}: missing text ${JSON.stringify(await page.evaluate(missing, visit.shows))}; the page shows ${JSON.stringify(shown.slice(0, 300))}`,
        );
      }
      await page.waitForLoadState('networkidle');
      const flag = await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss);
      if (flag !== undefined) problems.push(`${current}: payload ${String(flag)} ran (window.__xss)`);
      for (const found of await page.evaluate(findInjections, null)) problems.push(`${current}: ${found}`);
      for (const report of await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)) {
        csp.push(`${current}: ${report}`);
      }
    }
    await page.close();
  };
  await Promise.all(Array.from({ length: options.tabs ?? 4 }, worker));
  await context.close();
  return { problems, csp };
}

// ---- what gets created -------------------------------------------------------------------------

interface Created {
  entity: 'class' | 'counselor' | 'media' | 'story' | 'slider' | 'client' | 'faq';
  id: number;
  version: number;
}

let adminContext: BrowserContext;
let api: AdminApi;
const created: Created[] = [];
const originalPages = new Map<string, { title: unknown; content: unknown; status: string }>();

async function create(entity: Created['entity'], input: unknown) {
  const item = await api.mutate<{ id: number; version: number }>(`admin.${entity}.create`, input);
  created.push({ entity, id: item.id, version: item.version });
  return item;
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  adminContext = await browser.newContext();
  const page = await adminContext.newPage();
  await signIn(page);
  api = await AdminApi.of(adminContext);

  const counselorIds: number[] = [];
  for (const i of VARIANTS) {
    const person = await create('counselor', {
      slug: slug('facilitator', i),
      name: plain('fn', i),
      title: localized('ft', i),
      summary: localized('fs', i),
      bio: richLocalized('fb', i),
      groups: [i % 2 ? 'coach' : 'employee-assistance'],
      languages: ['id', 'en'],
      contactLinks: [
        { label: plain('fk', i), url: QUOTED_URL },
        { label: `fm${i} mail`, url: 'mailto:hello@example.com' },
      ],
      status: 'published',
      sortOrder: LAST + i,
    });
    counselorIds.push(person.id);
  }
  for (const i of VARIANTS) {
    await create('class', {
      slug: slug('class', i),
      classType: CLASS_TYPES[i % CLASS_TYPES.length],
      title: localized('ct', i),
      summary: localized('cs', i),
      description: richLocalized('cd', i),
      extendInfo: {
        day: 'Saturday',
        startTime: '10:00',
        endTime: '11:30',
        // Only known IANA zones are accepted (a hostile string is refused with 422).
        timeZone: 'Asia/Jakarta',
        startDate: '2030-01-05',
        endDate: '2030-01-06',
        durationMinutes: 90,
        format: 'hybrid',
        location: localized('cl', i),
        onlineUrl: QUOTED_URL,
        price: 150_000,
        currency: '<S>',
      },
      capacity: 12,
      facilitatorIds: [counselorIds[i]],
      status: 'published',
      sortOrder: LAST + i,
    });
  }
  for (const i of VARIANTS) {
    // Newest first on /media and the home page: variant 0 is the newest.
    const publishedAt = new Date(Date.now() - i * 60_000).toISOString();
    await create('media', {
      slug: slug('media', i),
      title: localized('mt', i),
      excerpt: localized('mx', i),
      body: richLocalized('mb', i),
      author: plain('ma', i),
      publishedAt,
      status: 'published',
      source: plain('mo', i),
      externalUrl: QUOTED_URL,
    });
    await create('story', {
      slug: slug('story', i),
      title: localized('st', i),
      excerpt: localized('sx', i),
      body: richLocalized('sb', i),
      author: plain('sa', i),
      publishedAt,
      status: 'published',
    });
    await create('slider', {
      title: localized('lt', i),
      text: localized('lx', i),
      linkUrl: i % 2 ? QUOTED_URL : QUOTED_PATH,
      linkLabel: localized('ll', i),
      status: 'published',
      sortOrder: LAST + i,
    });
    await create('client', { name: plain('kn', i), url: QUOTED_URL, status: 'published', sortOrder: LAST + i });
    for (const [scope, q, a] of [
      ['general', 'gq', 'ga'],
      ['corporate', 'rq', 'ra'],
    ] as const) {
      await create('faq', {
        scope,
        question: localized(q, i),
        answer: richLocalized(a, i),
        status: 'published',
        sortOrder: LAST + i,
      });
    }
  }
  for (const [code] of STATIC_PAGES) {
    const current = await api.query<{ version: number; data: { title: unknown; content: unknown; status: string } }>(
      'admin.page.get',
      { code },
    );
    originalPages.set(code, current.data);
    await api.mutate('admin.page.update', {
      code,
      version: current.version,
      data: {
        title: Object.fromEntries(LOCALES.map((l) => [l, pageTitle(code, l)])),
        content: Object.fromEntries(LOCALES.map((l) => [l, pageContent(code, l)])),
        status: 'published',
      },
    });
  }
  await page.close();
});

test.afterAll(async () => {
  test.setTimeout(120_000);
  if (!api) return;
  // Classes first: they refer to the facilitators.
  const order: Created['entity'][] = ['class', 'counselor', 'media', 'story', 'slider', 'client', 'faq'];
  for (const entity of order) {
    for (const item of created.filter((c) => c.entity === entity)) {
      const current = await api
        .query<{ version: number; data: Record<string, unknown> }>(`admin.${entity}.get`, { id: item.id })
        .catch(() => null);
      if (!current) continue;
      const deleted = await api
        .mutate(`admin.${entity}.delete`, { id: item.id, version: current.version })
        .then(() => true)
        .catch((error: unknown) => {
          // A class someone registered for keeps its registrants: it is unpublished instead (409).
          if (entity === 'class' && error instanceof TrpcError && error.status === 409) return false;
          throw error;
        });
      if (!deleted) {
        await api.mutate('admin.class.update', {
          id: item.id,
          version: current.version,
          data: { ...current.data, status: 'draft' },
        });
      }
    }
  }
  for (const [code, data] of originalPages) {
    const current = await api.query<{ version: number }>('admin.page.get', { code });
    await api.mutate('admin.page.update', { code, version: current.version, data });
  }
  await adminContext.close();
});

// ---- the tests ---------------------------------------------------------------------------------

test('the checks catch a payload that reaches the DOM (control)', async ({ browser }) => {
  const context = await browser.newContext({ bypassCSP: true });
  const page = await context.newPage();
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    dialog.dismiss().catch(() => {});
  });
  await page.goto('/robots.txt');
  // Every payload that is markup is found by the DOM search (the plain javascript: text is not markup;
  // the <noscript> one and the entity-encoded one are inert when parsed without scripting).
  const markup = [
    ...PLAIN_PAYLOADS.filter((p) => p.startsWith('<') || p.startsWith('"') || p.startsWith("'")),
    ...RICH_PAYLOADS.filter((p) => !p.includes('noscript') && !p.includes('r40')),
  ];
  for (const payload of markup) {
    expect(await page.evaluate(findInjections, payload), payload).not.toEqual([]);
  }
  // With the CSP bypassed, a payload that gets into the page runs: the dialog and the flag see it.
  await page.evaluate((html) => {
    document.body.innerHTML = html;
  }, PLAIN_PAYLOADS[1]);
  await expect.poll(() => dialogs).toEqual(['2']);
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBe(2);
  await context.close();
});

test('hostile text typed into the class form (plain fields and the rich-text editor) is saved and shown inert', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const page = await adminContext.newPage();
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    dialog.dismiss().catch(() => {});
  });
  const uiSlug = `xss-ui-class-${RUN}`;
  const title = {
    en: `uit-e ${PLAIN_PAYLOADS[6]} ${PLAIN_PAYLOADS[1]}`,
    fr: `uit-f ${PLAIN_PAYLOADS[5]} ${PLAIN_PAYLOADS[2]}`,
  };
  const summary = `uis-e ${PLAIN_PAYLOADS[0]} ${PLAIN_PAYLOADS[4]}`;
  const typed = `uid-e ${PLAIN_PAYLOADS[1]} ${PLAIN_PAYLOADS[4]} ${PLAIN_PAYLOADS[7]}`;
  const pasted = `<p>uip-e pasted</p><p><a href="javascript:top.__xss=50;alert(50)">uip-link</a></p>${RICH_PAYLOADS.join('')}`;
  const location = `uil-e ${PLAIN_PAYLOADS[5]}`;

  await page.goto('/admin/class/create');
  await page.getByRole('textbox', { name: 'Title (English)' }).fill(title.en);
  await page.getByRole('textbox', { name: 'Slug (required)' }).fill(uiSlug);
  await page
    .getByRole('group', { name: /^Title/ })
    .getByRole('tab', { name: 'Français' })
    .click();
  await page.getByRole('textbox', { name: 'Title (Français)' }).fill(title.fr);
  await page.getByRole('textbox', { name: 'Summary (English)' }).fill(summary);
  const editor = page.getByRole('textbox', { name: 'Description (English)' });
  await editor.click();
  await page.keyboard.type(typed);
  await page.keyboard.press('Enter');
  // Paste HTML as a browser would from the clipboard: TipTap parses it, the server sanitises it.
  await editor.evaluate((element, html) => {
    const data = new DataTransfer();
    data.setData('text/html', html);
    data.setData('text/plain', html);
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, pasted);
  await expect(editor).toContainText('uip-e pasted');
  await expect(editor).toContainText(typed);
  await page.getByRole('combobox', { name: 'Type (required)' }).selectOption('REGULAR');
  await page.getByRole('combobox', { name: 'Day of the week (required)' }).selectOption('Saturday');
  await page.getByRole('textbox', { name: 'Start time' }).fill('18:00');
  await page.getByRole('textbox', { name: 'End time' }).fill('19:00');
  await page.getByRole('combobox', { name: 'Time zone' }).selectOption('Asia/Jakarta');
  await page.getByRole('combobox', { name: 'Format' }).selectOption('hybrid');
  await page.getByRole('textbox', { name: 'Location (English)' }).fill(location);
  const meetingLink = page.getByRole('textbox', { name: 'Online meeting link' });
  await page.getByRole('combobox', { name: 'Status' }).selectOption('published');

  // A javascript: URL is refused by the form.
  await meetingLink.fill('javascript:top.__xss=51;alert(51)');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Invalid URL').first()).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/class\/create$/);

  await meetingLink.fill(QUOTED_URL);
  await expect(page.getByRole('textbox', { name: 'Slug (required)' })).toHaveValue(uiSlug);
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('published');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/admin\/class$/);
  await expect(page.getByRole('link', { name: title.en }).first()).toBeVisible();
  const row = (
    await api.query<{ rows: Array<{ id: number; version: number }> }>('admin.class.list', { search: uiSlug })
  ).rows[0]!;
  created.push({ entity: 'class', id: row.id, version: row.version });

  // What was stored: the typed text stays text; the pasted markup lost everything active.
  const stored = await api.query<{ data: { slug: string; status: string; description: Record<string, string> } }>(
    'admin.class.get',
    { id: row.id },
  );
  expect([stored.data.slug, stored.data.status]).toEqual([uiSlug, 'published']);
  const storedHtml = stored.data.description.en!;
  expect(await page.evaluate(findInjections, storedHtml)).toEqual([]);
  expect(storedHtml).not.toMatch(/<(script|img|svg|iframe|object|embed|math|form|input|video|style)\b/i);
  const storedText = await page.evaluate(
    (html) => new DOMParser().parseFromString(html, 'text/html').body.textContent,
    storedHtml,
  );
  expect(storedText).toContain(typed);
  expect(storedText).toContain('uip-link');

  const checks: Visit[] = [
    { path: `/class/${uiSlug}`, shows: [title.en, summary, typed, 'uip-e pasted', 'uip-link', location] },
  ];
  const en = await visitAll(browser, checks, { locale: 'en', bypassCSP: true, tabs: 1 });
  const fr = await visitAll(browser, [{ path: `/class/${uiSlug}`, shows: [title.fr, summary, typed] }], {
    locale: 'fr',
    bypassCSP: true,
    tabs: 1,
  });
  expect([...en.problems, ...fr.problems, ...dialogs]).toEqual([]);

  // And a visitor sees the hostile title and description as text on the page.
  const visitor = await browser.newContext({ bypassCSP: true });
  const tab = await visitor.newPage();
  tab.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    dialog.dismiss().catch(() => {});
  });
  await tab.goto(`/class/${uiSlug}`);
  await expect(tab.getByRole('heading', { level: 1 })).toHaveText(title.en);
  await expect(tab.getByText(typed)).toBeVisible();
  await expect(tab.getByRole('link', { name: 'uip-link' })).toHaveCount(0);
  expect(dialogs).toEqual([]);
  await visitor.close();
  await page.close();
});

test('URL fields refuse javascript:, data: and vbscript: URLs through the admin API', async () => {
  const base = {
    media: {
      slug: slug('media-url', 0),
      title: { en: 'URL check' },
      excerpt: { en: 'x' },
      body: { en: '<p>x</p>' },
      author: 'x',
      publishedAt: new Date().toISOString(),
    },
    client: { name: 'URL check' },
    slider: { title: { en: 'URL check' }, text: { en: 'x' } },
    counselor: {
      slug: slug('facilitator-url', 0),
      name: 'URL check',
      title: { en: 'x' },
      summary: { en: 'x' },
      bio: { en: '<p>x</p>' },
    },
    class: {
      slug: slug('class-url', 0),
      classType: 'PRIVATE_SESSION',
      title: { en: 'URL check' },
      summary: { en: 'x' },
      description: { en: '<p>x</p>' },
    },
  };
  const attempts: Array<[entity: Created['entity'], field: string, input: (url: string) => unknown]> = [
    ['media', 'externalUrl', (url) => ({ ...base.media, externalUrl: url })],
    ['client', 'url', (url) => ({ ...base.client, url })],
    ['slider', 'linkUrl', (url) => ({ ...base.slider, linkUrl: url })],
    ['counselor', 'contactLinks.url', (url) => ({ ...base.counselor, contactLinks: [{ label: 'x', url }] })],
    ['class', 'extendInfo.onlineUrl', (url) => ({ ...base.class, extendInfo: { format: 'online', onlineUrl: url } })],
  ];
  const accepted: string[] = [];
  for (const [entity, field, input] of attempts) {
    for (const url of HOSTILE_URLS) {
      const result = await api.mutate(`admin.${entity}.create`, input(url)).then(
        (item: { id: number; version: number }) => item,
        (error: unknown) => error,
      );
      if (result instanceof TrpcError) {
        // Refused as invalid input (a validation error names the field), not by a crash.
        const what = `${entity}.${field} = ${JSON.stringify(url)}`;
        expect([400, 422], `${what}: ${result.message}`).toContain(result.status);
        const fieldErrors = (result.body as { error?: { json?: { data?: { fieldErrors?: object } } } } | null)?.error
          ?.json?.data?.fieldErrors;
        expect(Object.keys(fieldErrors ?? {}), what).toContainEqual(expect.stringMatching(`^${field.split('.')[0]}`));
      } else {
        const item = result as { id: number; version: number };
        created.push({ entity, id: item.id, version: item.version });
        accepted.push(`${entity}.${field} accepted ${JSON.stringify(url)}`);
      }
    }
  }
  expect(accepted).toEqual([]);
});

for (const locale of LOCALES) {
  test(`public pages in ${locale}: every stored payload shows as inert text`, async ({ browser }) => {
    test.setTimeout(240_000);
    const visits: Visit[] = [];
    const page = (code: string) => [pageTitle(code, locale), pageContentMark(code, locale), ALL_PLAIN];
    const each = (fn: (i: number) => string[]) => VARIANTS.flatMap(fn);

    visits.push({
      path: '/',
      shows: [
        ...page('home'),
        ...each((i) => [plain('lt', i, locale), plain('lx', i, locale), plain('ll', i, locale)]),
        // The three newest media articles, as teasers.
        ...[0, 1, 2].flatMap((i) => [plain('mt', i, locale), plain('mx', i, locale)]),
      ],
    });
    visits.push({
      path: '/session-classes',
      shows: [...page('journey'), ...each((i) => [plain('ct', i, locale), plain('cs', i, locale)])],
    });
    visits.push({
      path: '/facilitators',
      shows: [...page('counselor'), ...each((i) => [plain('fn', i), plain('ft', i, locale)])],
    });
    visits.push({
      path: '/media',
      shows: [
        ...page('media'),
        ...each((i) => [
          plain('mt', i, locale),
          plain('mx', i, locale),
          // The author is shown through Lingui's <Trans>By {author}</Trans>, which reads `<tag>…</tag>`
          // in an interpolated value as its own markup and drops it: only the marker is sure to show.
          mark('ma', i),
          plain('mo', i),
          ...richShows('mb', i, locale),
        ]),
      ],
    });
    visits.push({ path: `/media#${slug('media', 4)}`, shows: richShows('mb', 4, locale) });
    visits.push({
      path: '/story',
      shows: [
        ...page('story'),
        ...each((i) => [plain('st', i, locale), plain('sx', i, locale), mark('sa', i), ...richShows('sb', i, locale)]),
      ],
    });
    visits.push({
      path: '/faq',
      shows: [...page('faq'), ...each((i) => [plain('gq', i, locale), ...richShows('ga', i, locale)])],
    });
    visits.push({
      path: '/corporate/faq',
      shows: [...page('corporate-faq'), ...each((i) => [plain('rq', i, locale), ...richShows('ra', i, locale)])],
    });
    visits.push({ path: '/corporate', shows: [...page('corporate'), ...each((i) => [plain('kn', i)])] });
    for (const [code, path] of STATIC_PAGES) {
      if (!visits.some((v) => v.path === path)) visits.push({ path, shows: page(code) });
    }
    for (const i of VARIANTS) {
      visits.push({
        path: `/class/${slug('class', i)}`,
        shows: [
          plain('ct', i, locale),
          plain('cs', i, locale),
          ...richShows('cd', i, locale),
          plain('cl', i, locale),
          plain('fn', i),
        ],
      });
      visits.push({
        path: `/facilitators/${slug('facilitator', i)}`,
        shows: [
          plain('fn', i),
          plain('ft', i, locale),
          plain('fs', i, locale),
          ...richShows('fb', i, locale),
          plain('fk', i),
          plain('ct', i, locale),
        ],
      });
    }

    const { problems, csp } = await visitAll(browser, visits, { locale, bypassCSP: true });
    expect(problems).toEqual([]);
    if (csp.length > 0) test.info().annotations.push({ type: 'csp', description: csp.join('\n') });
  });
}

test('with the CSP on, English pages report what the policy blocked (information only)', async ({ browser }) => {
  test.setTimeout(180_000);
  const paths = [
    ...STATIC_PAGES.map(([, path]) => path),
    ...VARIANTS.flatMap((i) => [`/class/${slug('class', i)}`, `/facilitators/${slug('facilitator', i)}`]),
  ];
  const { problems, csp } = await visitAll(
    browser,
    [...new Set(paths)].map((path) => ({ path, shows: [] })),
    { locale: 'en', bypassCSP: false },
  );
  // The same report on many pages is listed once, with the number of pages.
  const pagesBy = new Map<string, number>();
  for (const line of csp) {
    const report = line.replace(/^\[\w+(-\w+)?\] \S+: /, '');
    pagesBy.set(report, (pagesBy.get(report) ?? 0) + 1);
  }
  const summary = [...pagesBy].map(([report, count]) => `${report} (${count} page loads)`).join('\n');
  test.info().annotations.push({ type: 'csp', description: summary || 'No Content-Security-Policy violations.' });
  if (summary) console.log(`CSP reports (information only):\n${summary}`);
  expect(problems).toEqual([]);
});

test('back-office lists and editors show stored payloads inert', async ({ browser }) => {
  test.setTimeout(180_000);
  const idOf = (entity: Created['entity'], n = 0) => created.filter((c) => c.entity === entity)[n]!.id;
  const visits: Visit[] = [
    { path: '/admin', shows: [] },
    { path: '/admin/class', shows: VARIANTS.map((i) => plain('ct', i, 'en')) },
    { path: `/admin/class/${idOf('class', 6)}/edit`, shows: [mark('cd', 6, 'en'), PLAIN_PAYLOADS[6]] },
    { path: '/admin/counselor', shows: VARIANTS.map((i) => plain('fn', i)) },
    { path: `/admin/counselor/${idOf('counselor', 1)}/edit`, shows: [mark('fb', 1, 'en')] },
    { path: '/admin/media', shows: VARIANTS.map((i) => plain('mt', i, 'en')) },
    { path: `/admin/media/${idOf('media', 2)}/edit`, shows: [mark('mb', 2, 'en')] },
    { path: '/admin/story', shows: VARIANTS.map((i) => plain('st', i, 'en')) },
    { path: `/admin/story/${idOf('story', 3)}/edit`, shows: [mark('sb', 3, 'en')] },
    { path: '/admin/slider', shows: VARIANTS.map((i) => plain('lt', i, 'en')) },
    { path: `/admin/slider/${idOf('slider', 4)}/edit`, shows: [] },
    { path: '/admin/pages/client', shows: VARIANTS.map((i) => plain('kn', i)) },
    { path: '/admin/pages/faq', shows: VARIANTS.map((i) => plain('gq', i, 'en')) },
    { path: '/admin/pages/corp/faq', shows: VARIANTS.map((i) => plain('rq', i, 'en')) },
    { path: '/admin/pages/journey', shows: [pageContentMark('journey', 'en')] },
    { path: '/admin/pages/tnc', shows: [pageContentMark('terms', 'en')] },
  ];
  const { problems } = await visitAll(browser, visits, {
    locale: 'en',
    bypassCSP: true,
    storageState: await adminContext.storageState(),
    tabs: 2,
  });
  expect(problems).toEqual([]);
});

test('visitor-submitted text (newsletter, class registration, contact) is inert in the back office', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const name = (kind: string) => `vn-${kind} ${PLAIN_PAYLOADS[1]}`;
  const message = (kind: string) => `vm-${kind} ${ALL_PLAIN}`;
  const email = (kind: string) => `xss-${kind}-${RUN}@example.com`;
  // A weekly class: its dates were made when it was saved.
  const session = await soonestOpenSession(request, slug('class', 6));
  const posts: Array<[path: string, data: Record<string, unknown>]> = [
    ['/api/app/newsletter', { email: email('n'), name: name('n'), consent: true }],
    [
      '/api/app/class-registration',
      {
        slug: slug('class', 6),
        sessionId: session.id,
        name: name('r'),
        email: email('r'),
        phone: '+62 812 0000 0000',
        seats: 1,
        message: message('r'),
        consent: true,
      },
    ],
    ['/api/app/contact', { name: name('c'), email: email('c'), topic: 'other', message: message('c') }],
  ];
  for (const [path, data] of posts) {
    const response = await request.post(path, { data });
    expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  }
  const { problems } = await visitAll(
    browser,
    [
      { path: '/admin/registrant/newsletter', shows: [name('n')] },
      { path: '/admin/registrant/class', shows: [name('r'), message('r'), plain('ct', 6, 'en')] },
      { path: '/admin/registrant/contact', shows: [name('c'), message('c')] },
      { path: '/admin', shows: [] },
    ],
    { locale: 'en', bypassCSP: true, storageState: await adminContext.storageState(), tabs: 2 },
  );
  expect(problems).toEqual([]);
});

// ---- the server-rendered <head> ----------------------------------------------------------------

interface Head {
  titles: string[];
  description: string | null;
  ogTitle: string | null;
  ogDescription: string | null;
  twitterTitle: string | null;
  jsonLd: string[];
  roots: number;
}

async function headOf(page: Page, html: string): Promise<Head> {
  return page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'text/html');
    const meta = (selector: string) => doc.head.querySelector(selector)?.getAttribute('content') ?? null;
    return {
      titles: Array.from(doc.querySelectorAll('title')).map((t) => t.textContent ?? ''),
      description: meta('meta[name="description"]'),
      ogTitle: meta('meta[property="og:title"]'),
      ogDescription: meta('meta[property="og:description"]'),
      twitterTitle: meta('meta[name="twitter:title"]'),
      jsonLd: Array.from(doc.querySelectorAll('script[type="application/ld+json"]')).map((s) => s.textContent ?? ''),
      roots: doc.querySelectorAll('#root').length,
    };
  }, html);
}

const DOLLAR_TEXT = `${REPLACEMENT_PATTERNS} ${PLAIN_PAYLOADS[7]}`;
const DOLLAR_PATH = `/class/${slug('class-dollar', 0)}`;

async function serverHtml(request: APIRequestContext, path: string, locale: Locale) {
  const response = await request.get(`${path}?lang=${encodeURIComponent(locale)}`);
  expect(response.status()).toBe(200);
  return response.text();
}

test('server-rendered <head>: hostile titles stay text and JSON-LD stays inside its script element', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await page.goto('/robots.txt'); // a same-origin page to parse HTML in, without running it
  const problems: string[] = [];
  const check = async (path: string, locale: Locale, title: string, description: string | null) => {
    const html = await serverHtml(request, path, locale);
    for (const found of await page.evaluate(findInjections, html)) problems.push(`${path} [${locale}]: ${found}`);
    const head = await headOf(page, html);
    const where = `${path} [${locale}]`;
    if (head.titles.length !== 1 || !head.titles[0]!.includes(title)) {
      problems.push(`${where}: <title> ${JSON.stringify(head.titles)} should hold ${JSON.stringify(title)}`);
    }
    if (!head.ogTitle?.includes(title)) problems.push(`${where}: og:title ${JSON.stringify(head.ogTitle)}`);
    if (!head.twitterTitle?.includes(title))
      problems.push(`${where}: twitter:title ${JSON.stringify(head.twitterTitle)}`);
    if (description !== null && !head.description?.includes(description)) {
      problems.push(`${where}: description ${JSON.stringify(head.description)}`);
    }
    if (head.roots !== 1) problems.push(`${where}: ${head.roots} #root elements`);
    return head;
  };

  for (const locale of LOCALES) {
    for (const i of VARIANTS) {
      const head = await check(`/class/${slug('class', i)}`, locale, plain('ct', i, locale), plain('cs', i, locale));
      const where = `/class/${slug('class', i)} [${locale}]`;
      // The class (an Event per upcoming session, or one Service without dates), then its breadcrumb trail.
      if (head.jsonLd.length < 2) {
        problems.push(`${where}: ${head.jsonLd.length} JSON-LD blocks`);
        continue;
      }
      const blocks = head.jsonLd.slice(0, -1).map(
        (text) =>
          JSON.parse(text) as {
            '@type': string;
            name: string;
            description: string;
            location?: Array<{ '@type': string; name?: string }>;
            performer?: Array<{ name: string }>;
            offers: { priceCurrency: string };
          },
      );
      for (const data of blocks) {
        expect(data.name, where).toBe(plain('ct', i, locale));
        expect(data.description, where).toBe(plain('cs', i, locale));
        if (data['@type'] === 'Event') {
          // Hybrid: the venue, and the class page online.
          expect(data.location?.find((l) => l['@type'] === 'Place')?.name, where).toBe(plain('cl', i, locale));
          expect(data.performer?.map((p) => p.name)).toEqual([plain('fn', i)]);
        }
        expect(data.offers.priceCurrency).toBe('<S>');
      }
      const trail = JSON.parse(head.jsonLd.at(-1)!) as { itemListElement: Array<{ name: string }> };
      expect(trail.itemListElement.at(-1)?.name, where).toBe(plain('ct', i, locale));

      const person = await check(`/facilitators/${slug('facilitator', i)}`, locale, plain('fn', i), null);
      const personData = person.jsonLd.map(
        (text) => JSON.parse(text) as { '@type': string; name?: string; jobTitle?: string },
      );
      expect(personData.map((p) => p['@type'])).toEqual(['Person', 'BreadcrumbList']);
      expect([personData[0]!.name, personData[0]!.jobTitle]).toEqual([plain('fn', i), plain('ft', i, locale)]);
    }
    for (const [code, path] of STATIC_PAGES) await check(path, locale, pageTitle(code, locale), null);
  }
  expect(problems).toEqual([]);
});

test("replacement patterns ($' $` $&) in a class title, summary and location run nothing", async ({
  page,
  request,
  browser,
}) => {
  await create('class', {
    slug: slug('class-dollar', 0),
    classType: 'WORKSHOP_AND_EVENT',
    title: { en: DOLLAR_TEXT },
    summary: { en: DOLLAR_TEXT },
    description: { en: `<p>${escapeHtml(DOLLAR_TEXT)}</p>` },
    extendInfo: { format: 'in-person', location: { en: DOLLAR_TEXT } },
    status: 'published',
    sortOrder: LAST + 99,
  });
  await page.goto('/robots.txt');
  const html = await serverHtml(request, DOLLAR_PATH, 'en');
  const executable = (await page.evaluate(findInjections, html)).filter((finding) => !isStructural(finding));
  expect(executable).toEqual([]);

  const visit = await visitAll(browser, [{ path: DOLLAR_PATH, shows: [DOLLAR_TEXT] }], {
    locale: 'en',
    bypassCSP: true,
    tabs: 1,
  });
  const structural = visit.problems.filter(isStructural);
  if (structural.length > 0) test.info().annotations.push({ type: 'broken head', description: structural.join('\n') });
  expect(visit.problems.filter((problem) => !isStructural(problem))).toEqual([]);
});

test("replacement patterns ($' $` $&) in a class title do not rewrite the server-rendered page", async ({
  page,
  request,
}) => {
  await page.goto('/robots.txt');
  const html = await serverHtml(request, DOLLAR_PATH, 'en');
  const head = await headOf(page, html);
  expect(await page.evaluate(findInjections, html)).toEqual([]);
  expect(head.titles).toHaveLength(1);
  expect(head.titles[0]).toContain(DOLLAR_TEXT);
  expect(head.ogTitle).toContain(DOLLAR_TEXT);
  expect(head.description).toContain(DOLLAR_TEXT);
  expect(head.jsonLd).toHaveLength(2);
  expect((JSON.parse(head.jsonLd[0]!) as { name: string }).name).toBe(DOLLAR_TEXT);
  expect(head.roots).toBe(1);
});
