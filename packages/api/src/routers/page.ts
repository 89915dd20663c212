import { pageMetaInputSchema } from '@app/contract';
import { pageMeta, sitemapEntries } from '../services/page-meta';
import { publicProcedure, router } from '../trpc';

const HOUR_MS = 3_600_000;

export const pageRouter = router({
  meta: publicProcedure.input(pageMetaInputSchema).query(({ ctx, input }) =>
    // A weekly class's Event names its next session, so an answer is kept only through the hour it was made in.
    ctx.cache.remember(
      ['page.meta', ctx.locale, input.path, input.lang ?? null, Math.floor(ctx.now().getTime() / HOUR_MS)],
      () => pageMeta(ctx, input.path, input.lang),
    ),
  ),
  sitemap: publicProcedure.query(({ ctx }) => ctx.cache.remember(['page.sitemap'], () => sitemapEntries(ctx))),
});
