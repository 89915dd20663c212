import { createHash, hkdfSync, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import {
  type CodeMethod,
  COOKIE_NAMES,
  EMAIL_CODE_MS,
  LOGIN_TICKET_MS,
  type LoginAnswer,
  type LoginResult,
  RECOVERY_CODE_COUNT,
  SECOND_FACTOR_SETUP_REQUIRED,
  type SecondFactorMethod,
  type SecuritySettings,
  STEP_UP_FRESH_MS,
  STEP_UP_REQUIRED,
} from '@app/contract';
import { type Db, repo } from '@app/db';
import { sealData, unsealData } from 'iron-session';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import { Secret, TOTP } from 'otpauth';
import type { Context } from '../context';
import { AppError } from '../errors';
import { staffMail } from './emails/staff';
import { queueMail } from './emails/queue';
import { passkeyOptions, verifyOwnPasskey } from './passkey-assertions';
import { checkAttempt } from './rate-limits';
import { readSecuritySettings } from './security-settings';
import { type SealPurpose, sealSecret, unsealSecret } from './sealed-secrets';
import type { SessionUser } from './sessions';
import { auditStaff, findStaffOrThrow, isLastActiveAdmin, type StaffRef } from './staff';
import { cookieValue } from './cookies';

/**
 * A second factor after a password (issue 32): authenticator codes (TOTP, RFC 6238, ±1 step, each step
 * once), single-use recovery codes, and a 6-digit code by email for a new device of an account without a
 * factor. A correct password on an account that must show one answers a ticket (5 minutes, once), not a
 * session; `completeSecondFactor` trades it with a code for a session stamped `second_factor_at`.
 * Sensitive procedures want that stamp within 10 minutes (`stepUp` renews it).
 */

const TOTP_SEAL: SealPurpose = { salt: 'staff totp', info: 'staff authenticator secrets v1' };
const TOTP_PERIOD = 30;
/** Wrong codes one ticket (or step-up) may take before it stops working. */
const MAX_CODE_ATTEMPTS = 5;
const DEVICE_COOKIE_DAYS = 365;
/** The accounts a device cookie remembers at most (the newest). */
const DEVICE_COOKIE_USERS = 20;

const TICKET_INVALID = /*i18n*/ 'This sign-in has expired or was already used. Please sign in again.';
const WRONG_CODE = /*i18n*/ 'The code is incorrect or has expired.';
export const SECOND_FACTOR_NEEDED =
  /*i18n*/ 'This account has a second factor: sign in again and confirm it with your code.';
const SETUP_REQUIRED_MESSAGE =
  /*i18n*/ 'Set up a second factor (an authenticator app) before you continue: your studio requires one.';
const STEP_UP_MESSAGE =
  /*i18n*/ 'Confirm it is you: enter a code from your authenticator app (or one sent by email) to continue.';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** The refusal of a sensitive procedure without a fresh factor (403, reason STEP_UP_REQUIRED). */
export const stepUpRequired = () =>
  new AppError('FORBIDDEN', STEP_UP_MESSAGE, undefined, undefined, undefined, STEP_UP_REQUIRED);
/** The refusal of everything but setup while the policy wants a factor this account lacks (403). */
export const setupRequired = () =>
  new AppError('FORBIDDEN', SETUP_REQUIRED_MESSAGE, undefined, undefined, undefined, SECOND_FACTOR_SETUP_REQUIRED);

/** Whether a second factor shown at `at` is still fresh for a sensitive action. */
export const isFresh = (at: Date | null, now: Date) => at !== null && now.getTime() - at.getTime() < STEP_UP_FRESH_MS;

/** The factors an account has set up, as the methods it may show (none: an emailed code is its only check). */
async function factorMethods(db: Db, userId: number): Promise<SecondFactorMethod[]> {
  const factors = await repo.confirmedFactors(db, userId);
  return [
    ...(factors.totp ? (['totp', 'recovery'] as const) : []),
    ...(factors.passkeys > 0 ? (['passkey'] as const) : []),
  ];
}

/** What may prove it is the person: their factors, or an emailed code when they have none. */
const allowedMethods = (methods: SecondFactorMethod[]): SecondFactorMethod[] =>
  methods.length > 0 ? methods : ['email'];

/** A proof of the second factor: a code typed (or an emailed one asked for), or an own passkey's answer. */
type Proof =
  | { method: CodeMethod; code?: string | undefined }
  | { method: 'passkey'; response: AuthenticationResponseJSON };

// ---- the device cookie ----

let deviceKey: { secret: string; key: string } | null = null;
function devicePassword(secret: string): string {
  if (deviceKey?.secret !== secret)
    deviceKey = {
      secret,
      key: Buffer.from(hkdfSync('sha256', secret, '', 'ruang-teduh staff device v1', 32)).toString('hex'),
    };
  return deviceKey.key;
}

/** The staff accounts that signed in from this browser (its signed `staff_device` cookie). */
async function deviceUsers(ctx: Context): Promise<number[]> {
  const sealed = cookieValue(ctx.cookieHeader, COOKIE_NAMES.staffDevice);
  if (!sealed) return [];
  try {
    const data = await unsealData<{ u?: unknown }>(sealed, {
      password: devicePassword(ctx.sessionSecret),
      ttl: DEVICE_COOKIE_DAYS * 86_400,
    });
    return Array.isArray(data.u) ? data.u.filter((id): id is number => typeof id === 'number') : [];
  } catch {
    return [];
  }
}

/** Remembers on the answer that `userId` signed in from this browser. */
async function rememberDevice(ctx: Context, userId: number): Promise<void> {
  const users = [userId, ...(await deviceUsers(ctx)).filter((id) => id !== userId)].slice(0, DEVICE_COOKIE_USERS);
  const sealed = await sealData(
    { u: users },
    { password: devicePassword(ctx.sessionSecret), ttl: DEVICE_COOKIE_DAYS * 86_400 },
  );
  const secure = ctx.publicUrl.startsWith('https://') ? '; Secure' : '';
  ctx.responseCookies.push(
    `${COOKIE_NAMES.staffDevice}=${sealed}; Path=/; Max-Age=${DEVICE_COOKIE_DAYS * 86_400}; HttpOnly; SameSite=Lax${secure}`,
  );
}

// ---- codes ----

const newEmailCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');
const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';
function newRecoveryCode(): string {
  const bytes = randomBytes(10);
  const chars = [...bytes].map((b) => BASE32[b % 32]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}
/** A recovery code as typed: case, spaces and dashes do not matter. */
const normalisedRecoveryCode = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, '');
const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

function totpOf(base32: string, label: string): TOTP {
  return new TOTP({
    issuer: 'Ruang Teduh',
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: TOTP_PERIOD,
    secret: Secret.fromBase32(base32),
  });
}

/** The time step a code is valid for (±1 step around now), or null. */
function totpStep(base32: string, code: string, now: Date): number | null {
  const token = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const delta = totpOf(base32, '').validate({ token, timestamp: now.getTime(), window: 1 });
  if (delta === null) return null;
  return Math.floor(now.getTime() / 1000 / TOTP_PERIOD) + delta;
}

interface CodeCheck {
  method: CodeMethod;
  code: string;
  /** The ticket or step-up row holding an emailed code. */
  emailed?: { email_code_hash: string | null; email_code_expires_at: Date | null } | undefined;
}

/** Whether the code proves the factor; a right TOTP step or recovery code is used up in `db`. */
async function checkCode(ctx: Context, db: Db, userId: number, check: CodeCheck): Promise<boolean> {
  const now = ctx.now();
  if (check.method === 'totp') {
    const totp = await repo.findStaffTotp(db, userId);
    if (!totp?.confirmed_at) return false;
    const step = totpStep(unsealSecret(totp.secret_sealed, ctx.sessionSecret, TOTP_SEAL), check.code, now);
    // The same step twice (a replayed code) is refused.
    return step !== null && (await repo.useTotpStep(db, userId, step));
  }
  if (check.method === 'recovery') {
    const code = normalisedRecoveryCode(check.code);
    return code.length === 10 && (await repo.useRecoveryCode(db, userId, sha256(code), now));
  }
  const emailed = check.emailed;
  if (!emailed?.email_code_hash || !emailed.email_code_expires_at || emailed.email_code_expires_at <= now) return false;
  return sameHash(sha256(check.code.replace(/\s/g, '')), emailed.email_code_hash);
}

async function emailCode(ctx: Context, db: Db, user: { email: string; name: string }, code: string, why: string) {
  await queueMail(db, [
    await staffMail(db, ctx, user.email, {
      subject: `Your sign-in code: ${code}`,
      heading: `Your code is ${code}`,
      facts: [
        { label: 'Code', value: code },
        { label: 'Valid for', value: '10 minutes' },
        { label: 'Asked for', value: why },
      ],
      message:
        'If this was not you, do not share the code: someone knows your password. Change it on your account page.',
    }),
  ]);
}

/** Tells a staff member that a factor was added to, removed from or reset on their account. */
async function emailFactorChange(ctx: Context, db: Db, user: { email: string; name: string }, what: string) {
  await queueMail(db, [
    await staffMail(db, ctx, user.email, {
      subject: `Second factor ${what}`,
      heading: `A second factor was ${what} on your account`,
      facts: [{ label: 'Account', value: user.email }],
      message: 'If this was not you, tell an administrator at once.',
    }),
  ]);
}

// ---- sign-in ----

async function newTicket(ctx: Context, db: Db, userId: number, remember: boolean) {
  const ticket = randomBytes(32).toString('base64url');
  const row = await repo.insertLoginTicket(db, {
    userId,
    ticketHash: sha256(ticket),
    sessionId: null,
    remember,
    expiresAt: new Date(ctx.now().getTime() + LOGIN_TICKET_MS),
  });
  return { ticket, id: row.id };
}

/**
 * After a correct password (the account enabled): a session straight away when no factor is needed, or
 * the challenge. An account with a factor must show it; one without gets an emailed code on a device that
 * never signed in to it (unless `newDeviceCodes` is off).
 */
export async function afterPassword(
  ctx: Context,
  user: { id: number; email: string; name: string },
  remember: boolean,
  createSession: (secondFactorAt: Date | null) => Promise<LoginResult>,
): Promise<LoginAnswer> {
  const methods = await factorMethods(ctx.db, user.id);
  if (methods.length > 0) {
    const { ticket } = await newTicket(ctx, ctx.db, user.id, remember);
    return { secondFactor: { ticket, methods } };
  }
  if (ctx.newDeviceCodes !== false && !(await deviceUsers(ctx)).includes(user.id)) {
    const ticket = await ctx.db.transaction().execute(async (trx) => {
      const made = await newTicket(ctx, trx, user.id, remember);
      const code = newEmailCode();
      await repo.setTicketEmailCode(trx, made.id, sha256(code), new Date(ctx.now().getTime() + EMAIL_CODE_MS));
      await emailCode(ctx, trx, user, code, 'Signing in from a new device');
      return made.ticket;
    });
    return { secondFactor: { ticket, methods: ['email'] } };
  }
  const answer = await createSession(null);
  await rememberDevice(ctx, user.id);
  // Every sign-in is in the audit log, a password alone too (issue 32).
  await auditStaff(ctx.db, user.id, 'staff.sign-in', user, { method: 'password' });
  return answer;
}

/**
 * auth.secondFactor: the ticket and a code make the session (stamped `second_factor_at`). `email` without a
 * code sends a new one. A wrong code counts in the sign-in limits (per address, and per address and
 * account), and a ticket takes at most 5 wrong codes.
 */
export async function completeSecondFactor(
  ctx: Context,
  input: { ticket: string } & Proof,
  createSession: (db: Db, userId: number, remember: boolean, secondFactorAt: Date) => Promise<LoginResult>,
): Promise<LoginResult | { codeSent: true }> {
  const now = ctx.now();
  const found = await repo.findLiveLoginTicket(ctx.db, sha256(input.ticket), now);
  if (!found) throw new AppError('UNAUTHORIZED', TICKET_INVALID);
  const user = await findStaffOrThrow(ctx.db, found.user_id);
  if (user.disabled_at) throw new AppError('UNAUTHORIZED', TICKET_INVALID);
  if (!allowedMethods(await factorMethods(ctx.db, user.id)).includes(input.method))
    throw new AppError('UNAUTHORIZED', WRONG_CODE);
  if (input.method === 'email' && !input.code) {
    await ctx.db.transaction().execute(async (trx) => {
      const code = newEmailCode();
      await repo.setTicketEmailCode(trx, found.id, sha256(code), new Date(now.getTime() + EMAIL_CODE_MS));
      await emailCode(ctx, trx, user, code, 'Signing in from a new device');
    });
    return { codeSent: true };
  }
  const attempt = await ctx.rateLimits.login(ctx.ip, user.email);
  const result = await checkAttempt(attempt, async (): Promise<LoginResult | null> => {
    // A passkey's answer is checked first, on its own connection (its challenge is used up either way).
    const passkeyShown = input.method === 'passkey' ? await verifyOwnPasskey(ctx, user.id, input.response) : null;
    return ctx.db.transaction().execute(async (trx) => {
      const row = await repo.findLiveLoginTicket(trx, sha256(input.ticket), now);
      if (!row || row.attempts >= MAX_CODE_ATTEMPTS) return null;
      const ok =
        input.method === 'passkey'
          ? passkeyShown
          : await checkCode(ctx, trx, user.id, { method: input.method, code: input.code ?? '', emailed: row });
      if (!ok) return null;
      if (!(await repo.useLoginTicket(trx, row.id, now))) return null;
      await auditStaff(trx, user.id, 'staff.sign-in', user, { method: input.method });
      return createSession(trx, user.id, row.remember, now);
    });
  });
  if (!result) {
    await repo.countTicketAttempt(ctx.db, found.id);
    await auditStaff(ctx.db, user.id, 'staff.second-factor-failed', user, { method: input.method });
    throw new AppError('UNAUTHORIZED', WRONG_CODE);
  }
  await attempt.succeeded();
  await rememberDevice(ctx, user.id);
  return result;
}

/**
 * auth.passkeyOptions with the ticket of a correct password: a challenge only that account's passkeys
 * answer (its second factor). A ticket that is gone answers as a wrong code does.
 */
export async function ticketPasskeyOptions(ctx: Context, ticket: string) {
  const found = await repo.findLiveLoginTicket(ctx.db, sha256(ticket), ctx.now());
  if (!found) throw new AppError('UNAUTHORIZED', TICKET_INVALID);
  return passkeyOptions(ctx, found.user_id);
}

/**
 * auth.stepUp: a fresh factor on the caller's session for the next 10 minutes (sensitive actions). `email`
 * without a code sends one (to accounts without a factor; an account with one uses it).
 */
export async function stepUp(
  ctx: Context,
  user: SessionUser,
  input: Proof,
): Promise<{ freshUntil: string } | { codeSent: true }> {
  const now = ctx.now();
  if (!allowedMethods(await factorMethods(ctx.db, user.id)).includes(input.method))
    throw new AppError('INVALID', WRONG_CODE, { code: [WRONG_CODE] });
  if (input.method === 'email' && !input.code) {
    await ctx.db.transaction().execute(async (trx) => {
      const row = await repo.insertLoginTicket(trx, {
        userId: user.id,
        ticketHash: null,
        sessionId: user.sessionId,
        remember: false,
        expiresAt: new Date(now.getTime() + EMAIL_CODE_MS),
      });
      const code = newEmailCode();
      await repo.setTicketEmailCode(trx, row.id, sha256(code), new Date(now.getTime() + EMAIL_CODE_MS));
      await emailCode(ctx, trx, user, code, 'Confirming a sensitive action');
    });
    return { codeSent: true };
  }
  const attempt = await ctx.rateLimits.login(ctx.ip, user.email);
  // The step-up row of an emailed code, once read (set inside the transaction, counted after it).
  const stepUpRow: { id: number | null } = { id: null };
  const ok = await checkAttempt(attempt, async (): Promise<boolean> => {
    const passkeyShown = input.method === 'passkey' ? await verifyOwnPasskey(ctx, user.id, input.response) : null;
    return ctx.db.transaction().execute(async (trx) => {
      if (input.method === 'passkey') {
        if (!passkeyShown) return false;
        await repo.markSessionSecondFactor(trx, user.sessionId, now);
        return true;
      }
      let emailed: CodeCheck['emailed'];
      if (input.method === 'email') {
        const row = await repo.findLiveStepUp(trx, user.sessionId, now);
        if (!row || row.attempts >= MAX_CODE_ATTEMPTS) return false;
        stepUpRow.id = row.id;
        emailed = row;
      }
      if (!(await checkCode(ctx, trx, user.id, { method: input.method, code: input.code ?? '', emailed })))
        return false;
      if (stepUpRow.id !== null && !(await repo.useLoginTicket(trx, stepUpRow.id, now))) return false;
      await repo.markSessionSecondFactor(trx, user.sessionId, now);
      return true;
    });
  });
  if (!ok) {
    if (stepUpRow.id !== null) await repo.countTicketAttempt(ctx.db, stepUpRow.id);
    await auditStaff(ctx.db, user.id, 'staff.second-factor-failed', user, { method: input.method, stepUp: true });
    throw new AppError('INVALID', WRONG_CODE, { code: [WRONG_CODE] });
  }
  await attempt.succeeded();
  return { freshUntil: new Date(now.getTime() + STEP_UP_FRESH_MS).toISOString() };
}

// ---- the authenticator app ----

/**
 * A change of the signed-in person's own factors that one of their codes confirms: counted in their
 * sign-in attempts and made in one transaction; when `change` answers null the code was wrong.
 */
async function changeWithCode<T>(ctx: Context, user: SessionUser, change: (trx: Db) => Promise<T | null>): Promise<T> {
  const attempt = await ctx.rateLimits.login(ctx.ip, user.email);
  const done = await checkAttempt(attempt, () => ctx.db.transaction().execute((trx) => change(trx)));
  if (done === null) throw new AppError('INVALID', WRONG_CODE, { code: [WRONG_CODE] });
  await attempt.succeeded();
  return done;
}

/** account.totp.setup: a fresh secret, not active until confirmed (a pending one is replaced). */
export async function setUpTotp(ctx: Context, user: SessionUser): Promise<{ secret: string; otpauthUri: string }> {
  const secret = new Secret({ size: 20 });
  const stored = await repo.putPendingStaffTotp(
    ctx.db,
    user.id,
    sealSecret(secret.base32, ctx.sessionSecret, TOTP_SEAL),
  );
  if (!stored) throw new AppError('CONFLICT', /*i18n*/ 'An authenticator app is already set up: remove it first.');
  return { secret: secret.base32, otpauthUri: totpOf(secret.base32, user.email).toString() };
}

/**
 * account.totp.confirm: one current code activates the secret; answers 10 recovery codes, shown this once
 * (only their hashes are kept). The session counts as having shown the factor.
 */
export async function confirmTotp(ctx: Context, user: SessionUser, code: string): Promise<{ recoveryCodes: string[] }> {
  const now = ctx.now();
  return changeWithCode(ctx, user, async (trx) => {
    const totp = await repo.findStaffTotp(trx, user.id);
    if (!totp || totp.confirmed_at) return null;
    const step = totpStep(unsealSecret(totp.secret_sealed, ctx.sessionSecret, TOTP_SEAL), code, now);
    if (step === null || !(await repo.useTotpStep(trx, user.id, step, now))) return null;
    const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await repo.replaceRecoveryCodes(
      trx,
      user.id,
      recoveryCodes.map((c) => sha256(normalisedRecoveryCode(c))),
    );
    await repo.markSessionSecondFactor(trx, user.sessionId, now);
    await auditStaff(trx, user.id, 'staff.factor-added', user, { factor: 'totp' });
    await emailFactorChange(ctx, trx, user, 'added');
    return { recoveryCodes };
  });
}

/** Refuses to leave the site without an admin who can sign in under the policy. */
async function refuseLastAdminFactor(db: Db, user: { id: number; role: string }) {
  if (user.role !== 'admin' || !(await readSecuritySettings(db)).requireSecondFactor) return;
  const admins = await repo.lockActiveAdminIds(db);
  const withFactor: number[] = [];
  for (const id of admins) if (await repo.hasConfirmedFactor(db, id)) withFactor.push(id);
  if (isLastActiveAdmin(user.id, withFactor))
    throw new AppError(
      'CONFLICT',
      /*i18n*/ 'You are the only administrator with a second factor while the studio requires one: add another factor or administrator first.',
    );
}

/** account.totp.remove: a current code (or a recovery code) removes the app and the recovery codes. */
export async function removeTotp(ctx: Context, user: SessionUser, code: string): Promise<{ ok: true }> {
  return changeWithCode(ctx, user, async (trx) => {
    const method: CodeMethod = /^\s*\d{6}\s*$/.test(code) ? 'totp' : 'recovery';
    if (!(await checkCode(ctx, trx, user.id, { method, code }))) return null;
    await refuseLastAdminFactor(trx, user);
    await repo.deleteStaffTotp(trx, user.id);
    await repo.replaceRecoveryCodes(trx, user.id, []);
    await auditStaff(trx, user.id, 'staff.factor-removed', user, { factor: 'totp' });
    await emailFactorChange(ctx, trx, user, 'removed');
    return { ok: true as const };
  });
}

/** What the signed-in person has set up. */
export async function secondFactorStatus(ctx: Context, user: SessionUser & { secondFactorAt?: Date | null }) {
  const [totp, factors] = await Promise.all([
    repo.findStaffTotp(ctx.db, user.id),
    repo.confirmedFactors(ctx.db, user.id),
  ]);
  return {
    totp: Boolean(totp?.confirmed_at),
    passkeys: factors.passkeys,
    recoveryCodesLeft: totp?.confirmed_at ? await repo.countUnusedRecoveryCodes(ctx.db, user.id) : 0,
    required: (await readSecuritySettings(ctx.db)).requireSecondFactor,
    secondFactorAt: user.secondFactorAt ? user.secondFactorAt.toISOString() : null,
  };
}

/** The hourly clean-up: sign-in tickets and emailed codes past their minutes (a row another node deleted is gone). */
export const forgetExpiredLoginTickets = (db: Db, now: Date) => repo.deleteExpiredLoginTickets(db, now);

// ---- admins ----

/**
 * Removes every second factor of an account (an admin for another person, or the command line for
 * anyone): its sessions need a new sign-in only if it sets one up again. Audited; the person is emailed
 * when `mail` is given.
 */
export async function resetSecondFactor(
  db: Db,
  who: StaffRef,
  options: { actorId?: number | null; mail?: Context } = {},
): Promise<{ id: number; email: string; hadFactor: boolean }> {
  return db.transaction().execute(async (trx) => {
    const user = await findStaffOrThrow(trx, who);
    const hadFactor = await repo.hasConfirmedFactor(trx, user.id);
    await repo.removeAllFactors(trx, user.id);
    await auditStaff(trx, options.actorId ?? null, 'staff.factor-reset', user, { hadFactor });
    if (options.mail) await emailFactorChange(options.mail, trx, user, 'reset by an administrator');
    return { id: user.id, email: user.email, hadFactor };
  });
}

/** admin.staff.resetSecondFactor: another person's factors (your own: on your account page). */
export async function resetOthersSecondFactor(ctx: Context, actor: SessionUser, id: number) {
  if (id === actor.id) throw new AppError('CONFLICT', /*i18n*/ 'Remove your own second factor on your account page.');
  await resetSecondFactor(ctx.db, id, { actorId: actor.id, mail: ctx });
  return { ok: true as const };
}

/** admin.security.set: the policy. Turning it on needs the admin's own factor, so nobody is locked out. */
export async function setSecuritySettings(ctx: Context, actor: SessionUser, settings: SecuritySettings) {
  return ctx.db.transaction().execute(async (trx) => {
    const before = await readSecuritySettings(trx);
    if (settings.requireSecondFactor && !(await repo.hasConfirmedFactor(trx, actor.id)))
      throw new AppError(
        'CONFLICT',
        /*i18n*/ 'Set up your own second factor before you require one of every staff account.',
      );
    await repo.writeSiteSetting(trx, 'security', settings);
    if (before.requireSecondFactor !== settings.requireSecondFactor)
      await repo.insertAuditEntry(trx, {
        userId: actor.id,
        action: 'change security policy',
        entity: 'security settings',
        entityId: 'security',
        summary: { title: 'Second factor required', requireSecondFactor: settings.requireSecondFactor },
      });
    return settings;
  });
}
