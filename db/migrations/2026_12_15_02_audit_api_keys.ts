import { type Kysely, sql } from 'kysely';

/**
 * An API key is its own principal in the audit log: what it changed names the key ("API key 'HR
 * sync'"), not the admin who created it. Keys are revoked, never deleted, so the name stays readable.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE audit_log ADD COLUMN api_key_id integer REFERENCES api_keys(id) ON DELETE SET NULL`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE audit_log DROP COLUMN IF EXISTS api_key_id`.execute(db);
}
