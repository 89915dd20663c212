import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type ApiDeps, appRouter, createContext } from '@app/api';
import type { Locale } from '@app/contract';
import { localLink } from '@trpc/client';
import superjson from 'superjson';

/** A public page's rendered body: the root element's content and the data block the browser hydrates from. */
export interface RenderedBody {
  html: string;
  stateScript: string;
}

/** Renders a public page's body (path without query string, query string without `?`, the page's language). */
export type RenderBody = (path: string, search: string, locale: Locale) => Promise<RenderedBody>;

/** What apps/web/src/entry-server.tsx exports (the server does not import the web app's source). */
interface ServerEntry {
  render(request: { path: string; search: string; locale: Locale; link: unknown; now: number }): Promise<RenderedBody>;
}

/** Where `vite build --ssr` writes the server entry, beside the browser's build (never served as a file). */
const serverEntryPath = (webDist: string) => join(webDist, '..', 'dist-server', 'entry-server.js');

/**
 * Loads the built server entry (not source through a transform) and gives it the API in-process: tRPC's
 * local link calls the router as /trpc would, in the page's language, with no HTTP round trip and no
 * visitor's credentials (a public page is the same for everyone), and the API's clock: the page's dates
 * (which are still ahead, this year) are read against the time it is rendered at, which the page carries
 * to the browser. Null when the web app has no server build.
 */
export async function loadServerRenderer(webDist: string, deps: ApiDeps): Promise<RenderBody | null> {
  const file = serverEntryPath(webDist);
  if (!existsSync(file)) return null;
  const entry = (await import(pathToFileURL(file).href)) as ServerEntry;
  return (path, search, locale) =>
    entry.render({
      path,
      search,
      locale,
      now: (deps.now?.() ?? new Date()).getTime(),
      link: localLink({
        router: appRouter,
        createContext: async () => createContext(deps, { acceptLanguage: locale }),
        transformer: superjson,
      }),
    });
}
