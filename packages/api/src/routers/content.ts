import {
  articlePageInputSchema,
  corporateClientSchema,
  faqItemSchema,
  faqListInputSchema,
  mediaArticlePageSchema,
  mediaArticleSchema,
  siteSettingsSchema,
  sliderItemSchema,
  staticContentInputSchema,
  staticContentSchema,
  storyPageSchema,
  storySchema,
} from '@app/contract';
import { z } from 'zod';
import { listMediaArticles, listStories, mediaArticlePage, storyPage } from '../services/articles';
import { listCorporateClients, listFaqs, listSlides, siteSettings, staticContent } from '../services/site';
import { cachedPublicProcedure, router } from '../trpc';

export const mediaRouter = router({
  list: cachedPublicProcedure()
    .output(z.array(mediaArticleSchema))
    .query(({ ctx }) => listMediaArticles(ctx)),
  /** One page of media articles, newest first, with excerpts (the detail has the body). */
  page: cachedPublicProcedure(articlePageInputSchema)
    .output(mediaArticlePageSchema)
    .query(({ ctx, input }) => mediaArticlePage(ctx, input)),
});

export const storyRouter = router({
  list: cachedPublicProcedure()
    .output(z.array(storySchema))
    .query(({ ctx }) => listStories(ctx)),
  /** One page of stories, newest first, with excerpts. */
  page: cachedPublicProcedure(articlePageInputSchema)
    .output(storyPageSchema)
    .query(({ ctx, input }) => storyPage(ctx, input)),
});

export const sliderRouter = router({
  list: cachedPublicProcedure()
    .output(z.array(sliderItemSchema))
    .query(({ ctx }) => listSlides(ctx)),
});

export const faqRouter = router({
  list: cachedPublicProcedure(faqListInputSchema)
    .output(z.array(faqItemSchema))
    .query(({ ctx, input }) => listFaqs(ctx, input.scope)),
});

export const corporateRouter = router({
  clients: cachedPublicProcedure()
    .output(z.array(corporateClientSchema))
    .query(({ ctx }) => listCorporateClients(ctx)),
});

export const staticContentRouter = router({
  get: cachedPublicProcedure(staticContentInputSchema)
    .output(staticContentSchema)
    .query(({ ctx, input }) => staticContent(ctx, input.code)),
});

export const settingsRouter = router({
  public: cachedPublicProcedure()
    .output(siteSettingsSchema)
    .query(({ ctx }) => siteSettings(ctx)),
});
