import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DbConfig } from './client';

/** `.data/` at the repository root: the embedded database and generated secrets. */
export const DATA_DIR = fileURLToPath(new URL('../../.data', import.meta.url));
export const DEFAULT_PGLITE_DIR = resolve(DATA_DIR, 'pglite');

/** Chooses the dialect: PostgreSQL when a URL is given, otherwise embedded PGlite in a directory. */
export function dbConfigFrom(options: {
  databaseUrl?: string | undefined;
  pgliteDir?: string | undefined;
  baseDir?: string;
  /** Connections in the PostgreSQL pool (each node has its own). */
  poolSize?: number | undefined;
  statementTimeoutMs?: number | undefined;
}): DbConfig {
  const limits = options.statementTimeoutMs ? { statementTimeoutMs: options.statementTimeoutMs } : {};
  if (options.databaseUrl)
    return { databaseUrl: options.databaseUrl, ...limits, ...(options.poolSize ? { poolMax: options.poolSize } : {}) };
  const dir = options.pgliteDir ? resolve(options.baseDir ?? process.cwd(), options.pgliteDir) : DEFAULT_PGLITE_DIR;
  return { pgliteDir: dir, ...limits };
}
