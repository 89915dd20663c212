import { CLASS_TYPES, type ClassType } from '@app/contract';
import type { ContentCache } from './cache';

/**
 * What a write changed when that is less than "content": a booking changes one session's seats. The
 * class's own cached reads show them (its page, its sessions, its page's JSON-LD offers) and always go;
 * the lists and suggestions of its type and its facilitators' pages show only each class's next
 * session, so they go only when that is the session changed (`nextSessionChanged`: a booking weeks
 * ahead leaves them warm). Those keys are dropped on every node; the rest of the public cache stays
 * warm. Content writes still clear everything (`contentChanged`).
 */
export interface CacheScope {
  class: {
    slug: string;
    classType: ClassType;
    facilitatorSlugs: readonly string[];
    /** Whether what the class's summary shows changed: its next session, or which session is next. */
    nextSessionChanged: boolean;
  };
}

/**
 * The server's rendered public pages are kept in the same cache under `${RENDERED_PAGE}\0${locale}\0{"path",…}`
 * (apps/server/src/plugins/page-meta.ts) and dropped by the same writes.
 */
export const RENDERED_PAGE = 'page.render';

/** Pages whose class summaries show each class's next session (home, the class list, any class's suggestions). */
const SUMMARY_PAGES = (path: string) => path === '/' || path === '/session-classes' || path.startsWith('/class/');

/** Class reads whose input names a class type rather than a class: their summaries show each class's next session. */
const TYPE_LISTS = new Set(['class.list', 'class.suggestions']);

function inputOf(json: string | undefined): Record<string, unknown> | null {
  if (!json) return null;
  try {
    const input: unknown = JSON.parse(json);
    return typeof input === 'object' && input !== null ? (input as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Whether a content-cache key (`${path}\0${locale}\0${input as JSON}[\0extra]`, trpc.ts) holds a read the scope changed. */
export function keyInScope(key: string, scope: CacheScope): boolean {
  const [path = '', , json] = key.split('\u0000');
  const { slug, classType, facilitatorSlugs, nextSessionChanged } = scope.class;
  if (path.startsWith('class.')) {
    const input = inputOf(json);
    if (input === null) return false;
    return input.slug === slug || (nextSessionChanged && TYPE_LISTS.has(path) && input.type === classType);
  }
  if (path === 'counselor.detail') {
    if (!nextSessionChanged) return false;
    const input = inputOf(json);
    return typeof input?.slug === 'string' && facilitatorSlugs.includes(input.slug);
  }
  if (path === 'page.meta') return inputOf(json)?.path === `/class/${slug}`;
  if (path === RENDERED_PAGE) {
    // A rendered page holds the reads above that it showed: the class's own page always goes (its seats),
    // pages with summaries and the class's facilitators' pages when its next session changed.
    const page = inputOf(json)?.path;
    if (typeof page !== 'string') return false;
    if (page === `/class/${slug}`) return true;
    if (!nextSessionChanged) return false;
    return SUMMARY_PAGES(page) || facilitatorSlugs.some((s) => page === `/facilitators/${s}`);
  }
  return false;
}

/** The NOTIFY payload that tells the other nodes what to drop. */
export function scopePayload(scope: CacheScope): string {
  return JSON.stringify(scope);
}

/**
 * The scope a NOTIFY payload names; null for anything else ('write', 'seed', unreadable): drop everything.
 * A payload without `nextSessionChanged` (from a node running older code) drops the lists too.
 */
export function scopeFromPayload(payload: string): CacheScope | null {
  const parsed = inputOf(payload)?.class as Record<string, unknown> | undefined;
  if (
    typeof parsed?.slug !== 'string' ||
    !CLASS_TYPES.includes(parsed.classType as ClassType) ||
    !Array.isArray(parsed.facilitatorSlugs) ||
    !parsed.facilitatorSlugs.every((s) => typeof s === 'string')
  ) {
    return null;
  }
  return {
    class: {
      slug: parsed.slug,
      classType: parsed.classType as ClassType,
      facilitatorSlugs: parsed.facilitatorSlugs as string[],
      nextSessionChanged: parsed.nextSessionChanged !== false,
    },
  };
}

/** Drops what the scope changed from this node's cache; everything when there is no scope. */
export function invalidateCache(cache: ContentCache, scope: CacheScope | null): void {
  if (scope === null) cache.clear();
  else cache.clearWhere((key) => keyInScope(key, scope));
}

/** A write changed the scope's reads: drop them here, and tell the other nodes to drop theirs. */
export async function scopeChanged(
  ctx: { cache: ContentCache; announceContentChange?: ((scope?: CacheScope) => Promise<void>) | undefined },
  scope: CacheScope,
) {
  invalidateCache(ctx.cache, scope);
  await ctx.announceContentChange?.(scope).catch(() => {});
}
