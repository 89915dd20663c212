import {
  FIRST_ADMIN_SETUP_PREFIX,
  type FirstAdminSetupInput,
  type FirstAdminSetupState,
  type LoginResult,
} from '@app/contract';
import { type Db, repo } from '@app/db';
import type { Context } from '../context';
import { AppError } from '../errors';
import { createSession } from './auth';
import { hashManageToken, newManageToken } from './bookings/tokens';
import { assertStrongPassword, hashPassword } from './passwords';
import { auditStaff } from './staff';

/**
 * The first admin of an empty production database (docs/operations.md, "First start in production"):
 * the server logs a setup link, whoever holds it chooses the admin's name, email and password, and the
 * link dies. It works until used while there is no staff account at all; only its SHA-256 is stored.
 */

const LINK_GONE = /*i18n*/ 'This setup link does not work: a newer one replaced it, or it was never issued here.';
const ALREADY_SET_UP = /*i18n*/ 'This site is already set up: sign in, or ask an admin for an invitation.';

const firstAdminSetupUrl = (publicUrl: string, token: string) => `${publicUrl}${FIRST_ADMIN_SETUP_PREFIX}${token}`;

export type FirstAdminLink =
  /** This call made the link: its URL is shown once, here. */
  | { kind: 'issued'; url: string }
  /** A link made earlier (by this node or another) still waits; its URL was shown when it was made. */
  | { kind: 'waiting'; issuedAt: Date }
  /** There are staff accounts: nothing to set up. */
  | { kind: 'set-up' };

/**
 * Makes the setup link of an empty database, unless one waits already: nodes starting together make
 * exactly one, and a restart keeps it. `replace` (the command line's `setup-link`) makes a new one that
 * ends the older.
 */
export async function issueFirstAdminLink(
  db: Db,
  publicUrl: string,
  options: { replace?: boolean; now?: Date } = {},
): Promise<FirstAdminLink> {
  if ((await repo.countUsers(db)) > 0) return { kind: 'set-up' };
  const now = options.now ?? new Date();
  const link = newManageToken();
  if (options.replace) await repo.replaceFirstAdminSetup(db, link.hash, now);
  else if (!(await repo.insertFirstAdminSetup(db, link.hash, now))) {
    const waiting = await repo.findFirstAdminSetup(db);
    if (waiting && !waiting.used_at) return { kind: 'waiting', issuedAt: waiting.created_at };
    // Used, yet no account (never so through the link): a new link replaces it.
    await repo.replaceFirstAdminSetup(db, link.hash, now);
  }
  return { kind: 'issued', url: firstAdminSetupUrl(publicUrl, link.token) };
}

/** Whether the setup link's page shows its form: 404 for a link that is not the live one. */
export async function describeFirstAdminSetup(ctx: Context, token: string): Promise<FirstAdminSetupState> {
  if ((await repo.countUsers(ctx.db)) > 0) return { state: 'done' };
  const live = await repo.findFirstAdminSetup(ctx.db);
  if (!live || live.used_at || live.token_hash !== hashManageToken(token)) throw new AppError('NOT_FOUND', LINK_GONE);
  return { state: 'open' };
}

/**
 * Creates the first admin through the setup link (the password strength-checked as everywhere), ends
 * the link and signs them in. A second use, or any use once an account exists, is refused (409).
 */
export async function completeFirstAdminSetup(ctx: Context, input: FirstAdminSetupInput): Promise<LoginResult> {
  const { state } = await describeFirstAdminSetup(ctx, input.token);
  if (state === 'done') throw new AppError('CONFLICT', ALREADY_SET_UP);
  assertStrongPassword(input.password, 'password', [input.email, input.name]);
  const passwordHash = await hashPassword(input.password);
  const now = ctx.now();
  const user = await ctx.db.transaction().execute(async (trx) => {
    // The link's row is locked from here to the commit: of two uses at once, the second finds it used.
    if (!(await repo.useFirstAdminSetup(trx, hashManageToken(input.token), now)))
      throw new AppError('CONFLICT', ALREADY_SET_UP);
    if ((await repo.countUsers(trx)) > 0) throw new AppError('CONFLICT', ALREADY_SET_UP);
    const created = await repo.insertUser(trx, {
      email: input.email,
      name: input.name,
      role: 'admin',
      passwordHash,
    });
    await auditStaff(trx, null, 'staff.create', created, { role: 'admin', via: 'setup link' });
    return created;
  });
  const { sid: _sid, ...answer } = await createSession(ctx, user.id, false);
  return answer;
}
