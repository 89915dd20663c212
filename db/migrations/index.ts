import type { Migration } from 'kysely/migration';
import * as initial from './2026_11_21_01_initial';

/** Every migration, by name, in order. Static imports so vitest, tsx and bundlers all load them. */
export const migrations: Record<string, Migration> = {
  '2026_11_21_01_initial': initial,
};
