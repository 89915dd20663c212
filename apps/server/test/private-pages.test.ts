import { testDatabaseTargets } from '@app/db/testing';
import { describe, expect, it } from 'vitest';
import { SPA_INDEX, useTestApp, webDistWith } from './helpers';

const [pglite] = testDatabaseTargets();

/** Shaped like a manage token; no booking has it, which is the page's business, not the server's. */
const TOKEN = 'q3Zk_9-xYw2vB7nL0pR4sT6uV8wX1yZ3aB5cD7eF9gH';

describe('a booking’s manage page, which carries personal data', () => {
  const t = useTestApp(pglite!, { webDist: webDistWith(SPA_INDEX) });

  it('is the SPA with 200, kept out of search engines and out of every cache', async () => {
    for (const url of [
      `/booking/${TOKEN}`,
      `/booking/${TOKEN}/`,
      `/booking/${TOKEN}?lang=fr`,
      // "My bookings" and its emailed sign-in link: a member's own page.
      '/my-bookings',
      `/my-bookings/sign-in/${TOKEN}`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(res.headers['x-robots-tag'], url).toBe('noindex, nofollow');
      expect(res.headers['cache-control'], url).toBe('no-store');
      expect(res.body, url).toContain('<div id="root"></div>');
      expect(res.body, url).toContain('<meta name="robots" content="noindex, nofollow" />');
      // Nothing that would invite sharing or indexing it.
      expect(res.body, url).not.toContain('rel="canonical"');
      expect(res.body, url).not.toContain('og:');
    }
    expect((await t.app.inject({ method: 'GET', url: `/booking/${TOKEN}?lang=fr` })).body).toContain(
      '<html lang="fr">',
    );
  });

  it('is not the manage page without a well-formed token: those paths do not exist', async () => {
    for (const url of ['/booking', '/booking/', `/booking/${TOKEN}/more`, '/booking/not.a.token']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['x-robots-tag'], url).toBeUndefined();
    }
  });

  it('is never listed in the sitemap', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('/booking');
    expect(res.body).not.toContain('/my-bookings');
  });
});
