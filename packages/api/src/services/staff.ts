import type { Role } from '@app/contract';
import { type Db, repo } from '@app/db';
import { AppError } from '../errors';
import { assertStrongPassword, hashPassword } from './passwords';

/**
 * Staff account management for the operator's command line (`npm run user -- …`): rules here, the CLI
 * only parses arguments and prints. Every change that locks someone out ends their sessions at once.
 */

export interface StaffAccount {
  email: string;
  name: string;
  role: Role;
  status: 'active' | 'disabled';
  disabledAt: Date | null;
  lastSignInAt: Date | null;
  activeSessions: number;
}

export async function listStaff(db: Db, now = new Date()): Promise<StaffAccount[]> {
  const rows = await repo.listStaffAccounts(db, now);
  return rows.map((row) => ({
    email: row.email,
    name: row.name,
    role: row.role,
    status: row.disabled_at ? 'disabled' : 'active',
    disabledAt: row.disabled_at,
    lastSignInAt: row.last_sign_in_at ? new Date(row.last_sign_in_at) : null,
    activeSessions: Number(row.active_sessions),
  }));
}

async function findOrThrow(db: Db, email: string) {
  const user = await repo.findUserByEmail(db, email);
  if (!user) throw new AppError('NOT_FOUND', `No staff user has the email ${email}.`);
  return user;
}

const LAST_ADMIN = (email: string, what: string) =>
  `${email} is the last active admin and cannot be ${what}. Make another staff user an admin first (set-role --role admin).`;

/** Refuses when `userId` is the only enabled admin; the admins' rows stay locked until the transaction ends. */
async function refuseLastAdmin(db: Db, user: { id: number; email: string }, what: string) {
  const admins = await repo.lockActiveAdminIds(db);
  if (admins.length === 1 && admins[0] === user.id) throw new AppError('CONFLICT', LAST_ADMIN(user.email, what));
}

export async function createStaff(db: Db, input: { email: string; name: string; role: Role; password: string }) {
  assertStrongPassword(input.password, 'password', [input.email, input.name]);
  if (await repo.findUserByEmail(db, input.email))
    throw new AppError('CONFLICT', `A staff user with ${input.email} already exists.`);
  return repo.insertUser(db, {
    email: input.email,
    name: input.name,
    role: input.role,
    passwordHash: await hashPassword(input.password),
  });
}

/** Disables an account and ends all its sessions; answers how many sessions ended. */
export async function disableStaff(db: Db, email: string, now = new Date()) {
  return db.transaction().execute(async (trx) => {
    const user = await findOrThrow(trx, email);
    if (user.role === 'admin' && !user.disabled_at) await refuseLastAdmin(trx, user, 'disabled');
    if (!user.disabled_at) await repo.setUserDisabledAt(trx, user.id, now);
    const endedSessions = await repo.revokeAllSessions(trx, user.id, now);
    return { email: user.email, alreadyDisabled: user.disabled_at !== null, endedSessions };
  });
}

export async function enableStaff(db: Db, email: string) {
  const user = await findOrThrow(db, email);
  if (user.disabled_at) await repo.setUserDisabledAt(db, user.id, null);
  return { email: user.email, alreadyEnabled: user.disabled_at === null };
}

/** Sets a new password (strength-checked) and ends every session signed in with the old one. */
export async function setStaffPassword(db: Db, email: string, password: string, now = new Date()) {
  const user = await findOrThrow(db, email);
  assertStrongPassword(password, 'password', [user.email, user.name]);
  const passwordHash = await hashPassword(password);
  return db.transaction().execute(async (trx) => {
    await repo.updatePasswordHash(trx, user.id, passwordHash);
    const endedSessions = await repo.revokeAllSessions(trx, user.id, now);
    return { email: user.email, endedSessions };
  });
}

export async function setStaffRole(db: Db, email: string, role: Role) {
  return db.transaction().execute(async (trx) => {
    const user = await findOrThrow(trx, email);
    if (user.role === role) return { email: user.email, role, changed: false };
    if (user.role === 'admin' && !user.disabled_at) await refuseLastAdmin(trx, user, 'made an editor');
    await repo.setUserRole(trx, user.id, role);
    return { email: user.email, role, changed: true };
  });
}
