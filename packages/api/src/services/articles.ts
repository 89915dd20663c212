import type { MediaArticle, Story } from '@app/contract';
import { repo } from '@app/db';
import type { Context } from '../context';
import { imageResolver, isoString, localize } from './resolve';

export async function listMediaArticles(ctx: Context): Promise<MediaArticle[]> {
  const rows = await repo.listPublishedMediaArticles(ctx.db);
  const image = await imageResolver(
    ctx.db,
    rows.map((r) => r.cover_image_id),
    ctx.locale,
  );
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    title: localize(row.title, ctx.locale),
    excerpt: localize(row.excerpt, ctx.locale),
    body: localize(row.body, ctx.locale),
    cover: image(row.cover_image_id),
    author: row.author,
    publishedAt: isoString(row.published_at),
    source: row.source,
    externalUrl: row.external_url,
  }));
}

export async function listStories(ctx: Context): Promise<Story[]> {
  const rows = await repo.listPublishedStories(ctx.db);
  const image = await imageResolver(
    ctx.db,
    rows.map((r) => r.cover_image_id),
    ctx.locale,
  );
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    title: localize(row.title, ctx.locale),
    excerpt: localize(row.excerpt, ctx.locale),
    body: localize(row.body, ctx.locale),
    cover: image(row.cover_image_id),
    author: row.author,
    publishedAt: isoString(row.published_at),
  }));
}
