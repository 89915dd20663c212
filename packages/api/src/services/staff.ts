import type { AuditAction, Role } from '@app/contract';
import { type Db, repo } from '@app/db';
import { AppError } from '../errors';
import { assertStrongPassword, hashPassword } from './passwords';

/**
 * Staff account rules, shared by the operator's command line (`npm run user -- …`, which only parses
 * arguments and prints) and the back office's Staff screen (which names accounts by id and says who
 * acted). Every change that locks someone out ends their sessions at once, and every change is in the
 * audit log (`actorId` null: the command line).
 */

export interface StaffAccount {
  id: number;
  email: string;
  name: string;
  role: Role;
  /** `invited`: waiting for the invitee to choose a password or sign in through a provider. */
  status: 'active' | 'invited' | 'disabled';
  disabledAt: Date | null;
  lastSignInAt: Date | null;
  activeSessions: number;
}

/** An account by email (the command line) or by id (the back office). */
export type StaffRef = string | number;

/** Who makes a change, and when. */
export interface StaffChangeOptions {
  actorId?: number | null;
  now?: Date;
}

type UserRow = NonNullable<Awaited<ReturnType<typeof repo.findUserById>>>;

export async function listStaff(db: Db, now = new Date()): Promise<StaffAccount[]> {
  const rows = await repo.listStaffAccounts(db, now);
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    status: row.disabled_at ? 'disabled' : row.invited_at ? 'invited' : 'active',
    disabledAt: row.disabled_at,
    lastSignInAt: row.last_sign_in_at ? new Date(row.last_sign_in_at) : null,
    activeSessions: Number(row.active_sessions),
  }));
}

export async function findStaffOrThrow(db: Db, who: StaffRef): Promise<UserRow> {
  const user = typeof who === 'number' ? await repo.findUserById(db, who) : await repo.findUserByEmail(db, who);
  if (!user)
    throw new AppError(
      'NOT_FOUND',
      typeof who === 'number' ? /*i18n*/ 'No such staff user.' : `No staff user has the email ${who}.`,
    );
  return user;
}

/** One audit entry about a staff account; its title names the account as the dashboard lists it. */
export async function auditStaff(
  db: Db,
  actorId: number | null | undefined,
  action: Extract<AuditAction, `staff.${string}`>,
  user: { id: number; email: string; name: string },
  details: Record<string, unknown> = {},
) {
  await repo.insertAuditEntry(db, {
    userId: actorId ?? null,
    action,
    entity: 'user',
    entityId: String(user.id),
    summary: { title: `${user.name} <${user.email}>`, ...details },
  });
}

const LAST_ADMIN = (email: string, what: string) =>
  `${email} is the last active admin and cannot be ${what}. Make another staff member an admin first.`;

/** The only active admin may be neither made an editor nor disabled: someone must be left to manage staff. */
export const isLastActiveAdmin = (userId: number, activeAdminIds: readonly number[]) =>
  activeAdminIds.length === 1 && activeAdminIds[0] === userId;

/** Refuses when `userId` is the only enabled admin; the admins' rows stay locked until the transaction ends. */
async function refuseLastAdmin(db: Db, user: { id: number; email: string }, what: string) {
  if (isLastActiveAdmin(user.id, await repo.lockActiveAdminIds(db)))
    throw new AppError('CONFLICT', LAST_ADMIN(user.email, what));
}

export async function createStaff(db: Db, input: { email: string; name: string; role: Role; password: string }) {
  assertStrongPassword(input.password, 'password', [input.email, input.name]);
  if (await repo.findUserByEmail(db, input.email))
    throw new AppError('CONFLICT', `A staff user with ${input.email} already exists.`);
  const passwordHash = await hashPassword(input.password);
  return db.transaction().execute(async (trx) => {
    const user = await repo.insertUser(trx, { email: input.email, name: input.name, role: input.role, passwordHash });
    await auditStaff(trx, null, 'staff.create', user, { role: user.role });
    return user;
  });
}

/** Disables an account and ends all its sessions; answers how many sessions ended. */
export async function disableStaff(db: Db, who: StaffRef, options: StaffChangeOptions = {}) {
  const now = options.now ?? new Date();
  return db.transaction().execute(async (trx) => {
    const user = await findStaffOrThrow(trx, who);
    if (user.role === 'admin' && !user.disabled_at) await refuseLastAdmin(trx, user, 'disabled');
    if (!user.disabled_at) await repo.setUserDisabledAt(trx, user.id, now);
    const endedSessions = await repo.revokeAllSessions(trx, user.id, now);
    // A link sent before cannot bring the account back.
    await repo.retireStaffTokens(trx, user.id, ['invitation', 'password-reset'], now);
    if (!user.disabled_at) await auditStaff(trx, options.actorId, 'staff.disable', user, { endedSessions });
    return { id: user.id, email: user.email, alreadyDisabled: user.disabled_at !== null, endedSessions };
  });
}

export async function enableStaff(db: Db, who: StaffRef, options: StaffChangeOptions = {}) {
  return db.transaction().execute(async (trx) => {
    const user = await findStaffOrThrow(trx, who);
    if (user.disabled_at) {
      await repo.setUserDisabledAt(trx, user.id, null);
      await auditStaff(trx, options.actorId, 'staff.enable', user);
    }
    return { id: user.id, email: user.email, alreadyEnabled: user.disabled_at === null };
  });
}

/**
 * Sets a new password (strength-checked) and ends every session signed in with the old one. An
 * invited account is taken up by it.
 */
export async function setStaffPassword(db: Db, who: StaffRef, password: string, options: StaffChangeOptions = {}) {
  const now = options.now ?? new Date();
  const user = await findStaffOrThrow(db, who);
  assertStrongPassword(password, 'password', [user.email, user.name]);
  const passwordHash = await hashPassword(password);
  return db.transaction().execute(async (trx) => {
    await repo.updatePasswordHash(trx, user.id, passwordHash);
    if (user.invited_at) await repo.setUserInvitedAt(trx, user.id, null);
    const endedSessions = await repo.revokeAllSessions(trx, user.id, now);
    await repo.retireStaffTokens(trx, user.id, ['invitation', 'password-reset'], now);
    await auditStaff(trx, options.actorId, 'staff.password', user, { endedSessions });
    return { id: user.id, email: user.email, endedSessions };
  });
}

export async function setStaffRole(db: Db, who: StaffRef, role: Role, options: StaffChangeOptions = {}) {
  return db.transaction().execute(async (trx) => {
    const user = await findStaffOrThrow(trx, who);
    if (user.role === role) return { id: user.id, email: user.email, role, changed: false };
    if (user.role === 'admin' && !user.disabled_at) await refuseLastAdmin(trx, user, 'made an editor');
    await repo.setUserRole(trx, user.id, role);
    await auditStaff(trx, options.actorId, 'staff.role', user, { from: user.role, to: role });
    return { id: user.id, email: user.email, role, changed: true };
  });
}

/** Ends every session of one account ("sign out everywhere"); the account itself stays as it is. */
export async function signOutStaffEverywhere(db: Db, who: StaffRef, options: StaffChangeOptions = {}) {
  const now = options.now ?? new Date();
  return db.transaction().execute(async (trx) => {
    const user = await findStaffOrThrow(trx, who);
    const endedSessions = await repo.revokeAllSessions(trx, user.id, now);
    await auditStaff(trx, options.actorId, 'staff.sign-out-everywhere', user, { endedSessions });
    return { id: user.id, email: user.email, endedSessions };
  });
}
