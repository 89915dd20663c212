import { sql } from 'kysely';

/** Strings written to a `text[]` column (a plain array parameter would not be typed as one). */
export const textArray = (values: readonly string[]) => sql<string[]>`${[...values]}::text[]`;
