import {
  classCommentInputSchema,
  classCommentPageInputSchema,
  classCommentPageSchema,
  classCommentSchema,
  classDetailInputSchema,
  classDetailSchema,
  classListInputSchema,
  classSessionSchema,
  classSessionsInputSchema,
  classSuggestionInputSchema,
  classSummarySchema,
} from '@app/contract';
import { z } from 'zod';
import {
  classCommentPage,
  classComments,
  classDetail,
  classSessions,
  classSuggestions,
  listClasses,
} from '../services/classes';
import { cachedPublicProcedure, router } from '../trpc';
import { upcomingSessionsKey } from './upcoming-key';

export const classRouter = router({
  // Class summaries name the next session.
  list: cachedPublicProcedure(classListInputSchema, upcomingSessionsKey)
    .output(z.array(classSummarySchema))
    .query(async ({ ctx, input }) => (await listClasses(ctx, input.type)).slice(0, input.limit)),
  detail: cachedPublicProcedure(classDetailInputSchema, upcomingSessionsKey)
    .output(classDetailSchema)
    .query(({ ctx, input }) => classDetail(ctx, input.slug)),
  /** A class's upcoming sessions, soonest first, with the seats left in each. */
  sessions: cachedPublicProcedure(classSessionsInputSchema, upcomingSessionsKey)
    .output(z.array(classSessionSchema))
    .query(({ ctx, input }) => classSessions(ctx, input.slug)),
  suggestions: cachedPublicProcedure(classSuggestionInputSchema, upcomingSessionsKey)
    .output(z.array(classSummarySchema))
    .query(async ({ ctx, input }) => (await classSuggestions(ctx, input.type, input.slug)).slice(0, input.limit)),
  comments: cachedPublicProcedure(classCommentInputSchema)
    .output(z.array(classCommentSchema))
    .query(({ ctx, input }) => classComments(ctx, input.type, input.slug)),
  /** One page of a class's approved comments, newest first. */
  commentPage: cachedPublicProcedure(classCommentPageInputSchema)
    .output(classCommentPageSchema)
    .query(({ ctx, input }) => classCommentPage(ctx, input)),
});
