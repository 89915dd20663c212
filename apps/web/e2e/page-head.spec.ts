import { LOCALES } from '@app/contract/constants';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';

/** What the server answers for a first visit to `path`: its status and the head it writes into index.html. */
async function servedHead(request: APIRequestContext, path: string) {
  const response = await request.get(path, { headers: { 'accept-language': 'en' } });
  const html = await response.text();
  return {
    status: response.status(),
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1]?.replace(/&#39;/g, "'").replace(/&amp;/g, '&'),
    canonical: /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1] ?? null,
    robots: /<meta name="robots" content="([^"]*)"/.exec(html)?.[1] ?? null,
    ogLocales: [...html.matchAll(/<meta property="og:locale" content="([^"]*)"/g)].map((m) => m[1]),
  };
}

async function head(page: Page) {
  return page.evaluate(() => ({
    title: document.title,
    canonicals: [...document.querySelectorAll('link[rel="canonical"]')].map((l) => l.getAttribute('href')),
    alternates: document.querySelectorAll('link[rel="alternate"][hreflang]').length,
    ogTitle: document.querySelector('meta[property="og:title"]')?.getAttribute('content') ?? null,
    ogLocales: [...document.querySelectorAll('meta[property="og:locale"]')].map((m) => m.getAttribute('content')),
    robots: [...document.querySelectorAll('meta[name="robots"]')].map((m) => m.getAttribute('content')),
    jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (s) => JSON.parse(s.textContent ?? 'null') as { '@type': string; name: string },
    ),
  }));
}

test('the title, canonical URL, sharing tags and JSON-LD follow client-side navigation', async ({ page, request }) => {
  // The Content-Security-Policy (no inline script) must not block anything the site itself does.
  await page.addInitScript(() => {
    (window as { __cspViolations?: string[] }).__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as { __cspViolations?: string[] }).__cspViolations?.push(
        `${event.violatedDirective} ${event.blockedURI}`,
      ),
    );
  });
  await page.goto('/');
  const home = await servedHead(request, '/');
  await expect(page).toHaveTitle(home.title!);
  // Before the app runs, a link is an ordinary link and loads the next page from the server.
  await expect(page.locator('html[data-hydrated]')).toBeAttached();

  // Navbar → /session-classes without a page load.
  await page.evaluate(() => {
    (window as { __samePage?: boolean }).__samePage = true;
  });
  await page.getByRole('navigation').getByRole('link', { name: 'Classes', exact: true }).first().click();
  await expect(page).toHaveURL('/session-classes');
  const journey = await servedHead(request, '/session-classes');
  await expect(page).toHaveTitle(journey.title!);
  let now = await head(page);
  expect(now.canonicals).toEqual([journey.canonical]);
  // One per language, and the x-default.
  expect(now.alternates).toBe(LOCALES.length + 1);
  expect(now.ogTitle).toBe(journey.title);
  expect(now.jsonLd).toEqual([]);

  // A class: its own title, an Event per upcoming session, then its breadcrumb trail.
  const href = '/class/tuesday-morning-yoga';
  await page.locator(`main a[href="${href}"]`).first().click();
  await expect(page).toHaveURL(href);
  const klass = await servedHead(request, href);
  await expect(page).toHaveTitle(klass.title!);
  now = await head(page);
  expect(now.canonicals).toEqual([klass.canonical]);
  expect(now.robots).toEqual([]);
  const detail = await request.post('/api/app/class-detail', { data: { slug: 'tuesday-morning-yoga' } });
  const sessions = ((await detail.json()) as { result: { nextSessions: unknown[] } }).result.nextSessions;
  expect(sessions.length).toBeGreaterThan(0);
  expect(now.jsonLd.map((d) => d['@type'])).toEqual([...sessions.map(() => 'Event'), 'BreadcrumbList']);
  expect(klass.title).toContain(now.jsonLd[0]!.name);

  // A facilitator of that class: a Person.
  const person = page.locator('main a[href^="/facilitators/"]').first();
  const personHref = (await person.getAttribute('href'))!;
  await person.click();
  await expect(page).toHaveURL(personHref);
  await expect(page).toHaveTitle((await servedHead(request, personHref)).title!);
  now = await head(page);
  expect(now.jsonLd.map((d) => d['@type'])).toEqual(['Person', 'BreadcrumbList']);

  // A page that does not exist: the server answers 404 with a not-found title and noindex, and the
  // SPA puts the same head in place, dropping the old tags.
  const missing = await servedHead(request, '/no-such-page');
  expect(missing.status).toBe(404);
  expect(missing.robots).toBe('noindex');
  await page.evaluate(() => {
    history.pushState(null, '', '/no-such-page');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page).toHaveTitle(missing.title!);
  expect(missing.title).toBe('Page not found · Ruang Teduh');
  now = await head(page);
  expect(now.canonicals).toEqual([]);
  expect(now.robots).toEqual(['noindex']);
  expect(now.jsonLd).toEqual([]);
  expect(await page.evaluate(() => (window as { __samePage?: boolean }).__samePage)).toBe(true);
  expect(await page.evaluate(() => (window as { __cspViolations?: string[] }).__cspViolations)).toEqual([]);
});

test('each language version is canonical to itself, in the served page and after navigation', async ({
  page,
  request,
}) => {
  // Opened with ?lang=es: the Spanish version is the canonical URL, as the hreflang alternates name it.
  await page.goto('/about?lang=es');
  const served = await servedHead(request, '/about?lang=es');
  expect(served.canonical).toMatch(/\/about\?lang=es$/);
  expect(served.ogLocales).toEqual(['es_ES']);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect.poll(async () => (await head(page)).canonicals).toEqual([served.canonical]);
  let now = await head(page);
  expect(now.ogLocales).toEqual(['es_ES']);
  expect(
    await page.evaluate(() => document.querySelector('link[rel="alternate"][hreflang="es"]')?.getAttribute('href')),
  ).toBe(served.canonical);

  // Moving on without ?lang=: the bare URL (x-default) is canonical, still in Spanish, as the server says.
  await page.evaluate(() => {
    history.pushState(null, '', '/faq');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  const faq = await servedHead(request, '/faq');
  await expect.poll(async () => (await head(page)).canonicals).toEqual([faq.canonical]);
  expect(faq.canonical).toMatch(/\/faq$/);
  now = await head(page);
  expect(now.ogLocales).toEqual(['es_ES']);
  expect(now.jsonLd.map((d) => d['@type'])).toEqual(['FAQPage']);
});

test('a weekly class page links to its calendar file in the visitor language', async ({ page, request }) => {
  await page.goto('/class/tuesday-morning-yoga?lang=fr');
  const link = page.getByRole('link', { name: 'Ajouter au calendrier' });
  await expect(link).toHaveAttribute('href', '/class/tuesday-morning-yoga.ics?lang=fr');
  const ics = await request.get((await link.getAttribute('href'))!);
  expect(ics.status()).toBe(200);
  expect(ics.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const body = await ics.text();
  expect(body.match(/BEGIN:VEVENT/g)).toHaveLength(8);
  expect(body).toContain('Jakarta Sud');

  // Private sessions are booked one by one: no calendar link.
  await page.goto('/class/private-mindfulness-session');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('a[href*=".ics"]')).toHaveCount(0);
});
