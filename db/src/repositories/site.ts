import type { ContentStatus, FaqScope, LocalizedText } from '@app/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { publishedInPlace } from './list-order';
import { hasRow } from './has-row';

export async function listPublishedSlides(db: Kysely<Database>) {
  return db
    .selectFrom('slider_items')
    .select(['id', 'title', 'text', 'image_id', 'link_url', 'link_label'])
    .$call(publishedInPlace)
    .execute();
}

export async function listPublishedFaqs(db: Kysely<Database>, scope: FaqScope) {
  return db
    .selectFrom('faq_items')
    .select(['id', 'scope', 'question', 'answer'])
    .where('scope', '=', scope)
    .$call(publishedInPlace)
    .execute();
}

export async function listPublishedCorporateClients(db: Kysely<Database>) {
  return db
    .selectFrom('corporate_clients')
    .select(['id', 'name', 'logo_image_id', 'url'])
    .$call(publishedInPlace)
    .execute();
}

export async function findPublishedStaticContent(db: Kysely<Database>, code: string) {
  return db
    .selectFrom('static_contents')
    .select(['code', 'title', 'content', 'updated_at'])
    .where('code', '=', code)
    .where('status', '=', 'published')
    .executeTakeFirst();
}

export async function readSiteSettings(db: Kysely<Database>): Promise<Map<string, unknown>> {
  const rows = await db.selectFrom('site_settings').select(['key', 'value']).execute();
  return new Map(rows.map((r) => [r.key, r.value]));
}

export async function listPublishedAudioTracks(db: Kysely<Database>) {
  return db
    .selectFrom('audio_tracks')
    .select(['id', 'sha256', 'title', 'artist', 'mime', 'duration_seconds'])
    .$call(publishedInPlace)
    .execute();
}

export async function findAudioTrackData(db: Kysely<Database>, sha256: string) {
  return db.selectFrom('audio_tracks').select(['mime', 'data']).where('sha256', '=', sha256).executeTakeFirst();
}

/** One site setting's value; undefined when it was never set. */
export async function readSiteSetting(db: Kysely<Database>, key: string): Promise<unknown> {
  const row = await db.selectFrom('site_settings').select('value').where('key', '=', key).executeTakeFirst();
  return row?.value;
}

export async function writeSiteSetting(db: Kysely<Database>, key: string, value: unknown) {
  const json = JSON.stringify(value);
  await db
    .insertInto('site_settings')
    .values({ key, value: json })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: json, updated_at: new Date() }))
    .execute();
}

/** A static page by code, whatever its status (the back office edits drafts too). */
export async function findStaticContentByCode(db: Kysely<Database>, code: string) {
  return db.selectFrom('static_contents').selectAll().where('code', '=', code).executeTakeFirst();
}

export async function staticContentExists(db: Kysely<Database>, code: string): Promise<boolean> {
  return hasRow(db.selectFrom('static_contents').select('id').where('code', '=', code));
}

/**
 * Writes a static page only if it is still at `version`, stamping `updated_at` and bumping the version;
 * answers false when the page is gone or was changed meanwhile.
 */
export async function updateStaticContent(
  db: Kysely<Database>,
  code: string,
  version: number,
  values: { title: LocalizedText; content: LocalizedText; status: ContentStatus },
): Promise<boolean> {
  return hasRow(
    db
      .updateTable('static_contents')
      .set((eb) => ({
        title: JSON.stringify(values.title),
        content: JSON.stringify(values.content),
        status: values.status,
        updated_at: new Date(),
        version: eb('version', '+', 1),
      }))
      .where('code', '=', code)
      .where('version', '=', version)
      .returning('id'),
  );
}
