import type { Context } from '../context';
import type { SessionUser } from '../services/sessions';

/**
 * The resolver of a staff procedure whose service acts as the signed-in person (or API key) on the
 * whole validated input, e.g. `.mutation(asStaff(updateIssue))`.
 */
export const asStaff =
  <I, O>(act: (ctx: Context, user: SessionUser, input: I) => Promise<O>) =>
  ({ ctx, input }: { ctx: Context & { user: SessionUser }; input: I }) =>
    act(ctx, ctx.user, input);
