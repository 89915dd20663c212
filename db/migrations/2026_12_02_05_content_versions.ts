import { type Kysely, sql } from 'kysely';

/**
 * History: every save of a content item, page or setting keeps the whole record as saved (all languages)
 * as one row here, numbered per item. `item_id` is text: content rows have numeric ids, pages a code and
 * settings a key. A staff account that is deleted leaves its versions (saved_by becomes null).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE content_versions (
      id serial PRIMARY KEY,
      resource_type text NOT NULL,
      item_id text NOT NULL,
      version_no integer NOT NULL,
      saved_by integer REFERENCES users (id) ON DELETE SET NULL,
      saved_at timestamptz NOT NULL DEFAULT now(),
      data jsonb NOT NULL,
      UNIQUE (resource_type, item_id, version_no)
    )
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE content_versions`.execute(db);
}
