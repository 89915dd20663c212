import type { StaffAccountView } from '@app/contract';
import { repo } from '@app/db';
import type { Context } from '../../context';
import { AppError } from '../../errors';
import { isLastActiveAdmin, listStaff } from '../staff';

/** The Staff screen's list: every account with its status, last sign-in, live sessions and pending invitation. */
export async function staffAccounts(ctx: Context): Promise<StaffAccountView[]> {
  const now = ctx.now();
  const [accounts, invitations] = await Promise.all([
    listStaff(ctx.db, now),
    repo.pendingInvitationExpiries(ctx.db, now),
  ]);
  const expiries = new Map(invitations.map((row) => [row.user_id, new Date(row.expires_at)]));
  // Active: neither invited nor disabled, as `lockActiveAdminIds` counts them.
  const activeAdminIds = accounts.filter((a) => a.role === 'admin' && a.status === 'active').map((a) => a.id);
  return accounts.map((account) => ({
    id: account.id,
    email: account.email,
    name: account.name,
    role: account.role,
    status: account.status === 'disabled' ? 'deactivated' : account.status,
    lastSignInAt: account.lastSignInAt?.toISOString() ?? null,
    activeSessions: account.activeSessions,
    invitationExpiresAt: account.status === 'invited' ? (expiries.get(account.id)?.toISOString() ?? null) : null,
    lastActiveAdmin: isLastActiveAdmin(account.id, activeAdminIds),
  }));
}

/** One account as the list shows it, after a change. */
export async function staffAccount(ctx: Context, id: number): Promise<StaffAccountView> {
  const account = (await staffAccounts(ctx)).find((a) => a.id === id);
  if (!account) throw new AppError('NOT_FOUND', /*i18n*/ 'No such staff user.');
  return account;
}
