import { pageMetaInputSchema } from '@app/contract';
import { pageMeta } from '../services/page-meta';
import { publicProcedure, router } from '../trpc';

export const pageRouter = router({
  meta: publicProcedure
    .input(pageMetaInputSchema)
    .query(({ ctx, input }) =>
      ctx.cache.remember(['page.meta', ctx.locale, input.path], () => pageMeta(ctx, input.path)),
    ),
});
