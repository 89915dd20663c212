import {
  counselorDetailInputSchema,
  counselorDetailSchema,
  counselorListInputSchema,
  counselorSummarySchema,
} from '@app/contract';
import { z } from 'zod';
import { counselorDetail, listCounselors } from '../services/counselors';
import { cachedPublicProcedure, router } from '../trpc';
import { upcomingSessionsKey } from './upcoming-key';

const list = z.array(counselorSummarySchema);

export const counselorRouter = router({
  list: cachedPublicProcedure(counselorListInputSchema)
    .output(list)
    .query(async ({ ctx, input }) => (await listCounselors(ctx)).slice(0, input?.limit)),
  eap: cachedPublicProcedure()
    .output(list)
    .query(({ ctx }) => listCounselors(ctx, 'employee-assistance')),
  coach: cachedPublicProcedure()
    .output(list)
    .query(({ ctx }) => listCounselors(ctx, 'coach')),
  // A facilitator's classes name their next session.
  detail: cachedPublicProcedure(counselorDetailInputSchema, upcomingSessionsKey)
    .output(counselorDetailSchema)
    .query(({ ctx, input }) => counselorDetail(ctx, input.slug)),
});
