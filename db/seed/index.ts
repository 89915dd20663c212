import { createHash } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { type Kysely, sql, type Transaction } from 'kysely';
import { processImage } from '../src/images';
import { insertImage } from '../src/repositories/images';
import type { Database } from '../src/schema';
import { renderArtSvg, renderPortraitSvg } from './art';
import { synthesizeAmbientWav } from './ambient';
import { mediaArticles, stories } from './content/articles';
import { classes } from './content/classes';
import { seedClassSessions } from './sessions';
import { counselors } from './content/counselors';
import { corporateClients, faqs, slides, staticContents, tracks } from './content/site';
import type { SeedArt, SeedArticle, SeedPortrait } from './types';

export const DEMO_ADMIN = {
  email: 'admin@ruangteduh.example',
  name: 'Dewi Admin',
  password: 'teduh-demo-2026',
} as const;

export const SITE_CONTACT = {
  email: 'hello@ruangteduh.example',
  phone: '+62 21 555 0123',
  address: 'Jl. Kemang Raya No. 18, Jakarta Selatan 12730, Indonesia',
  instagram: 'https://instagram.com/ruangteduh.example',
};

export interface SeedOptions {
  /**
   * Also create the demo admin whose password the README publishes. Development only: production
   * never creates an account by itself (the first admin comes from `npm run user -- create`).
   */
  admin: boolean;
  /** Add nothing unless the database holds no staff and no classes yet (a server's first start). */
  onlyIfEmpty?: boolean;
}

export interface SeedResult {
  /** Rows inserted per table; empty when everything was already there. */
  inserted: Record<string, number>;
}

/**
 * Key of the transaction-scoped advisory lock seeding runs under, so several nodes starting together
 * on one empty PostgreSQL seed once: the others wait, then find the content there.
 */
export const SEED_LOCK_KEY = 7_318_502_201;

const json = (value: unknown) => JSON.stringify(value);

async function artImage(trx: Transaction<Database>, art: SeedArt, width: number, height: number, key: string) {
  const svg = Buffer.from(renderArtSvg(art, width, height, key));
  return insertImage(trx, await processImage(svg, 'image/svg+xml'), art.alt);
}

async function portraitImage(trx: Transaction<Database>, portrait: SeedPortrait, key: string) {
  const svg = Buffer.from(renderPortraitSvg(portrait, 800, key));
  return insertImage(trx, await processImage(svg, 'image/svg+xml'), portrait.alt);
}

/** The columns media articles and stories share, as a published article of the demo. */
const articleColumns = (a: SeedArticle, coverImageId: number) => ({
  slug: a.slug,
  title: json(a.title),
  excerpt: json(a.excerpt),
  body: json(a.body),
  cover_image_id: coverImageId,
  author: a.author,
  published_at: new Date(a.publishedAt),
  status: 'published' as const,
});

async function existing(trx: Transaction<Database>, table: 'classes' | 'counselors' | 'media_articles' | 'stories') {
  const rows = await trx.selectFrom(table).select(['id', 'slug']).execute();
  return new Map(rows.map((r) => [r.slug, r.id]));
}

async function isEmpty(
  trx: Transaction<Database>,
  table: 'slider_items' | 'corporate_clients' | 'faq_items' | 'audio_tracks',
) {
  const row = await trx
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n) === 0;
}

/**
 * Adds the demo content that is missing, in one transaction under an advisory lock. Rows that exist
 * (by slug, code or email; for unkeyed lists, a non-empty table) are left as they are, so re-running
 * never duplicates or overwrites an editor's changes.
 */
