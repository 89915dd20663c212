import { pageMetaInputSchema, pageMetaSchema, sitemapEntrySchema } from '@app/contract';
import { z } from 'zod';
import { pageMeta, sitemapEntries } from '../services/page-meta';
import { cachedPublicProcedure, router } from '../trpc';

const HOUR_MS = 3_600_000;

export const pageRouter = router({
  // A weekly class's Event names its next session, so an answer is kept only through the hour it was made in.
  meta: cachedPublicProcedure(pageMetaInputSchema, { key: (ctx) => Math.floor(ctx.now().getTime() / HOUR_MS) })
    .output(pageMetaSchema.nullable().describe('null for paths that are not public pages (the back office)'))
    .query(({ ctx, input }) => pageMeta(ctx, input.path, input.lang)),
  sitemap: cachedPublicProcedure()
    .output(z.array(sitemapEntrySchema))
    .query(({ ctx }) => sitemapEntries(ctx)),
});
