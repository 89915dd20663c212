import { type RawBuilder, sql } from 'kysely';

/** An address as one person is known by: trimmed, lower case (what `person_email` columns hold). */
export const personKey = (email: string) => sql<string>`lower(btrim(${email}))`;

/** Rows whose address in `column` is the person's: `person` normalised already, or a `personKey`. */
export const samePerson = (column: string, person: string | RawBuilder<string>) =>
  sql<boolean>`lower(btrim(${sql.ref(column)})) = ${person}`;
