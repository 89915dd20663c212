// @vitest-environment happy-dom
import {
  ADMIN_PREFIX,
  APP_PAGES,
  BOOKING_PREFIX,
  classifyPath,
  DETAIL_PAGE_PREFIXES,
  NEWSLETTER_CONFIRM_PREFIX,
  NEWSLETTER_UNSUBSCRIBE_PATH,
  PUBLIC_PAGES,
} from '@app/contract/constants';
import { describe, expect, it } from 'vitest';
import { adminRoutes } from '../pages/admin/routes';
import { routes as visitorRoutes } from './routes';

/** Both tables: the visitor's and the back office's (which loads with the back office). */
const routes = [...visitorRoutes, ...adminRoutes];

/** A concrete path a route matches: `:slug`, `:id` and `:token` filled in. */
const example = (path: string) =>
  path
    .replace(':slug', 'some-slug')
    .replace(':id', '12')
    .replace(':token', 'q3Zk_9-xYw2vB7nL0pR4sT6uV8wX1yZ3aB5cD7eF9gH');

describe('the route table and the server agree on which pages exist', () => {
  it('answers 200 for every route of the SPA except its not-found page', () => {
    const unknown = routes
      .filter((route) => route.name !== 'app.404')
      .filter((route) => classifyPath(example(route.path)).kind === 'unknown')
      .map((route) => route.path);
    expect(unknown).toEqual([]);
    expect(classifyPath('/404').kind).toBe('unknown');
  });

  it('has a route for every public page, showing that page’s content', () => {
    for (const [path, code] of Object.entries(PUBLIC_PAGES)) {
      const route = routes.find((r) => r.path === path);
      expect(route, path).toBeDefined();
      if (route?.code) expect(route.code, path).toBe(code);
    }
  });

  it('has a route for every app page and detail page the server answers 200 for', () => {
    const paths = new Set(routes.map((r) => r.path));
    for (const path of [
      ...APP_PAGES,
      ADMIN_PREFIX,
      `${BOOKING_PREFIX}:token`,
      NEWSLETTER_UNSUBSCRIBE_PATH,
      `${NEWSLETTER_CONFIRM_PREFIX}:token`,
      ...Object.values(DETAIL_PAGE_PREFIXES).map((p) => `${p}:slug`),
    ]) {
      expect(paths.has(path), path).toBe(true);
    }
  });
});
