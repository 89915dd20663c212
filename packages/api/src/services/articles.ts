import type { MediaArticle, MediaArticlePage, PageQuery, Story, StoryPage } from '@app/contract';
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

const windowOf = ({ page, pageSize }: PageQuery) => ({ limit: pageSize, offset: (page - 1) * pageSize });

/** One page of media articles with excerpts (the list never carries bodies; the detail does). */
export async function mediaArticlePage(ctx: Context, query: PageQuery): Promise<MediaArticlePage> {
  const { rows, total } = await repo.pageOfPublishedMediaArticles(ctx.db, windowOf(query));
  const image = await imageResolver(
    ctx.db,
    rows.map((r) => r.cover_image_id),
    ctx.locale,
  );
  return {
    items: rows.map((row) => ({
      id: row.id,
      slug: row.slug,
      title: localize(row.title, ctx.locale),
      excerpt: localize(row.excerpt, ctx.locale),
      cover: image(row.cover_image_id),
      author: row.author,
      publishedAt: isoString(row.published_at),
      source: row.source,
      externalUrl: row.external_url,
    })),
    page: query.page,
    pageSize: query.pageSize,
    total,
  };
}

/** One page of stories with excerpts. */
export async function storyPage(ctx: Context, query: PageQuery): Promise<StoryPage> {
  const { rows, total } = await repo.pageOfPublishedStories(ctx.db, windowOf(query));
  const image = await imageResolver(
    ctx.db,
    rows.map((r) => r.cover_image_id),
    ctx.locale,
  );
  return {
    items: rows.map((row) => ({
      id: row.id,
      slug: row.slug,
      title: localize(row.title, ctx.locale),
      excerpt: localize(row.excerpt, ctx.locale),
      cover: image(row.cover_image_id),
      author: row.author,
      publishedAt: isoString(row.published_at),
    })),
    page: query.page,
    pageSize: query.pageSize,
    total,
  };
}
