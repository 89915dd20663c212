import { type Kysely, sql } from 'kysely';

/** Departing staff are disabled, not deleted (the audit log keeps naming them): no sign-in, no live session. */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE users ADD COLUMN disabled_at timestamptz`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE users DROP COLUMN disabled_at`.execute(db);
}
