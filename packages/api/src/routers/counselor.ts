import { counselorDetailInputSchema } from '@app/contract';
import { counselorDetail, listCounselors } from '../services/counselors';
import { publicProcedure, router } from '../trpc';

export const counselorRouter = router({
  list: publicProcedure.query(({ ctx }) =>
    ctx.cache.remember(['counselor.list', ctx.locale], () => listCounselors(ctx)),
  ),
  eap: publicProcedure.query(({ ctx }) =>
    ctx.cache.remember(['counselor.eap', ctx.locale], () => listCounselors(ctx, 'employee-assistance')),
  ),
  coach: publicProcedure.query(({ ctx }) =>
    ctx.cache.remember(['counselor.coach', ctx.locale], () => listCounselors(ctx, 'coach')),
  ),
  detail: publicProcedure
    .input(counselorDetailInputSchema)
    .query(({ ctx, input }) =>
      ctx.cache.remember(['counselor.detail', ctx.locale, input.slug], () => counselorDetail(ctx, input.slug)),
    ),
});
