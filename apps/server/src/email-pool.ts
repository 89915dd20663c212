import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { type StoredEmailRenderer, setEmailRenderer } from '@app/api/server';
import Tinypool from 'tinypool';

/** Set by build.mjs in the production bundle, where the worker is `dist/email-worker.js`. */
declare const __EMAIL_WORKER_BUNDLED__: boolean | undefined;

/** The worker's file: the bundle's in production, the TypeScript source through tsx otherwise. */
function workerFile(): string {
  if (typeof __EMAIL_WORKER_BUNDLED__ !== 'undefined' && __EMAIL_WORKER_BUNDLED__) {
    // import.meta.url names this source file in the bundle too (build.mjs): dist/ is its sibling.
    return fileURLToPath(new URL('../dist/email-worker.js', import.meta.url));
  }
  return fileURLToPath(new URL('./email-worker-source.mjs', import.meta.url));
}

/** Worker threads by default: one fewer than the cores (the event loop keeps one), at least 1, at most 4. */
export const defaultEmailRenderThreads = () => Math.max(1, Math.min(4, availableParallelism() - 1));

/**
 * Renders emails in worker threads (tinypool), so the React rendering of a booking's two emails (5–11 ms
 * each) does not hold the event loop that answers requests. Started with its threads, each warmed by one
 * rendering in the background; `close()` lets the renderings under way finish, then ends the threads.
 */
export class EmailRenderPool {
  private readonly pool: Tinypool;
  /** Resolves when every thread has rendered once (tests and the bench wait for it). */
  readonly warm: Promise<void>;

  constructor(threads: number) {
    this.pool = new Tinypool({
      filename: workerFile(),
      // React's production build whatever the server runs with: the development build's checks change
      // nothing in an email and double its rendering time (11 ms against 5.4, docs/benchmarks.md).
      env: { ...(process.env as Record<string, string>), NODE_ENV: 'production' },
      minThreads: threads,
      maxThreads: threads,
      // Warm threads stay: starting one costs React's and the templates' loading again.
      idleTimeout: 0,
    });
    this.warm = Promise.all(Array.from({ length: threads }, () => this.pool.run('warm-up'))).then(
      () => undefined,
      () => undefined,
    );
  }

  readonly render: StoredEmailRenderer = (stored) => this.pool.run(stored);

  get threads(): number {
    return this.pool.threads.length;
  }

  /** How many tasks have run in the threads (the warm-ups included): one per piece of work's emails. */
  get completed(): number {
    return this.pool.completed;
  }

  async close(): Promise<void> {
    await this.warm;
    await this.pool.destroy();
  }
}

let shared: { pool: EmailRenderPool; users: number } | null = null;

/**
 * The process's pool, started by the first app that asks (and made the API's renderer), ended when the last
 * one releases it: several apps in one process (tests) share one. Answers the release.
 */
export function acquireEmailRenderPool(threads: number): { pool: EmailRenderPool; release: () => Promise<void> } {
  if (!shared) {
    const pool = new EmailRenderPool(threads);
    setEmailRenderer(pool.render);
    shared = { pool, users: 0 };
  }
  shared.users++;
  const entry = shared;
  let released = false;
  return {
    pool: entry.pool,
    release: async () => {
      if (released) return;
      released = true;
      entry.users--;
      if (entry.users > 0 || shared !== entry) return;
      shared = null;
      setEmailRenderer(null);
      await entry.pool.close();
    },
  };
}
