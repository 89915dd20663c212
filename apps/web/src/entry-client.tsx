import './lib/zod-csp';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { hydrateServerState, STATE_ELEMENT_ID } from './app/dehydrated';
import { activateLocale, initialLocale } from './app/i18n';
import { createQueryClient } from './app/query-client';
import { loadRoute } from './app/routes';
import { applyTheme, initialTheme } from './features/layout/ThemeToggle';
import './styles.css';

applyTheme(initialTheme());

// SPEC section 4: the stored locale, if available, with its catalogue loaded before the first render
// (for a page the server rendered, the language it rendered it in: the same rules chose it). Started first,
// so a page that needs the other pages' catalogue (i18n.ts, `withPageMessages`) loads it in this language.
const activation = activateLocale(initialLocale());

// The page's chunk starts loading with the catalogue rather than after it: the header and menu hydrate
// (and answer) at once, and the page they frame hydrates as soon as its chunk is in.
loadRoute(location.pathname)
  .then((match) => match.route.page.preload())
  .catch(() => {});

/**
 * Started rather than awaited at the top level: the module finishes at once, so the page chunks that import the
 * shared chunk this entry is part of need not wait for it (vite.config.ts).
 */
async function start() {
  await activation;

  const root = document.getElementById('root') as HTMLElement;
  const serverState = document.getElementById(STATE_ELEMENT_ID)?.textContent;

  if (serverState) {
    // A public page the server rendered: hydrate it with the data it was rendered from.
    const queryClient = createQueryClient();
    hydrateServerState(queryClient, serverState);
    // The page's chunk first: hydrated in one pass, the server's HTML is never swapped for a fallback.
    await loadRoute(location.pathname)
      .then((match) => match.route.page.preload())
      .catch(() => {});
    hydrateRoot(
      root,
      <StrictMode>
        <App serverRendered queryClient={queryClient} />
      </StrictMode>,
    );
  } else {
    // The back office, a staff preview, a personal page: rendered here only.
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  }
}

void start();
