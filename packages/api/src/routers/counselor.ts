import {
  type CounselorGroup,
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

/** Every counselor of one group. */
const groupList = (group: CounselorGroup) =>
  cachedPublicProcedure()
    .output(list)
    .query(({ ctx }) => listCounselors(ctx, group));

export const counselorRouter = router({
  list: cachedPublicProcedure(counselorListInputSchema)
    .output(list)
    .query(async ({ ctx, input }) => (await listCounselors(ctx)).slice(0, input?.limit)),
  eap: groupList('employee-assistance'),
  coach: groupList('coach'),
  // A facilitator's classes name their next session.
  detail: cachedPublicProcedure(counselorDetailInputSchema, upcomingSessionsKey)
    .output(counselorDetailSchema)
    .query(({ ctx, input }) => counselorDetail(ctx, input.slug)),
});
