import './lib/zod-csp';
import { StrictMode, startTransition } from 'react';
import { App } from './app/App';
import { hydrateServerState, renderedAtOf, STATE_ELEMENT_ID } from './app/dehydrated';
import { activateLocale, initialLocale } from './app/i18n';
import { createQueryClient } from './app/query-client';
import { loadRoute } from './app/routes';

/** Lets the browser paint and answer input between the start's steps (each then a short task of its own). */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The app's start, which boot.ts calls once this module is in. The module itself does nothing at its top level:
 * the page chunks import the shared chunk it is part of, and would otherwise wait for it (vite.config.ts); and a
 * request started from the top level has the whole chunk on its stack, which a browser tracing the page (developer
 * tools, a profiler) then re-parses to name the request's initiator (measured: about 100 ms at 4x CPU).
 */
export async function start() {
  // Not in the task that evaluated the app's chunk: each stays short.
  await nextTask();
  // In a chunk of its own, which boot.ts has already asked for.
  const reactDom = import('react-dom/client');

  // SPEC section 4: the stored locale, if available, with its catalogue loaded before the first render
  // (for a page the server rendered, the language it rendered it in: the same rules chose it). Started first,
  // so a page that needs the other pages' catalogue (i18n.ts, `withPageMessages`) loads it in this language.
  const activation = activateLocale(initialLocale());

  // The page's chunk starts loading with the catalogue rather than after it: the header and menu hydrate
  // (and answer) at once, and the page they frame hydrates as soon as its chunk is in.
  loadRoute(location.pathname)
    .then((match) => match.route.page.preload())
    .catch(() => {});

  await activation;
  const { createRoot, hydrateRoot } = await reactDom;
  await nextTask();

  const root = document.getElementById('root') as HTMLElement;
  const stateElement = document.getElementById(STATE_ELEMENT_ID);
  const serverState = stateElement?.textContent;

  if (stateElement && serverState) {
    // A public page the server rendered: hydrate it with the data it was rendered from.
    const queryClient = createQueryClient();
    hydrateServerState(queryClient, serverState);
    await nextTask();
    // The page's chunk first: hydrated in one pass, the server's HTML is never swapped for a fallback.
    await loadRoute(location.pathname)
      .then((match) => match.route.page.preload())
      .catch(() => {});
    // As a transition, hydration yields to the browser every few milliseconds instead of running as one long
    // task: a tap or a scroll on a slow phone is answered while the page hydrates.
    startTransition(() => {
      hydrateRoot(
        root,
        <StrictMode>
          <App serverRendered queryClient={queryClient} renderedAt={renderedAtOf(stateElement)} />
        </StrictMode>,
      );
    });
  } else {
    // The back office, a staff preview, a personal page: rendered here only.
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  }
}
