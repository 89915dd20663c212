import type { FaqScope } from '@app/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../schema';

export async function listPublishedSlides(db: Kysely<Database>) {
  return db
    .selectFrom('slider_items')
    .select(['id', 'title', 'text', 'image_id', 'link_url', 'link_label'])
    .where('status', '=', 'published')
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

export async function listPublishedFaqs(db: Kysely<Database>, scope: FaqScope) {
  return db
    .selectFrom('faq_items')
    .select(['id', 'scope', 'question', 'answer'])
    .where('scope', '=', scope)
    .where('status', '=', 'published')
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

export async function listPublishedCorporateClients(db: Kysely<Database>) {
  return db
    .selectFrom('corporate_clients')
    .select(['id', 'name', 'logo_image_id', 'url'])
    .where('status', '=', 'published')
    .orderBy('sort_order')
    .orderBy('id')
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
    .where('status', '=', 'published')
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

export async function findAudioTrackData(db: Kysely<Database>, sha256: string) {
  return db.selectFrom('audio_tracks').select(['mime', 'data']).where('sha256', '=', sha256).executeTakeFirst();
}