export async function seed(db: Kysely<Database>, options: SeedOptions): Promise<SeedResult> {
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_KEY})`.execute(trx);
    const inserted: Record<string, number> = {};
    if (options.onlyIfEmpty && !(await isUnseeded(trx))) return { inserted };
    const count = (table: string, rows = 1) => {
      if (rows > 0) inserted[table] = (inserted[table] ?? 0) + rows;
    };
    const now = new Date();

    const admin =
      options.admin &&
      (await trx
        .selectFrom('users')
        .select('id')
        .where((eb) => eb(eb.fn('lower', ['email']), '=', DEMO_ADMIN.email))
        .executeTakeFirst());
    if (options.admin && !admin) {
      await trx
        .insertInto('users')
        .values({
          email: DEMO_ADMIN.email,
          name: DEMO_ADMIN.name,
          role: 'admin',
          password_hash: await hash(DEMO_ADMIN.password),
        })
        .execute();
      count('users');
    }

    const counselorIds = await existing(trx, 'counselors');
    for (const [index, c] of counselors.entries()) {
      if (counselorIds.has(c.slug)) continue;
      const photo = await portraitImage(trx, c.portrait, `counselor:${c.slug}`);
      const row = await trx
        .insertInto('counselors')
        .values({
          slug: c.slug,
          name: c.name,
          title: json(c.title),
          summary: json(c.summary),
          bio: json(c.bio),
          photo_image_id: photo,
          groups: c.groups,
          languages: c.languages,
          contact_links: json(c.contactLinks),
          sort_order: index,
          status: 'published',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      counselorIds.set(c.slug, row.id);
      count('counselors');
    }

    const classIds = await existing(trx, 'classes');
    for (const [index, k] of classes.entries()) {
      if (classIds.has(k.slug)) continue;
      const image = await artImage(trx, k.art, 1600, 1000, `class:${k.slug}`);
      const row = await trx
        .insertInto('classes')
        .values({
          slug: k.slug,
          class_type: k.classType,
          title: json(k.title),
          summary: json(k.summary),
          description: json(k.description),
          image_id: image,
          extend_info: json(k.extendInfo),
          capacity: k.capacity,
          sort_order: index,
          status: 'published',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      count('classes');
      const links = k.facilitators.map((slug, order) => {
        const counselorId = counselorIds.get(slug);
        if (counselorId === undefined) throw new Error(`Seed class ${k.slug} names unknown facilitator ${slug}`);
        return { class_id: row.id, counselor_id: counselorId, sort_order: order };
      });
      if (links.length > 0) await trx.insertInto('class_counselors').values(links).execute();
      const dated = await seedClassSessions(trx, row.id, k, now);
      count('class_sessions', dated.sessions);
      count('class_registrations', dated.bookings);
      const day = 24 * 3600 * 1000;
      for (const [i, comment] of k.comments.entries()) {
        await trx
          .insertInto('class_comments')
          .values({
            class_id: row.id,
            author_name: comment.authorName,
            body: comment.body,
            rating: comment.rating,
            approved: comment.approved,
            created_at: new Date(Date.UTC(2026, 9, 1) + (index * 3 + i) * day),
          })
          .execute();
        count('class_comments');
      }
    }

    /** Adds the articles `table` lacks (by slug), each after its cover image; `insert` writes one row. */
    const addArticles = async <A extends SeedArticle>(
      table: 'media_articles' | 'stories',
      imageKey: string,
      articles: readonly A[],
      insert: (article: A, coverImageId: number) => Promise<unknown>,
    ) => {
      const slugs = await existing(trx, table);
      for (const article of articles) {
        if (slugs.has(article.slug)) continue;
        await insert(article, await artImage(trx, article.art, 1600, 900, `${imageKey}:${article.slug}`));
        count(table);
      }
    };
    await addArticles('media_articles', 'media', mediaArticles, (a, cover) =>
      trx
        .insertInto('media_articles')
        .values({ ...articleColumns(a, cover), source: a.source, external_url: a.externalUrl })
        .execute(),
    );
    await addArticles('stories', 'story', stories, (s, cover) =>
      trx.insertInto('stories').values(articleColumns(s, cover)).execute(),
    );

    if (await isEmpty(trx, 'slider_items')) {
      for (const [index, slide] of slides.entries()) {
        const image = await artImage(trx, slide.art, 1920, 1080, `slide:${index}`);
        await trx
          .insertInto('slider_items')
          .values({
            title: json(slide.title),
            text: json(slide.text),
            image_id: image,
            link_url: slide.linkUrl,
            link_label: slide.linkLabel ? json(slide.linkLabel) : null,
            sort_order: index,
            status: 'published',
          })
          .execute();
        count('slider_items');
      }
    }

    if (await isEmpty(trx, 'corporate_clients')) {
      for (const [index, client] of corporateClients.entries()) {
        const logo = await artImage(trx, client.art, 400, 400, `client:${client.name}`);
        await trx
          .insertInto('corporate_clients')
          .values({ name: client.name, logo_image_id: logo, url: client.url, sort_order: index, status: 'published' })
          .execute();
        count('corporate_clients');
      }
    }

    if (await isEmpty(trx, 'faq_items')) {
      for (const [index, faq] of faqs.entries()) {
        await trx
          .insertInto('faq_items')
          .values({
            scope: faq.scope,
            question: json(faq.question),
            answer: json(faq.answer),
            sort_order: index,
            status: 'published',
          })
          .execute();
        count('faq_items');
      }
    }

    for (const page of staticContents) {
      const result = await trx
        .insertInto('static_contents')
        .values({ code: page.code, title: json(page.title), content: json(page.content), status: 'published' })
        .onConflict((oc) => oc.column('code').doNothing())
        .executeTakeFirst();
      if (Number(result.numInsertedOrUpdatedRows ?? 0) > 0) count('static_contents');
    }

    if (await isEmpty(trx, 'audio_tracks')) {
      for (const [index, track] of tracks.entries()) {
        const { wav, durationSeconds } = synthesizeAmbientWav({ seconds: track.seconds, seed: track.seed });
        await trx
          .insertInto('audio_tracks')
          .values({
            sha256: createHash('sha256').update(wav).digest('hex'),
            title: json(track.title),
            artist: track.artist,
            mime: 'audio/wav',
            duration_seconds: durationSeconds,
            data: wav,
            sort_order: index,
            status: 'published',
          })
          .execute();
        count('audio_tracks');
      }
    }

    const contact = await trx
      .insertInto('site_settings')
      .values({ key: 'contact', value: json(SITE_CONTACT) })
      .onConflict((oc) => oc.column('key').doNothing())
      .executeTakeFirst();
    if (Number(contact.numInsertedOrUpdatedRows ?? 0) > 0) count('site_settings');

    return { inserted };
  });
}

/** True when the database holds no staff and no classes yet (first start). */
export async function isUnseeded(db: Kysely<Database>): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const classesRow = await db
    .selectFrom('classes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n) === 0 && Number(classesRow.n) === 0;
}
