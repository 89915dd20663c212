import { type Kysely, sql } from 'kysely';

/** Each kind of item the audit log names, and what it is called now (the title an entry names it by). */
const NAMES: ReadonlyArray<[entity: string, table: string, key: string, name: string]> = [
  ['class', 'classes', 'id', `nullif(t.title->>'en', '')`],
  ['facilitator', 'counselors', 'id', `nullif(t.name, '')`],
  ['media article', 'media_articles', 'id', `nullif(t.title->>'en', '')`],
  ['story', 'stories', 'id', `nullif(t.title->>'en', '')`],
  ['slide', 'slider_items', 'id', `nullif(t.title->>'en', '')`],
  ['corporate client', 'corporate_clients', 'id', `nullif(t.name, '')`],
  ['FAQ item', 'faq_items', 'id', `nullif(t.question->>'en', '')`],
  ['page', 'static_contents', 'code', `nullif(t.title->>'en', '')`],
  ['newsletter issue', 'newsletter_issues', 'id', `nullif(t.subject->>'en', '')`],
  ['image', 'images', 'id', `coalesce(nullif(t.alt->>'en', ''), t.file_name, 'Image #' || t.id)`],
  ['schedule image', 'images', 'id', `coalesce(nullif(t.alt->>'en', ''), t.file_name, 'Image #' || t.id)`],
  ['contact message', 'contact_messages', 'id', `t.name || ' (' || (a.summary->>'title') || ')'`],
];

/**
 * Audit entries name their item (`summary.title`): bulk publishing, scheduled publishing and the
 * schedule image wrote none, and a contact message's named only its new status. Entries whose item
 * still exists get its name as it is now, the best there is; the others stay unnamed, and the audit page
 * says that no name was recorded.
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const [entity, table, key, name] of NAMES) {
    const unnamed =
      entity === 'contact message'
        ? sql`a.summary->>'title' IN ('new', 'handled')`
        : sql`coalesce(a.summary->>'title', '') = ''`;
    await sql`UPDATE audit_log a
      SET summary = a.summary || jsonb_build_object('title', ${sql.raw(name)})
      FROM ${sql.table(table)} t
      WHERE a.entity = ${entity} AND a.entity_id = t.${sql.ref(key)}::text AND ${unnamed}
        AND ${sql.raw(name)} IS NOT NULL`.execute(db);
  }
}

/** The names added are as true as any: nothing to undo. */
export async function down(): Promise<void> {}
