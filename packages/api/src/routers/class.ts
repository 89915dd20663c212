import {
  classCommentInputSchema,
  classDetailInputSchema,
  classListInputSchema,
  classSuggestionInputSchema,
} from '@app/contract';
import { classComments, classDetail, classSuggestions, listClasses } from '../services/classes';
import { publicProcedure, router } from '../trpc';

export const classRouter = router({
  list: publicProcedure
    .input(classListInputSchema)
    .query(({ ctx, input }) =>
      ctx.cache.remember(['class.list', ctx.locale, input.type], () => listClasses(ctx, input.type)),
    ),
  detail: publicProcedure
    .input(classDetailInputSchema)
    .query(({ ctx, input }) =>
      ctx.cache.remember(['class.detail', ctx.locale, input.slug], () => classDetail(ctx, input.slug)),
    ),
  suggestions: publicProcedure
    .input(classSuggestionInputSchema)
    .query(({ ctx, input }) =>
      ctx.cache.remember(['class.suggestions', ctx.locale, input.type, input.slug], () =>
        classSuggestions(ctx, input.type, input.slug),
      ),
    ),
  comments: publicProcedure
    .input(classCommentInputSchema)
    .query(({ ctx, input }) =>
      ctx.cache.remember(['class.comments', ctx.locale, input.type, input.slug], () =>
        classComments(ctx, input.type, input.slug),
      ),
    ),
});
