import { pageMetaInputSchema, pageMetaSchema, sitemapEntrySchema } from '@app/contract';
import { z } from 'zod';
import { pageMeta, sitemapEntries } from '../services/page-meta';
import { cachedPublicProcedure, router } from '../trpc';
import { upcomingSessionsKey } from './upcoming-key';

export const pageRouter = router({
  // A class page's JSON-LD has an Event per upcoming session.
  meta: cachedPublicProcedure(pageMetaInputSchema, upcomingSessionsKey)
    .output(pageMetaSchema.nullable().describe('null for paths that are not public pages (the back office)'))
    .query(({ ctx, input }) => pageMeta(ctx, input.path, input.lang)),
  sitemap: cachedPublicProcedure()
    .output(z.array(sitemapEntrySchema))
    .query(({ ctx }) => sitemapEntries(ctx)),
});
