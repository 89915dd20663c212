import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { revokeSessions } from './user-edits';

/** The user behind a session that is neither revoked nor expired, while the account is not disabled. */
export async function findUserBySession(db: Kysely<Database>, sessionId: string, now: Date) {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'users.id',
      'users.email',
      'users.name',
      'users.role',
      'sessions.id as sessionId',
      'sessions.last_used_at',
      'sessions.second_factor_at',
      // Whether a password alone may use this session, read with it (one query per staff request).
      (eb) =>
        eb
          .or([
            eb.exists(
              eb
                .selectFrom('staff_totp')
                .select('staff_totp.user_id')
                .whereRef('staff_totp.user_id', '=', 'users.id')
                .where('staff_totp.confirmed_at', 'is not', null),
            ),
            eb.exists(
              eb
                .selectFrom('staff_passkeys')
                .select('staff_passkeys.user_id')
                .whereRef('staff_passkeys.user_id', '=', 'users.id'),
            ),
          ])
          .as('has_second_factor'),
      (eb) =>
        eb
          .selectFrom('site_settings')
          .select('site_settings.value')
          .where('site_settings.key', '=', 'security')
          .as('security_settings'),
    ])
    .where('sessions.id', '=', sessionId)
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', now)
    .where('users.disabled_at', 'is', null)
    .executeTakeFirst();
}

export async function insertSession(
  db: Kysely<Database>,
  session: { id: string; userId: number; expiresAt: Date; userAgent: string | null; secondFactorAt?: Date | null },
) {
  await db
    .insertInto('sessions')
    .values({
      id: session.id,
      user_id: session.userId,
      expires_at: session.expiresAt,
      user_agent: session.userAgent,
      second_factor_at: session.secondFactorAt ?? null,
    })
    .execute();
}

export async function revokeSession(db: Kysely<Database>, sessionId: string, now: Date) {
  await revokeSessions(db, now).where('id', '=', sessionId).execute();
}

export async function findUserByEmail(db: Kysely<Database>, email: string) {
  return db
    .selectFrom('users')
    .selectAll()
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .executeTakeFirst();
}

export async function insertUser(
  db: Kysely<Database>,
  user: { email: string; name: string; role: 'admin' | 'editor'; passwordHash: string | null; invitedAt?: Date },
) {
  return db
    .insertInto('users')
    .values({
      email: user.email,
      name: user.name,
      role: user.role,
      password_hash: user.passwordHash,
      invited_at: user.invitedAt ?? null,
    })
    .returning(['id', 'email', 'name', 'role'])
    .executeTakeFirstOrThrow();
}

/** How many staff accounts exist (a production database starts with none). */
export async function countUsers(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
