import { type ComponentProps, type ComponentType, createElement, lazy, type ReactNode, useState } from 'react';

/** SPEC section 9: a page chunk that has not loaded after this long counts as failed. */
export const CHUNK_TIMEOUT_MS = 120_000;
const RELOAD_KEY = 'chunk-reload';

/** ChunkLoadError, a failed dynamic import (missing chunk after a deploy), or our time-out. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Loading chunk .* failed|Unable to preload CSS/i.test(
      error.message,
    )
  );
}

export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      const error = new Error(`Loading chunk timed out after ${ms} ms`);
      error.name = 'ChunkLoadError';
      reject(error);
    }, ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

export interface ReloadEnv {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  reload: () => void;
  path: () => string;
}

const browserEnv = (): ReloadEnv => ({
  storage: sessionStorage,
  reload: () => location.reload(),
  path: () => location.pathname,
});

/**
 * Reloads the page once per path when a chunk fails to load (a new deploy removed it); a second
 * failure on the same path is rethrown so the error boundary shows it instead of looping.
 * Answers true when a reload was started.
 */
export function reloadOnceForChunkError(error: unknown, env: ReloadEnv = browserEnv()): boolean {
  if (!isChunkLoadError(error)) return false;
  const path = env.path();
  if (env.storage.getItem(RELOAD_KEY) === path) return false;
  env.storage.setItem(RELOAD_KEY, path);
  env.reload();
  return true;
}

export function chunkLoaded(env?: Pick<ReloadEnv, 'storage'>): void {
  // On the server (rendering a public page) there is nothing to reload.
  if (!env && typeof sessionStorage === 'undefined') return;
  (env ?? browserEnv()).storage.removeItem(RELOAD_KEY);
}

/** A page component that can also be loaded ahead of rendering. */
export type LazyPage<P> = ((props: P) => ReactNode) & { preload: () => Promise<void> };

/**
 * React.lazy with the chunk time-out and the reload-once rule. `preload()` loads the chunk ahead: a page
 * mounted after that renders at once instead of suspending, which is what hydration needs (a page
 * suspended while hydrating loses the server's HTML to the fallback if any update reaches it first).
 */
export function lazyPage<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
): LazyPage<ComponentProps<T> & object> {
  type P = ComponentProps<T> & object;
  let loaded: T | undefined;
  let pending: Promise<{ default: T }> | undefined;
  const loadOnce = () => {
    pending ??= withTimeout(load(), CHUNK_TIMEOUT_MS).then(
      (module) => {
        loaded = module.default;
        chunkLoaded();
        return module;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  const Lazy = lazy(async () => {
    try {
      return await loadOnce();
    } catch (error) {
      if (reloadOnceForChunkError(error)) return new Promise<{ default: T }>(() => {});
      throw error;
    }
  });
  function Page(props: P) {
    // Decided once per mount, so a page never switches component (and loses its state) when its chunk lands.
    const [Ready] = useState(() => loaded);
    return Ready ? createElement(Ready, props) : createElement(Lazy as ComponentType<P>, props);
  }
  Page.preload = () => loadOnce().then(() => undefined);
  return Page;
}
