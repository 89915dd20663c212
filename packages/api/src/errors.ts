import { TRPCError, type TRPC_ERROR_CODE_KEY } from '@trpc/server';

export type AppErrorCode =
  | 'NOT_FOUND'
  | 'INVALID'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'CONFLICT'
  | 'RATE_LIMITED'
  | 'UNAVAILABLE';
export type FieldErrors = Record<string, string[]>;

/** The one error services throw; transports map it to tRPC codes and HTTP statuses. */
export class AppError extends Error {
  constructor(
    readonly code: AppErrorCode,
    message: string,
    readonly fields?: FieldErrors,
    /** For RATE_LIMITED: seconds until another attempt may succeed (the Retry-After header). */
    readonly retryAfterSeconds?: number,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'AppError';
  }
}

const TRPC_CODES: Record<AppErrorCode, TRPC_ERROR_CODE_KEY> = {
  NOT_FOUND: 'NOT_FOUND',
  INVALID: 'UNPROCESSABLE_CONTENT',
  UNAUTHORIZED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  CONFLICT: 'CONFLICT',
  RATE_LIMITED: 'TOO_MANY_REQUESTS',
  UNAVAILABLE: 'SERVICE_UNAVAILABLE',
};

export const INVALID_INPUT_MESSAGE = 'There were some problems with your input.';

interface IssueLike {
  path?: ReadonlyArray<PropertyKey | { key: PropertyKey }>;
  message: string;
}

function hasIssues(value: unknown): value is { issues: IssueLike[] } {
  return typeof value === 'object' && value !== null && Array.isArray((value as { issues?: unknown }).issues);
}

/** Per-field messages from zod (or any Standard Schema) issues, keyed by dotted path; `_` for the whole input. */
export function fieldErrorsFromIssues(issues: readonly IssueLike[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key =
      (issue.path ?? []).map((p) => String(typeof p === 'object' && p !== null && 'key' in p ? p.key : p)).join('.') ||
      '_';
    const list = errors[key] ?? [];
    if (!list.includes(issue.message)) list.push(issue.message);
    errors[key] = list;
  }
  return errors;
}

/** Field errors carried by a tRPC error, from an AppError or from input validation. */
export function fieldErrorsOf(error: TRPCError): FieldErrors | undefined {
  const cause = error.cause;
  if (cause instanceof AppError) return cause.fields;
  if (hasIssues(cause)) return fieldErrorsFromIssues(cause.issues);
  return undefined;
}

const NUL_MESSAGE = 'Remove the NUL character (U+0000); it cannot be stored.';

/**
 * Per-field errors for strings holding U+0000, which PostgreSQL cannot store in text or jsonb (the write
 * would fail with a 500). Looks only as deep as any input schema goes; deeper input fails validation anyway.
 */
export function nulFields(input: unknown): FieldErrors | null {
  const errors: FieldErrors = {};
  const walk = (value: unknown, path: string[]) => {
    if (typeof value === 'string') {
      if (value.includes('\u0000')) errors[path.join('.') || '_'] = [NUL_MESSAGE];
    } else if (typeof value === 'object' && value !== null && path.length < 16) {
      for (const [key, item] of Object.entries(value)) {
        // No schema has these keys (validation drops them), and superjson refuses to send them back.
        if (key !== '__proto__' && key !== 'constructor' && key !== 'prototype') walk(item, [...path, key]);
      }
    }
  };
  walk(input, []);
  return Object.keys(errors).length > 0 ? errors : null;
}

export const UNREADABLE_INPUT_MESSAGE = 'The input could not be read.';

/**
 * tRPC answers input it cannot read (broken JSON, superjson meta that does not fit) with the message of
 * whatever threw inside the parser, e.g. "Cannot destructure property 'json' of 'payload' as it is null.".
 */
export function isUnreadableInput(error: TRPCError): boolean {
  const cause = error.cause;
  return (
    error.code === 'BAD_REQUEST' &&
    cause instanceof Error &&
    !(cause instanceof TRPCError) &&
    !(cause instanceof AppError) &&
    !hasIssues(cause) &&
    error.message === cause.message
  );
}

const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
]);

/** A failure to reach the database (connection refused, admin shutdown, pool time-out). */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) return true;
    const message = (current as { message?: unknown }).message;
    if (typeof message === 'string' && /timeout exceeded when trying to connect|Connection terminated/i.test(message))
      return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

export function trpcErrorFrom(error: AppError): TRPCError {
  return new TRPCError({ code: TRPC_CODES[error.code], message: error.message, cause: error });
}

/** Turns whatever a procedure threw into the tRPC error the transports answer with. */
export function toTRPCError(error: TRPCError): TRPCError {
  const cause = error.cause;
  if (cause instanceof AppError) return trpcErrorFrom(cause);
  if (error.code === 'BAD_REQUEST' && hasIssues(cause)) {
    return new TRPCError({ code: 'UNPROCESSABLE_CONTENT', message: INVALID_INPUT_MESSAGE, cause });
  }
  if (error.code === 'INTERNAL_SERVER_ERROR' && isDatabaseUnavailable(cause)) {
    return new TRPCError({
      code: 'SERVICE_UNAVAILABLE',
      message: 'The service is temporarily unavailable. Please try again shortly.',
      cause,
    });
  }
  return error;
}
