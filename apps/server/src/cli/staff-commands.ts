import { parseArgs } from 'node:util';
import {
  AppError,
  createStaff,
  disableStaff,
  enableStaff,
  issueFirstAdminLink,
  listStaff,
  resetSecondFactor,
  type StaffAccount,
  setStaffPassword,
  setStaffRole,
} from '@app/api/server';
import { emailSchema, PASSWORD_MIN_LENGTH, ROLES } from '@app/contract';
import { DatabaseInUseError, type DbHandle } from '@app/db';
import { z } from 'zod';

/** The staff commands of `npm run user -- …` (src/cli/user.ts), callable from tests without a process. */

export const COMMANDS = [
  'create',
  'list',
  'disable',
  'enable',
  'set-password',
  'set-role',
  'setup-link',
  'reset-second-factor',
] as const;

export const USAGE = `Usage: npm run user -- <command>
  create --email <email> --name <name> --role <admin|editor>   add a staff user (password from USER_PASSWORD or a prompt)
  list                                                          every staff user: role, status, last sign-in, live sessions
  disable --email <email>                                       block sign-in and end all their sessions
  enable --email <email>                                        allow sign-in again
  set-password --email <email>                                  new password (USER_PASSWORD or a prompt); ends their sessions
  set-role --email <email> --role <admin|editor>                change the role
  setup-link                                                    a new first-admin setup link (no staff yet; the older link stops)
  reset-second-factor --email <email>                           remove their authenticator app and recovery codes (a lost phone)`;

/** A mistake in how the command was called: the message, then the usage. */
export class UsageError extends Error {}

const email = z.object({ email: emailSchema });
const role = z.enum(ROLES, { error: `Role must be one of ${ROLES.join(', ')}.` });
const createArgs = z.object({
  email: emailSchema,
  name: z.string().trim().min(1, 'Name is required.').max(100),
  role,
});
const roleArgs = z.object({ email: emailSchema, role });

function parse<T>(schema: z.ZodType<T>, values: unknown): T {
  const parsed = schema.safeParse(values);
  if (!parsed.success)
    throw new UsageError(parsed.error.issues.map((i) => `--${String(i.path[0])}: ${i.message}`).join('\n'));
  return parsed.data;
}

function parseOptions(argv: string[]) {
  try {
    return parseArgs({
      args: argv,
      allowPositionals: true,
      options: { email: { type: 'string' }, name: { type: 'string' }, role: { type: 'string' } },
    });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
}

const when = (date: Date | null) => (date ? `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC` : 'never');

/** The `list` table: one row per account. */
export function formatStaffTable(accounts: StaffAccount[]): string {
  if (accounts.length === 0)
    return 'No staff users yet. Add one with: npm run user -- create --email … --name … --role admin';
  const rows = [
    ['EMAIL', 'NAME', 'ROLE', 'STATUS', 'LAST SIGN-IN', 'SESSIONS'],
    ...accounts.map((a) => [a.email, a.name, a.role, a.status, when(a.lastSignInAt), String(a.activeSessions)]),
  ];
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  return rows
    .map((row) =>
      row
        .map((cell, column) => cell.padEnd(widths[column]!))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

/** Asks for a password when a command needs one (USER_PASSWORD or a hidden prompt). */
export type PasswordSource = () => Promise<string>;

async function readPassword(source: PasswordSource): Promise<string> {
  const password = await source();
  // The length here; the strength is the service's (the same check as every other place a password is set).
  if (password.length < PASSWORD_MIN_LENGTH)
    throw new AppError('INVALID', `The password needs at least ${PASSWORD_MIN_LENGTH} characters.`);
  return password;
}

/** Runs one command against a database; answers what to print. `publicUrl` starts the links it prints. */
export async function runUserCommand(
  db: DbHandle['db'],
  argv: string[],
  password: PasswordSource,
  publicUrl = 'http://localhost:3000',
): Promise<string> {
  const { positionals, values } = parseOptions(argv);
  switch (positionals[0]) {
    case 'create': {
      const args = parse(createArgs, { ...values, role: values.role ?? 'editor' });
      const user = await createStaff(db, { ...args, password: await readPassword(password) });
      return `Created ${user.role} ${user.name} <${user.email}>.`;
    }
    case 'list':
      return formatStaffTable(await listStaff(db));
    case 'disable': {
      const result = await disableStaff(db, parse(email, values).email);
      const ended = `${result.endedSessions} session${result.endedSessions === 1 ? '' : 's'} ended`;
      return result.alreadyDisabled
        ? `${result.email} was already disabled (${ended}).`
        : `Disabled ${result.email}: they cannot sign in, ${ended}.`;
    }
    case 'enable': {
      const result = await enableStaff(db, parse(email, values).email);
      return result.alreadyEnabled
        ? `${result.email} is already enabled.`
        : `Enabled ${result.email}: they can sign in again.`;
    }
    case 'set-password': {
      const target = parse(email, values).email;
      const result = await setStaffPassword(db, target, await readPassword(password));
      return `Set a new password for ${result.email}; ${result.endedSessions} session${result.endedSessions === 1 ? '' : 's'} ended.`;
    }
    case 'set-role': {
      const args = parse(roleArgs, values);
      const result = await setStaffRole(db, args.email, args.role);
      return result.changed ? `${result.email} is now ${result.role}.` : `${result.email} is already ${result.role}.`;
    }
    case 'setup-link': {
      const link = await issueFirstAdminLink(db, publicUrl, { replace: true });
      if (link.kind !== 'issued')
        throw new AppError('CONFLICT', 'There are staff accounts already: the first admin is set up.');
      return `Open ${link.url} to create the first admin (the link works once; any earlier setup link stopped working).`;
    }
    case 'reset-second-factor': {
      const result = await resetSecondFactor(db, parse(email, values).email);
      return result.hadFactor
        ? `Removed the second factor of ${result.email}: they sign in with their password (and an emailed code on a new device), then set one up again.`
        : `${result.email} had no second factor; nothing to remove.`;
    }
    default:
      throw new UsageError(positionals[0] ? `Unknown command "${positionals[0]}".` : 'Name a command.');
  }
}

/** An error as the operator should read it: the service's message, with per-field details. */
export function describeError(error: unknown): string {
  if (error instanceof UsageError) return `${error.message}\n\n${USAGE}`;
  if (error instanceof AppError) {
    const details = Object.values(error.fields ?? {}).flat();
    return details.length > 0 ? details.join('\n') : error.message;
  }
  if (error instanceof DatabaseInUseError || error instanceof Error) return error.message;
  return String(error);
}
