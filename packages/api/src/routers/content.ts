import { faqListInputSchema, staticContentInputSchema } from '@app/contract';
import { listMediaArticles, listStories } from '../services/articles';
import { listCorporateClients, listFaqs, listSlides, siteSettings, staticContent } from '../services/site';
import { publicProcedure, router } from '../trpc';

export const mediaRouter = router({
  list: publicProcedure.query(({ ctx }) =>
    ctx.cache.remember(['media.list', ctx.locale], () => listMediaArticles(ctx)),
  ),
});

export const storyRouter = router({
  list: publicProcedure.query(({ ctx }) => ctx.cache.remember(['story.list', ctx.locale], () => listStories(ctx))),
});

export const sliderRouter = router({
  list: publicProcedure.query(({ ctx }) => ctx.cache.remember(['slider.list', ctx.locale], () => listSlides(ctx))),
});

export const faqRouter = router({
  list: publicProcedure
    .input(faqListInputSchema)
    .query(({ ctx, input }) =>
      ctx.cache.remember(['faq.list', ctx.locale, input.scope], () => listFaqs(ctx, input.scope)),
    ),
});

export const corporateRouter = router({
  clients: publicProcedure.query(({ ctx }) =>
    ctx.cache.remember(['corporate.clients', ctx.locale], () => listCorporateClients(ctx)),
  ),
});

export const staticContentRouter = router({
  get: publicProcedure
    .input(staticContentInputSchema)
    .query(({ ctx, input }) =>
      ctx.cache.remember(['staticContent.get', ctx.locale, input.code], () => staticContent(ctx, input.code)),
    ),
});

export const settingsRouter = router({
  public: publicProcedure.query(({ ctx }) =>
    ctx.cache.remember(['settings.public', ctx.locale], () => siteSettings(ctx)),
  ),
});
