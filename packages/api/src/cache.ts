/**
 * Told of each lookup: its key (`${procedure path}\0…`, see trpc.ts) and whether an answer was kept
 * (waiting for a load in progress counts as a hit).
 */
type CacheObserver = (key: string, hit: boolean) => void;

/**
 * One entry an answer was made from: its key and the very promise kept under it. While the cache
 * still keeps that promise under that key (`keeps`), the entry is unchanged: a clear, a scoped clear
 * that matched it, an eviction or a failed load removes it, and a new load is a new promise.
 */
export type CacheRead = readonly [key: string, kept: Promise<unknown>];

/**
 * Public read answers per (procedure, input, locale), kept in process memory: the one cache of public
 * reads, filled by `cachedPublicProcedure` (trpc.ts) whichever transport calls it. Every content write
 * calls clear(); a write that changes less (a booking: one class's seats) clears only the keys it
 * affects (`clearWhere`, see cache-scope.ts). On PostgreSQL the server relays both to other nodes
 * through LISTEN/NOTIFY.
 * Concurrent misses for one key share a single load; failures are not cached.
 */
export class ContentCache {
  private readonly entries = new Map<string, Promise<unknown>>();
  private generation = 0;
  private removals = 0;
  private observer: CacheObserver | undefined;

  constructor(private readonly maxEntries = 5_000) {}

  /** Reports every lookup from now on (the server counts hits and misses per procedure for its metrics). */
  observe(observer: CacheObserver): void {
    this.observer = observer;
  }

  /**
   * The answer kept under `key` (a string, or parts joined by JSON), loading it on a miss. `reads`, when
   * given, is told which entry the answer came from (the server's answer replay checks it later).
   */
  remember<T>(key: string | readonly unknown[], load: () => Promise<T>, reads?: CacheRead[]): Promise<T> {
    const id = typeof key === 'string' ? key : JSON.stringify(key);
    // A hit answers the stored promise itself: no new promise, no extra tick.
    const kept = this.entries.get(id) as Promise<T> | undefined;
    this.observer?.(id, kept !== undefined);
    if (kept !== undefined) {
      reads?.push([id, kept]);
      return kept;
    }
    return this.fill(id, load, reads);
  }

  /**
   * What is kept under `key` (a pending or finished load), without loading anything. Reported as a hit
   * when something is kept; finding nothing is not a miss (the caller goes on to `remember`).
   */
  peek(key: string, reads?: CacheRead[]): Promise<unknown> | undefined {
    const kept = this.entries.get(key);
    if (kept !== undefined) {
      this.observer?.(key, true);
      reads?.push([key, kept]);
    }
    return kept;
  }

  /** Whether `read`'s entry is still the one kept (not a lookup: nothing is reported, nothing loaded). */
  keeps(read: CacheRead): boolean {
    return this.entries.get(read[0]) === read[1];
  }

  private async fill<T>(id: string, load: () => Promise<T>, reads?: CacheRead[]): Promise<T> {
    const generation = this.generation;
    const pending = load();
    this.entries.set(id, pending);
    reads?.push([id, pending]);
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.remove(oldest);
    }
    try {
      return await pending;
    } catch (error) {
      if (this.entries.get(id) === pending) this.remove(id);
      throw error;
    } finally {
      // A write that happened while loading may have made this answer stale.
      if (generation !== this.generation && this.entries.get(id) === pending) this.remove(id);
    }
  }

  private remove(id: string): void {
    this.removals++;
    this.entries.delete(id);
  }

  /**
   * Changes whenever anything kept may have changed: a clear, a scoped clear (even one that dropped
   * nothing), an eviction, a failed or superseded load. While it stays the same, every answer made from
   * what is kept is still the current one (the server's answer replay relies on it).
   */
  get version(): number {
    return this.removals;
  }

  clear(): void {
    this.generation++;
    this.removals++;
    this.entries.clear();
  }

  /**
   * Drops the entries whose key matches, loads in progress included (what they read may predate the
   * write; they are not kept when they finish). Answers how many were dropped.
   */
  clearWhere(matches: (key: string) => boolean): number {
    let dropped = 0;
    this.removals++;
    for (const key of this.entries.keys()) {
      if (matches(key)) {
        this.entries.delete(key);
        dropped++;
      }
    }
    return dropped;
  }

  get size(): number {
    return this.entries.size;
  }
}
