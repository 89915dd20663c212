import type { Role } from '@app/contract/constants';
import { parse } from 'regexparam';
import { matchRoute, type Parser } from 'wouter';
import type { LazyPage } from '../lib/chunk-reload';
import { resolveMiddleware } from './guards';

/**
 * What a route is, shared by the visitor's route table (routes.ts) and the back office's (pages/admin/routes.ts),
 * which loads with the back office: neither table imports the other's pages.
 */
type LayoutName = 'app' | 'basic' | 'admin';

interface PageProps {
  params: Record<string, string | undefined>;
  route: RouteDefinition;
}

export interface RouteDefinition {
  name: string;
  path: string;
  layout: LayoutName;
  middleware: readonly string[];
  page: LazyPage<PageProps>;
  /** The static content code a content page shows. */
  code?: string;
}

export interface RouteMatch {
  route: RouteDefinition;
  params: Record<string, string | undefined>;
}

export const appRoute = (
  name: string,
  path: string,
  page: RouteDefinition['page'],
  extra: Partial<RouteDefinition> = {},
): RouteDefinition => ({
  name,
  path,
  page,
  layout: 'app',
  middleware: [],
  ...extra,
});

/** The first route of `table` matching a path (with wouter's own pattern parser unless the router has another). */
export function matchIn(table: readonly RouteDefinition[], path: string, parser: Parser = parse): RouteMatch | null {
  for (const route of table) {
    const [matched, params] = matchRoute(parser, route.path, path);
    if (matched) return { route, params: (params ?? {}) as RouteMatch['params'] };
  }
  return null;
}

/** Naming an undefined middleware is an error when the table loads, not when someone first opens the page. */
export function checkMiddleware(table: readonly RouteDefinition[]): void {
  for (const route of table) for (const spec of route.middleware) resolveMiddleware(spec);
}

/**
 * Whether someone with `role` may open the route (its `role:` middleware, if any, lists it), so
 * navigation shows nobody a link that only leads to /unauthorized.
 */
export function openTo(route: RouteDefinition, role: Role | undefined): boolean {
  const spec = route.middleware.find((m) => m.startsWith('role:'));
  if (!spec) return true;
  return (
    role !== undefined &&
    spec
      .slice('role:'.length)
      .split(',')
      .map((r) => r.trim())
      .includes(role)
  );
}
