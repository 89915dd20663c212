import {
  classCommentInputSchema,
  classCommentPageInputSchema,
  classCommentPageSchema,
  classCommentSchema,
  classDetailInputSchema,
  classDetailSchema,
  classListInputSchema,
  classSuggestionInputSchema,
  classSummarySchema,
} from '@app/contract';
import { z } from 'zod';
import { classCommentPage, classComments, classDetail, classSuggestions, listClasses } from '../services/classes';
import { cachedPublicProcedure, router } from '../trpc';

export const classRouter = router({
  list: cachedPublicProcedure(classListInputSchema)
    .output(z.array(classSummarySchema))
    .query(({ ctx, input }) => listClasses(ctx, input.type)),
  detail: cachedPublicProcedure(classDetailInputSchema)
    .output(classDetailSchema)
    .query(({ ctx, input }) => classDetail(ctx, input.slug)),
  suggestions: cachedPublicProcedure(classSuggestionInputSchema)
    .output(z.array(classSummarySchema))
    .query(({ ctx, input }) => classSuggestions(ctx, input.type, input.slug)),
  comments: cachedPublicProcedure(classCommentInputSchema)
    .output(z.array(classCommentSchema))
    .query(({ ctx, input }) => classComments(ctx, input.type, input.slug)),
  /** One page of a class's approved comments, newest first. */
  commentPage: cachedPublicProcedure(classCommentPageInputSchema)
    .output(classCommentPageSchema)
    .query(({ ctx, input }) => classCommentPage(ctx, input)),
});
