import type { Migration } from 'kysely/migration';
import * as initial from './2026_11_21_01_initial';
import * as oauth from './2026_11_22_01_oauth';

/** Every migration, by name, in order. Static imports so vitest, tsx and bundlers all load them. */
export const migrations: Record<string, Migration> = {
  '2026_11_21_01_initial': initial,
  '2026_11_22_01_oauth': oauth,
};
