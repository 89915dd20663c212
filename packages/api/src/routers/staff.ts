import { resetOthersSecondFactor } from '../services/second-factor';
import {
  staffAccountSchema,
  staffChangeResultSchema,
  staffIdInputSchema,
  staffInviteInputSchema,
  staffRoleInputSchema,
} from '@app/contract';
import { z } from 'zod';
import { staffAccount, staffAccounts } from '../services/admin/staff-accounts';
import { disableStaff, enableStaff, setStaffRole, signOutStaffEverywhere } from '../services/staff';
import { inviteStaff } from '../services/staff-links';
import type { Context } from '../context';
import type { SessionUser } from '../services/sessions';
import { router, staffProcedure } from '../trpc';

/**
 * The Staff screen (admins only: editors manage content, not people). The rules are the staff service's,
 * the same the command line runs; each change answers the account as it is now.
 */
const admins = staffProcedure(['admin']).meta({ personalData: true });
/** Changes of who may do what: a fresh second factor too (issue 32). */
const sensitive = staffProcedure(['admin'], { sensitive: true }).meta({ personalData: true });

/** What a change answers: the account as it is now, and how many of its sessions the change ended. */
async function changed(ctx: Context, id: number, endedSessions = 0) {
  return { account: await staffAccount(ctx, id), endedSessions };
}

/** A change of one account (`{ id }`) by `actor`; a change that ends the account's sessions says how many. */
const accountChange = (
  procedure: typeof admins,
  change: (ctx: Context, actor: SessionUser, id: number) => Promise<{ endedSessions: number } | undefined>,
) =>
  procedure
    .input(staffIdInputSchema)
    .output(staffChangeResultSchema)
    .mutation(async ({ ctx, input }) => {
      const result = await change(ctx, ctx.user, input.id);
      return changed(ctx, input.id, result?.endedSessions);
    });

export const staffRouter = router({
  list: admins.output(z.array(staffAccountSchema)).query(({ ctx }) => staffAccounts(ctx)),
  /** Creates the account and emails the invitee a link to choose a password (72 hours, once). */
  invite: sensitive
    .input(staffInviteInputSchema)
    .output(staffChangeResultSchema)
    .mutation(async ({ ctx, input }) => {
      const { id } = await inviteStaff(ctx, ctx.user, input);
      return changed(ctx, id);
    }),
  setRole: sensitive
    .input(staffRoleInputSchema)
    .output(staffChangeResultSchema)
    .mutation(async ({ ctx, input }) => {
      await setStaffRole(ctx.db, input.id, input.role, { actorId: ctx.user.id });
      return changed(ctx, input.id);
    }),
  /** They cannot sign in and every session of theirs ends at once; what they wrote stays theirs. */
  deactivate: accountChange(sensitive, (ctx, actor, id) =>
    disableStaff(ctx.db, id, { actorId: actor.id, now: ctx.now() }),
  ),
  reactivate: accountChange(admins, async (ctx, actor, id) => {
    await enableStaff(ctx.db, id, { actorId: actor.id });
  }),
  /**
   * Removes every second factor of another person (they set one up again). Audited; they are emailed.
   * Sensitive: with a stolen password it would strip a colleague's protection.
   */
  resetSecondFactor: accountChange(sensitive, async (ctx, actor, id) => {
    await resetOthersSecondFactor(ctx, actor, id);
  }),
  signOutEverywhere: accountChange(admins, (ctx, actor, id) =>
    signOutStaffEverywhere(ctx.db, id, { actorId: actor.id, now: ctx.now() }),
  ),
});
