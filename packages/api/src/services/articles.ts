import type { LocalizedText, MediaArticle, MediaArticlePage, PageQuery, Story, StoryPage } from '@app/contract';
import { repo } from '@app/db';
import type { Context } from '../context';
import { isoString, localize, rowImageResolver } from './resolve';

/** What every article row (media article or story) holds, in a list or on a page. */
interface ArticleRow {
  id: number;
  slug: string;
  title: LocalizedText;
  excerpt: LocalizedText;
  cover_image_id: number | null;
  author: string;
  published_at: Date;
}

/** The fields media articles and stories share, in the request's locale; the rows' cover images are loaded at once. */
async function articleSummarizer(ctx: Context, rows: readonly ArticleRow[]) {
  const image = await rowImageResolver(ctx, rows, (row) => row.cover_image_id);
  return (row: ArticleRow) => ({
    id: row.id,
    slug: row.slug,
    title: localize(row.title, ctx.locale),
    excerpt: localize(row.excerpt, ctx.locale),
    cover: image(row.cover_image_id),
    author: row.author,
    publishedAt: isoString(row.published_at),
  });
}

/** Where a media article appeared first, if anywhere. */
const publication = (row: { source: string | null; external_url: string | null }) => ({
  source: row.source,
  externalUrl: row.external_url,
});

export async function listMediaArticles(ctx: Context): Promise<MediaArticle[]> {
  const rows = await repo.listPublishedMediaArticles(ctx.db);
  const summary = await articleSummarizer(ctx, rows);
  return rows.map((row) => ({ ...summary(row), body: localize(row.body, ctx.locale), ...publication(row) }));
}

export async function listStories(ctx: Context): Promise<Story[]> {
  const rows = await repo.listPublishedStories(ctx.db);
  const summary = await articleSummarizer(ctx, rows);
  return rows.map((row) => ({ ...summary(row), body: localize(row.body, ctx.locale) }));
}

const windowOf = ({ page, pageSize }: PageQuery) => ({ limit: pageSize, offset: (page - 1) * pageSize });

/** One page of media articles with excerpts (the list never carries bodies; the detail does). */
export async function mediaArticlePage(ctx: Context, query: PageQuery): Promise<MediaArticlePage> {
  const { rows, total } = await repo.pageOfPublishedMediaArticles(ctx.db, windowOf(query));
  const summary = await articleSummarizer(ctx, rows);
  const items = rows.map((row) => ({ ...summary(row), ...publication(row) }));
  return { items, page: query.page, pageSize: query.pageSize, total };
}

/** One page of stories with excerpts. */
export async function storyPage(ctx: Context, query: PageQuery): Promise<StoryPage> {
  const { rows, total } = await repo.pageOfPublishedStories(ctx.db, windowOf(query));
  const summary = await articleSummarizer(ctx, rows);
  return { items: rows.map(summary), page: query.page, pageSize: query.pageSize, total };
}
