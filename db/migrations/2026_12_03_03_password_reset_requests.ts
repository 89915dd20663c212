import { type Kysely, sql } from 'kysely';

/**
 * "Forgot password" requests waiting to be handled. The request only adds a row here, the same for any
 * address, and answers; a job on any node then looks the address up and, for an enabled staff account,
 * makes the link and queues its email. Answering after the look-up told, by its time, which addresses
 * are staff. Rows are claimed FOR UPDATE SKIP LOCKED and deleted once handled.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE password_reset_requests (
      id serial PRIMARY KEY,
      email text NOT NULL,
      requested_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE password_reset_requests`.execute(db);
}
