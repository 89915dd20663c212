import { request as apiRequest, type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { signInAsAdmin } from './admin-session';
import { bookSession } from './sessions';

// A workshop no other spec reads: the sessions made here (cancelled afterwards) stay in its calendar file and
// on its page, so a weekly class's counts elsewhere (page-head's .ics) are left alone.
const CLASS = { slug: 'breath-and-balance-intensive', title: 'Breath and balance intensive' };
const STUDIO_ZONE = 'Asia/Jakarta';
const studioDate = (instant: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: STUDIO_ZONE }).format(instant);

/** The demo admin's API context (bearer token and anti-forgery cookie), as the SPA calls tRPC. */
async function adminApi() {
  const api = await apiRequest.newContext({ baseURL: `http://127.0.0.1:${process.env.E2E_PORT}` });
  const login = await api.post('/api/login', {
    data: { email: 'admin@ruangteduh.example', password: 'teduh-demo-2026' },
  });
  expect(login.ok(), await login.text()).toBe(true);
  const authorization = `Bearer ${((await login.json()) as { token: string }).token}`;
  const query = async <T>(path: string, input?: unknown): Promise<T> => {
    const qs = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify({ json: input }))}`;
    const res = await api.get(`/trpc/${path}${qs}`, { headers: { authorization } });
    expect(res.ok(), await res.text()).toBe(true);
    return ((await res.json()) as { result: { data: { json: T } } }).result.data.json;
  };
  const mutate = async <T>(path: string, input: unknown): Promise<T> => {
    const xsrf = (await api.storageState()).cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value;
    const res = await api.post(`/trpc/${path}`, {
      headers: { authorization, ...(xsrf ? { 'x-xsrf-token': xsrf } : {}) },
      data: { json: input },
    });
    expect(res.ok(), await res.text()).toBe(true);
    return ((await res.json()) as { result: { data: { json: T } } }).result.data.json;
  };
  return { api, query, mutate };
}

/**
 * A session of today (the studio's day) starting in a few minutes with one seat: Dewi holds it and Rina
 * waits for one. Skipped when the studio's day ends before it would (its start must be today there).
 */
async function todaysFullSession(request: APIRequestContext, tag: string) {
  const start = new Date(
    Math.ceil((Date.now() + 3 * 60_000) / 60_000) * 60_000 + Math.floor(Math.random() * 59) * 1000,
  );
  const end = new Date(start.getTime() + 60 * 60_000);
  test.skip(studioDate(start) !== studioDate(new Date()), 'the studio’s day is about to end');
  const admin = await adminApi();
  try {
    const classes = (await (await request.post('/api/app/class', { data: { type: 'WORKSHOP_AND_EVENT' } })).json()) as {
      result: Array<{ id: number; slug: string }>;
    };
    const classId = classes.result.find((row) => row.slug === CLASS.slug)?.id;
    expect(classId, `the class ${CLASS.slug}`).toBeDefined();
    const created = await admin.mutate<{ id: number }>('admin.sessions.create', {
      classId,
      startsAt: start.toISOString(),
      endsAt: end.toISOString(),
      capacity: 1,
    });
    const booker = `Dewi Today ${tag}`;
    for (const [name, email] of [
      [booker, `today-dewi-${tag}@example.com`],
      [`Rina Today ${tag}`, `today-rina-${tag}@example.com`],
    ] as const) {
      const res = await bookSession(request, { slug: CLASS.slug, sessionId: created.id, seats: 1, email, name });
      expect(res.ok(), await res.text()).toBe(true);
    }
    return { id: created.id, booker };
  } finally {
    await admin.api.dispose();
  }
}

async function cancelSession(sessionId: number) {
  const admin = await adminApi();
  try {
    await admin.mutate('admin.sessions.cancel', { sessionId });
  } finally {
    await admin.api.dispose();
  }
}

const todayRegion = (page: Page) => page.getByRole('region', { name: 'Today' });
const sessionItem = (page: Page, sessionId: number) =>
  todayRegion(page)
    .getByRole('listitem')
    .filter({ has: page.locator(`a[href="/admin/sessions/${sessionId}"]`) });

for (const [label, viewport] of [
  ['375 px', { width: 375, height: 812 }],
  ['desktop', { width: 1280, height: 900 }],
] as const) {
  test.describe(`the dashboard’s Today (${label})`, () => {
    test.use({ viewport });
    test.describe.configure({ timeout: 60_000 });

    test('lists today’s session with its counts; Open roster opens the next session’s roster', async ({
      page,
      request,
    }, testInfo) => {
      const tag = `${testInfo.project.name}-${label.replace(/\W/g, '')}`;
      const session = await todaysFullSession(request, tag);
      try {
        await signInAsAdmin(page);
        await expect(todayRegion(page).getByRole('heading', { name: 'Today' })).toBeVisible();
        const item = sessionItem(page, session.id);
        await expect(item).toContainText(CLASS.title);
        await expect(item).toContainText('1 of 1 seat taken');
        await expect(item).toContainText('0 seats checked in');
        await expect(item).toContainText('1 seat on the waiting list');
        await expect(item).toContainText('Full');
        // Nothing wider than the screen.
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);

        // The next session (the first not yet ended) stands out with its roster one tap away.
        const next = todayRegion(page).locator('li[aria-current="true"]');
        await expect(next).toHaveCount(1);
        const nextTitle = (await next.locator('strong').first().textContent()) ?? '';
        await next.getByRole('link', { name: /^Open roster/ }).click();
        await expect(page).toHaveURL(/\/admin\/sessions\/\d+$/);
        await expect(page.getByRole('heading', { level: 1, name: nextTitle })).toBeVisible();

        // Checking Dewi in on the roster shows on the dashboard.
        await page.goto(`/admin/sessions/${session.id}`);
        await page.getByRole('button', { name: `${session.booker} attended` }).click();
        await expect(page.getByText(`${session.booker} attended.`)).toBeVisible();
        await page.goto('/admin');
        await expect(sessionItem(page, session.id)).toContainText('1 seat checked in');
      } finally {
        await cancelSession(session.id);
      }
    });
  });
}

test('the privacy page states the retention period in force', async ({ page }) => {
  await page.goto('/privacy-policy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
  await expect(
    page.getByText(
      'We erase the personal details of anyone who has had no booking, message or subscription with us for 24 months.',
    ),
  ).toBeVisible();
});
