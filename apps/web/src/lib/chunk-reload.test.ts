import { describe, expect, it, vi } from 'vitest';
import {
  CHUNK_TIMEOUT_MS,
  chunkLoaded,
  isChunkLoadError,
  type ReloadEnv,
  reloadOnceForChunkError,
  withTimeout,
} from './chunk-reload';

function memoryEnv(path = '/session-classes'): ReloadEnv & { reloads: number } {
  const store = new Map<string, string>();
  const env = {
    reloads: 0,
    storage: {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
      removeItem: (k: string) => void store.delete(k),
    },
    reload: () => {
      env.reloads++;
    },
    path: () => path,
  };
  return env;
}

describe('chunk reload guard', () => {
  it('recognises chunk load failures and nothing else', () => {
    const named = new Error('x');
    named.name = 'ChunkLoadError';
    expect(isChunkLoadError(named)).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/Page-abc.js'))).toBe(
      true,
    );
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('ChunkLoadError')).toBe(false);
  });

  it('reloads once per path, then lets the error through instead of looping', () => {
    const env = memoryEnv();
    const error = new TypeError('Failed to fetch dynamically imported module');
    expect(reloadOnceForChunkError(error, env)).toBe(true);
    expect(env.reloads).toBe(1);
    expect(reloadOnceForChunkError(error, env)).toBe(false);
    expect(env.reloads).toBe(1);
    chunkLoaded(env);
    expect(reloadOnceForChunkError(error, env)).toBe(true);
    expect(env.reloads).toBe(2);
  });

  it('does not reload for other errors', () => {
    const env = memoryEnv();
    expect(reloadOnceForChunkError(new Error('boom'), env)).toBe(false);
    expect(env.reloads).toBe(0);
  });

  it('times a chunk out after 120 s as a ChunkLoadError', async () => {
    expect(CHUNK_TIMEOUT_MS).toBe(120_000);
    vi.useFakeTimers();
    const pending = withTimeout(new Promise(() => {}), CHUNK_TIMEOUT_MS);
    const check = expect(pending).rejects.toSatisfy((e: unknown) => isChunkLoadError(e));
    vi.advanceTimersByTime(CHUNK_TIMEOUT_MS);
    await check;
    vi.useRealTimers();
  });
});
