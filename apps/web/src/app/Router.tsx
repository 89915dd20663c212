import { Trans } from '@lingui/react/macro';
import { Component, type ReactNode, Suspense, startTransition, useEffect, useRef, useState } from 'react';
import { useLocation, useRouter, useSearch } from 'wouter';
import { session } from '../features/auth/session';
import { lazyPage } from '../lib/chunk-reload';
import { progress } from '../lib/progress';
import { GLOBAL_MIDDLEWARE, runGuards } from './guards';
import { AppLayout } from './layouts/AppLayout';
import { BasicLayout } from './layouts/BasicLayout';
import type { RouteMatch } from './route-definition';
import { findRoute, loadRoute, rendersOnServer } from './routes';
import { api } from './trpc';

/** SPEC section 2: scroll to top about 190 ms after navigation (or to the hash anchor). */
const SCROLL_DELAY_MS = 190;

const layouts = {
  app: AppLayout,
  basic: BasicLayout,
  admin: lazyPage(() => import('./layouts/AdminLayout')),
};

interface View extends RouteMatch {
  key: string;
}

/** Renders once the page's chunk has loaded (it sits in the same Suspense boundary): the navigation is done. */
function PageReady() {
  useEffect(() => progress.finish(), []);
  return null;
}

class PageErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert" className="mx-auto max-w-xl px-4 py-24 text-center">
        <h1 className="text-2xl font-semibold">
          <Trans>Something went wrong. Please try again.</Trans>
        </h1>
        <button
          type="button"
          className="mt-6 rounded-full bg-primary px-5 py-2 text-white"
          onClick={() => location.reload()}
        >
          <Trans>Reload the page</Trans>
        </button>
      </div>
    );
  }
}

function scrollAfterNavigation() {
  return setTimeout(() => {
    const id = decodeURIComponent(location.hash.slice(1));
    const target = id ? document.getElementById(id) : null;
    if (target) target.scrollIntoView({ behavior: 'smooth', block: 'start' });
    else window.scrollTo({ top: 0 });
  }, SCROLL_DELAY_MS);
}

/** Matches the route, runs global then per-route middleware, then renders the page in its layout. */
export function RouterView({ serverRendered = false }: { serverRendered?: boolean }) {
  const [location, navigate] = useLocation();
  const search = useSearch();
  const { parser } = useRouter();
  // A page the server rendered shows at once (its guards, which only load messages and the user, then
  // run as on every navigation); anything else waits for its guards (and a back-office page for its route table).
  const [view, setView] = useState<View | null>(() => {
    const match = findRoute(location, parser);
    return serverRendered && rendersOnServer(match.route) ? { ...match, key: location } : null;
  });
  const from = useRef<string | null>(null);
  // The page the server rendered is where the visitor already is (and may have scrolled, or followed a
  // hash, before hydrating): it is not scrolled again. Any later navigation is.
  const arrived = useRef(view?.key ?? null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: guards run per path; query-string changes (tab state) belong to the page
  useEffect(() => {
    let cancelled = false;
    const to = `${location}${search ? `?${search}` : ''}${window.location.hash}`;
    progress.start();
    loadRoute(location, parser)
      .then(async (match) => {
        const result = await runGuards([...GLOBAL_MIDDLEWARE, ...match.route.middleware], {
          to,
          from: from.current,
          session,
          loadUser: () => api.user.me.query(),
        });
        if (cancelled) return progress.finish();
        if ('redirect' in result) {
          progress.finish();
          navigate(result.redirect, { replace: true });
          return;
        }
        from.current = to;
        // In a transition, and not at all when the server-rendered page is already this view: an urgent
        // update reaching a page whose chunk is still loading would throw its server HTML away and show
        // the empty fallback until the chunk arrives (the dates on a class page vanished for ~0.5 s).
        startTransition(() =>
          setView((current) =>
            current && current.key === location && current.route === match.route
              ? current
              : { ...match, key: location },
          ),
        );
      })
      .catch(() => progress.fail());
    return () => {
      cancelled = true;
    };
  }, [location, parser, navigate]);

  useEffect(() => {
    if (!view) return;
    if (view.key === arrived.current) return;
    arrived.current = null;
    const timer = scrollAfterNavigation();
    return () => clearTimeout(timer);
  }, [view]);

  useEffect(() => {
    const onHash = () => scrollAfterNavigation();
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, []);

  if (!view) return null;
  const Layout = layouts[view.route.layout];
  const Page = view.route.page;
  return (
    <Suspense fallback={null}>
      <Layout>
        <PageErrorBoundary key={view.key}>
          <Suspense fallback={<div className="min-h-[60vh]" aria-busy="true" />}>
            <PageReady />
            <Page params={view.params} route={view.route} />
          </Suspense>
        </PageErrorBoundary>
      </Layout>
    </Suspense>
  );
}
