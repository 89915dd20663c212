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
  deactivate: sensitive
    .input(staffIdInputSchema)
    .output(staffChangeResultSchema)
    .mutation(async ({ ctx, input }) => {
      const result = await disableStaff(ctx.db, input.id, { actorId: ctx.user.id, now: ctx.now() });
      return changed(ctx, input.id, result.endedSessions);
    }),
  reactivate: admins
    .input(staffIdInputSchema)
    .output(staffChangeResultSchema)
    .mutation(async ({ ctx, input }) => {
      await enableStaff(ctx.db, input.id, { actorId: ctx.user.id });
      return changed(ctx, input.id);
    }),
  /**
   * Removes every second factor of another person (they set one up again). Audited; they are emailed.
   * Sensitive: with a stolen password it would strip a colleague's protection.
   */
  resetSecondFactor: sensitive
    .input(staffIdInputSchema)
    .output(staffChangeResultSchema)
    .mutation(async ({ ctx, input }) => {
      await resetOthersSecondFactor(ctx, ctx.user, input.id);
      return changed(ctx, input.id);
    }),
  signOutEverywhere: admins
    .input(staffIdInputSchema)
    .output(staffChangeResultSchema)
    .mutation(async ({ ctx, input }) => {
      const result = await signOutStaffEverywhere(ctx.db, input.id, { actorId: ctx.user.id, now: ctx.now() });
      return changed(ctx, input.id, result.endedSessions);
    }),
});
