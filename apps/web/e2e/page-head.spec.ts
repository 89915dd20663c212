import { type APIRequestContext, expect, type Page, test } from '@playwright/test';

/** What the server writes into index.html for a first visit to `path`. */
async function servedHead(request: APIRequestContext, path: string) {
  const html = await (await request.get(path, { headers: { 'accept-language': 'en' } })).text();
  return {
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1]?.replace(/&#39;/g, "'").replace(/&amp;/g, '&'),
    canonical: /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1],
  };
}

async function head(page: Page) {
  return page.evaluate(() => ({
    title: document.title,
    canonicals: [...document.querySelectorAll('link[rel="canonical"]')].map((l) => l.getAttribute('href')),
    alternates: document.querySelectorAll('link[rel="alternate"][hreflang]').length,
    ogTitle: document.querySelector('meta[property="og:title"]')?.getAttribute('content') ?? null,
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
  expect(now.alternates).toBe(6);
  expect(now.ogTitle).toBe(journey.title);
  expect(now.jsonLd).toEqual([]);

  // A class: its own title and an Event.
  const href = '/class/tuesday-morning-yoga';
  await page.locator(`main a[href="${href}"]`).first().click();
  await expect(page).toHaveURL(href);
  const klass = await servedHead(request, href);
  await expect(page).toHaveTitle(klass.title!);
  now = await head(page);
  expect(now.canonicals).toEqual([klass.canonical]);
  expect(now.jsonLd).toHaveLength(1);
  expect(now.jsonLd[0]!['@type']).toBe('Event');
  expect(klass.title).toContain(now.jsonLd[0]!.name);

  // A facilitator of that class: a Person.
  const person = page.locator('main a[href^="/facilitators/"]').first();
  const personHref = (await person.getAttribute('href'))!;
  await person.click();
  await expect(page).toHaveURL(personHref);
  await expect(page).toHaveTitle((await servedHead(request, personHref)).title!);
  now = await head(page);
  expect(now.jsonLd.map((d) => d['@type'])).toEqual(['Person']);

  // A page without its own metadata falls back to the site defaults and drops the old tags.
  await page.evaluate(() => {
    history.pushState(null, '', '/no-such-page');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page).toHaveTitle('Ruang Teduh · Sharing universal wisdom for everyday life');
  now = await head(page);
  expect(now.canonicals).toEqual([]);
  expect(now.jsonLd).toEqual([]);
  expect(await page.evaluate(() => (window as { __samePage?: boolean }).__samePage)).toBe(true);
  expect(await page.evaluate(() => (window as { __cspViolations?: string[] }).__cspViolations)).toEqual([]);
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
