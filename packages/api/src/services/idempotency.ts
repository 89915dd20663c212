import { createHash, randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { type Db, repo } from '@app/db';
import { TRPCError } from '@trpc/server';
import superjson from 'superjson';
import type { Context } from '../context';
import { AppError } from '../errors';

/** How long a key keeps its first answer (Stripe's and the IETF draft's usual 24 hours). */
const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;
/** How long a claim holds when its node stops answering: later duplicates then run the request themselves. */
const CLAIM_LEASE_MS = 60_000;
/** How long a duplicate waits for the first request's answer before it is told to retry (409). */
const MAX_WAIT_MS = 30_000;
const MAX_IDEMPOTENCY_KEY_LENGTH = 255;

const MALFORMED_KEY_MESSAGE =
  /*i18n*/ 'The Idempotency-Key header must hold 1 to 255 visible ASCII characters, such as a UUID.';
const KEY_REUSED_MESSAGE =
  /*i18n*/ 'This Idempotency-Key was already used with a different request. Send a new key for a new request.';
const KEY_BUSY_MESSAGE =
  /*i18n*/ 'A request with this Idempotency-Key is still being processed. Please try again shortly.';

/**
 * The key of a request's `Idempotency-Key` header; undefined without one. The header is an
 * sf-string in the IETF draft (`"8e03…"`, quoted) and bare in Stripe's API: both are read. Anything but
 * 1–255 visible ASCII characters is a 400.
 */
function idempotencyKeyOf(header: string | string[] | null | undefined): string | undefined {
  if (header === undefined || header === null) return undefined;
  const value = Array.isArray(header) ? (header.length === 1 ? header[0] : undefined) : header;
  const trimmed = value?.trim();
  const key = trimmed && /^"[^"\\]*"$/.test(trimmed) ? trimmed.slice(1, -1) : trimmed;
  if (!key || key.length > MAX_IDEMPOTENCY_KEY_LENGTH || !/^[\x21-\x7e](?:[\x20-\x7e]*[\x21-\x7e])?$/.test(key)) {
    throw new TRPCError({ code: 'BAD_REQUEST', message: MALFORMED_KEY_MESSAGE });
  }
  return key;
}

/** The fingerprint of a call: its procedure and its validated input (key order is the schema's). */
const fingerprintOf = (path: string, input: unknown) =>
  createHash('sha256')
    .update(`${path}\u0000${JSON.stringify(input) ?? ''}`)
    .digest('base64url');

/**
 * Runs `work` once per (procedure, Idempotency-Key) within 24 hours. The first request claims the key (one
 * INSERT, so one wins on every node and on PGlite), runs, and stores its answer; a later or concurrent
 * request with the same key and the same validated input waits for that answer and gets it again (the
 * transports then send the same bytes); with other input it is refused (422). A request that fails stores
 * nothing (nothing was done: its transaction rolled back), and the next one with the key runs afresh.
 */
export async function idempotently<T>(
  ctx: Pick<Context, 'db' | 'now' | 'idempotencyKey'>,
  path: string,
  input: unknown,
  work: () => Promise<T>,
): Promise<T> {
  const key = idempotencyKeyOf(ctx.idempotencyKey);
  if (key === undefined) return work();
  const db: Db = ctx.db;
  const id = { scope: path, key };
  const fingerprint = fingerprintOf(path, input);
  const deadline = Date.now() + MAX_WAIT_MS;
  let pause = 5;
  for (;;) {
    const now = ctx.now();
    const claim = randomUUID();
    const claimed = await repo.claimIdempotencyKey(db, {
      ...id,
      fingerprint,
      claim,
      now,
      lockedUntil: new Date(now.getTime() + CLAIM_LEASE_MS),
      expiresAt: new Date(now.getTime() + IDEMPOTENCY_KEY_TTL_MS),
    });
    if (claimed) {
      let answer: T;
      try {
        answer = await work();
      } catch (error) {
        await repo.releaseIdempotencyKey(db, { ...id, claim }).catch(() => undefined);
        throw error;
      }
      await repo.storeIdempotentAnswer(db, { ...id, claim, answer: superjson.stringify(answer) });
      return answer;
    }
    const stored = await repo.findIdempotencyKey(db, id);
    // Released (the first request failed) or expired in between: claim it again.
    if (!stored || stored.expiresAt <= now) continue;
    if (stored.fingerprint !== fingerprint) {
      throw new AppError('INVALID', KEY_REUSED_MESSAGE, { 'Idempotency-Key': [KEY_REUSED_MESSAGE] });
    }
    if (stored.answer !== null) return superjson.parse<T>(stored.answer);
    if (Date.now() >= deadline) throw new AppError('CONFLICT', KEY_BUSY_MESSAGE);
    await sleep(pause);
    pause = Math.min(pause * 2, 100);
  }
}

/** Deletes idempotency keys past their 24 hours (a periodic job). */
export async function forgetExpiredIdempotencyKeys(db: Db, now: Date): Promise<number> {
  return repo.deleteExpiredIdempotencyKeys(db, now);
}
