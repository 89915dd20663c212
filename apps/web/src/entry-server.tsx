/**
 * The server's entry (built by `vite build --ssr`, loaded by apps/server/src/plugins/server-render.ts):
 * renders a public page from the same App the browser runs, with the page's data read in-process and
 * handed to the browser in a JSON data block (entry-client.tsx hydrates from it).
 */
import type { AppRouter } from '@app/api';
import type { Locale } from '@app/contract/constants';
import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { createTRPCClient, type TRPCLink } from '@trpc/client';
import { Router } from 'wouter';
import { App } from './app/App';
import { isBelowTheFold, RENDERED_AT_ATTRIBUTE, STATE_ELEMENT_ID } from './app/dehydrated';
import { stateToScriptText } from './app/dehydrated-server';
import { activateLocale } from './app/i18n';
import { createQueryClient } from './app/query-client';
import { renderHtml } from './app/render-html';

export interface RenderRequest {
  /** The path, without query string. */
  path: string;
  /** The query string, without `?`. */
  search: string;
  locale: Locale;
  /** The terminating link that calls the API in-process (tRPC's localLink, made by the server). */
  link: TRPCLink<AppRouter>;
  /** The server's time (ms), which the API's answers were read at: "now" for the page's dates (lib/clock.tsx). */
  now: number;
}

export interface RenderedBody {
  /** The rendered `<div id="root">` content. */
  html: string;
  /** The data block to put after it. */
  stateScript: string;
}

/** Rounds of "render, then load what the render asked for": a page's data can depend on other data (a class's comments). */
const MAX_ROUNDS = 4;

const enabled = (query: Query) => {
  const option = (query.options as { enabled?: boolean | ((q: Query) => boolean) }).enabled;
  return typeof option === 'function' ? option(query) : option !== false;
};

/** Queries a render created but nothing has loaded yet (the server's useQuery never fetches by itself). */
const unloaded = (client: QueryClient) =>
  client
    .getQueryCache()
    .getAll()
    .filter(
      (q) =>
        q.state.fetchStatus === 'idle' &&
        q.state.dataUpdateCount === 0 &&
        q.state.errorUpdateCount === 0 &&
        typeof q.options.queryFn === 'function' &&
        enabled(q),
    );

/** An error the browser can read back (`error.data.httpStatus`, queryErrors.ts): superjson keeps only an Error's message. */
const plainError = (error: unknown) => {
  // The client wraps the local link's error in others; the procedure's own error (a TRPCError) names its code.
  type Link = { data?: { httpStatus?: number } | null; code?: unknown; cause?: unknown };
  for (let e = error as Link | undefined; e; e = e.cause as Link | undefined) {
    if (e.data?.httpStatus) return { message: String((error as Error).message), data: e.data };
    if (typeof e.code === 'string' && e.code in HTTP_STATUS) {
      return { message: String((error as Error).message), data: { code: e.code, httpStatus: HTTP_STATUS[e.code] } };
    }
  }
  return { message: error instanceof Error ? error.message : String(error), data: null };
};

/** The statuses the pages tell apart (queryErrors.ts: not found, or an input that could never exist). */
const HTTP_STATUS: Record<string, number> = { NOT_FOUND: 404, BAD_REQUEST: 400, UNPROCESSABLE_CONTENT: 422 };

// One render pass at a time: the page's language is the one active Lingui instance while React renders it.
// Only the passes take turns; the reads between them (the database) run alongside other pages' work.
let turn: Promise<unknown> = Promise.resolve();

function renderInLanguage(locale: Locale, element: ReactElement): Promise<string> {
  const pass = turn.then(async () => {
    await activateLocale(locale);
    return renderHtml(element);
  });
  turn = pass.catch(() => {});
  return pass;
}

export async function render({ path, search, locale, link, now }: RenderRequest): Promise<RenderedBody> {
  const queryClient = createQueryClient();
  // A read that failed (an unknown class: 404) renders as failed, not as loading again.
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, retryOnMount: false },
  });
  const trpcClient = createTRPCClient<AppRouter>({ links: [link] });
  const page = () => (
    <Router ssrPath={path} ssrSearch={search}>
      <App serverRendered queryClient={queryClient} trpcClient={trpcClient} renderedAt={now} />
    </Router>
  );
  let html = await renderInLanguage(locale, page());
  for (let round = 1; round < MAX_ROUNDS; round++) {
    const waiting = unloaded(queryClient);
    if (waiting.length === 0) break;
    // One try each: a read that fails in-process fails again at once (the browser's retry is for networks).
    await Promise.all(waiting.map((q) => q.fetch({ ...q.options, retry: false }).catch(() => {})));
    // The page reads a failure's status (queryErrors.ts) here as in the browser.
    for (const q of waiting) if (q.state.error) q.setState({ error: plainError(q.state.error) as unknown as Error });
    html = await renderInLanguage(locale, page());
  }
  const state = dehydrate(queryClient, {
    // A list below the first screen is in the HTML, not in the data block: the browser reads it (dehydrated.ts).
    shouldDehydrateQuery: (q) => (q.state.status === 'success' || q.state.status === 'error') && !isBelowTheFold(q),
  });
  // Errors are plain already (above); what failed on the way holds the server's causes: none of the browser's business.
  for (const query of state.queries) query.state.fetchFailureReason = null;
  queryClient.clear();
  return {
    html,
    stateScript: `<script type="application/json" id="${STATE_ELEMENT_ID}" ${RENDERED_AT_ATTRIBUTE}="${now}">${stateToScriptText(state)}</script>`,
  };
}
