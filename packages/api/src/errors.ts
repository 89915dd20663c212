import { DEFAULT_LOCALE, hasDirectionControls, type Locale } from '@app/contract';
import { TRPCError, type TRPC_ERROR_CODE_KEY } from '@trpc/server';
import { isCatalogued, translate, translateIssue, type ValidationIssue } from './translations';

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
    /** A machine-readable code for a refusal clients tell apart (answered as `reason`, docs/api.md), e.g. NO_SHOW_LIMIT. */
    readonly clientCode?: string,
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

export const INVALID_INPUT_MESSAGE = /*i18n*/ 'There were some problems with your input.';

/** A 422 that names one field and what is wrong with it. */
export const invalidField = (field: string, message: string) =>
  new AppError('INVALID', INVALID_INPUT_MESSAGE, { [field]: [message] });

interface IssueLike {
  path?: ReadonlyArray<PropertyKey | { key: PropertyKey }>;
  message: string;
  code?: string;
  expected?: unknown;
  keys?: readonly string[];
}

function hasIssues(value: unknown): value is { issues: IssueLike[] } {
  return typeof value === 'object' && value !== null && Array.isArray((value as { issues?: unknown }).issues);
}

export const INPUT_REQUIRED_MESSAGE = /*i18n*/ 'The request body is required.';
const INPUT_NOT_OBJECT_MESSAGE = /*i18n*/ 'The request body must be a JSON object.';
const UNKNOWN_FIELD_MESSAGE = /*i18n*/ 'Unknown field: leave it out.';

const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

const dottedPath = (path: IssueLike['path'], ...more: string[]) =>
  [...(path ?? []).map((p) => String(typeof p === 'object' && p !== null && 'key' in p ? p.key : p)), ...more].join(
    '.',
  );

/** The value an issue is about, found in the input by the issue's path (zod keeps no copy of it). */
function valueAt(input: unknown, path: IssueLike['path']): unknown {
  let value = input;
  for (const part of path ?? []) {
    const key = typeof part === 'object' && part !== null && 'key' in part ? part.key : part;
    if (typeof value !== 'object' || value === null || !Object.hasOwn(value, key)) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/** The input as a whole is not an object (a missing or empty body, an array, a string): no field to name. */
const isWrongInputType = (issue: IssueLike) =>
  (issue.path ?? []).length === 0 && issue.code === 'invalid_type' && issue.expected === 'object';

/**
 * Per-field messages from zod (or any Standard Schema) issues, keyed by dotted path, in `locale`; a field a
 * strict schema does not know is named itself. An input that is not an object at all has no field: its
 * message is the answer's own (`wholeInputError`). Other issues about the whole input are keyed `_`.
 * `rawInput` is what arrived: zod's own messages may describe the value ("received number").
 */
function fieldErrorsFromIssues(issues: readonly IssueLike[], locale: Locale, rawInput?: unknown): FieldErrors {
  const errors: FieldErrors = {};
  const add = (key: string, message: string) => {
    const list = Object.hasOwn(errors, key) ? (errors[key] as string[]) : [];
    if (!list.includes(message)) list.push(message);
    errors[key] = list;
  };
  for (const issue of issues) {
    if (isWrongInputType(issue)) continue;
    if (issue.code === 'unrecognized_keys' && issue.keys?.length) {
      // A key that names an object's own machinery is not echoed (nor could superjson send it): `_` stands for it.
      for (const key of issue.keys)
        add(PROTOTYPE_KEYS.has(key) ? '_' : dottedPath(issue.path, key), translate(locale, UNKNOWN_FIELD_MESSAGE));
      continue;
    }
    const about = { ...issue, input: valueAt(rawInput, issue.path) } as unknown as ValidationIssue & IssueLike;
    add(dottedPath(issue.path) || '_', translateIssue(locale, about));
  }
  return errors;
}

/**
 * For input that is not an object at all, the error to answer instead of zod's ("expected object,
 * received undefined"): it says what to send. `rawInput` is what arrived; null for any other error.
 */
function wholeInputError(error: TRPCError, rawInput: unknown): AppError | null {
  if (error.code !== 'BAD_REQUEST' || !hasIssues(error.cause) || !error.cause.issues.some(isWrongInputType)) {
    return null;
  }
  const missing = rawInput === undefined || rawInput === null;
  return new AppError('INVALID', missing ? INPUT_REQUIRED_MESSAGE : INPUT_NOT_OBJECT_MESSAGE, {}, undefined, {
    cause: error.cause,
  });
}

/** The machine-readable code of a refusal that has one (`AppError.clientCode`); undefined otherwise. */
export function reasonOf(error: TRPCError): string | undefined {
  return error.cause instanceof AppError ? error.cause.clientCode : undefined;
}

/** Field errors carried by a tRPC error, from an AppError or from input validation. */
export function fieldErrorsOf(error: TRPCError): FieldErrors | undefined {
  // A server error's issues are internal (an answer that failed its output schema): never shown.
  if (error.code === 'INTERNAL_SERVER_ERROR') return undefined;
  const cause = error.cause;
  if (cause instanceof AppError) return cause.fields;
  if (hasIssues(cause)) return fieldErrorsFromIssues(cause.issues, DEFAULT_LOCALE);
  return undefined;
}

const NUL_MESSAGE = /*i18n*/ 'Remove the NUL character (U+0000); it cannot be stored.';
const LONE_SURROGATE_MESSAGE =
  /*i18n*/ 'Remove the broken character (a lone UTF-16 surrogate); it is not text and cannot be stored.';
const DIRECTION_CONTROL_MESSAGE =
  /*i18n*/ 'Remove the invisible direction control (U+202A–U+202E, U+2066–U+2069): it makes the text read differently from what it is. Typing the text again removes it.';

/** Half of a UTF-16 surrogate pair without its other half: no character, and jsonb refuses its escape. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Whether a dotted input path is one of `prefixes` or lies below one. */
const under = (path: string, prefixes: readonly string[]) =>
  prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}.`));

/**
 * Per-field errors for text no input may carry: what PostgreSQL cannot store in text or jsonb (the write
 * would fail with a 500): U+0000 and lone surrogates; and invisible direction controls, which would make
 * what staff read differ from what was sent, except in the fields of `directionControlsAllowed`. Looks
 * only as deep as any input schema goes; deeper input fails validation anyway.
 */
export function refusedTextFields(
  input: unknown,
  directionControlsAllowed: readonly string[] = [],
): FieldErrors | null {
  const errors: FieldErrors = {};
  const walk = (value: unknown, path: string[]) => {
    if (typeof value === 'string') {
      const field = path.join('.') || '_';
      if (value.includes('\u0000')) errors[field] = [NUL_MESSAGE];
      else if (LONE_SURROGATE.test(value)) errors[field] = [LONE_SURROGATE_MESSAGE];
      else if (hasDirectionControls(value) && !under(field, directionControlsAllowed))
        errors[field] = [DIRECTION_CONTROL_MESSAGE];
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

export const UNREADABLE_INPUT_MESSAGE = /*i18n*/ 'The input could not be read.';

/** What a server error (5xx) answers, whatever went wrong: the details are logged, never sent. */
export const GENERIC_ERROR_MESSAGE = /*i18n*/ 'Something went wrong. Please try again.';

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
function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) return true;
    const message = (current as { message?: unknown }).message;
    // node-postgres words (no code): the pool's wait, a connection ended mid-query, or a client whose
    // connection ended between two queries of a transaction (the next query, or its rollback).
    if (
      typeof message === 'string' &&
      /timeout exceeded when trying to connect|Connection terminated|connection error and is not queryable/i.test(
        message,
      )
    )
      return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

export function trpcErrorFrom(error: AppError): TRPCError {
  return new TRPCError({ code: TRPC_CODES[error.code], message: error.message, cause: error });
}

/** A 429's message (`RATE_LIMITED`), with the seconds its error carries (`retryAfterSeconds`). */
export const TOO_MANY_ATTEMPTS =
  /*i18n*/ '{seconds, plural, one {Too many attempts. Please try again in # second.} other {Too many attempts. Please try again in # seconds.}}';

const UNAVAILABLE_MESSAGE = /*i18n*/ 'The service is temporarily unavailable. Please try again shortly.';

/**
 * A service's error in `locale`: its message and field messages from the catalogues (a message with values
 * is translated where it is made). The same error when nothing changes (English, or text of no catalogue).
 */
function translatedError(error: AppError, locale: Locale): AppError {
  const seconds = error.code === 'RATE_LIMITED' ? error.retryAfterSeconds : undefined;
  const message = seconds ? translate(locale, TOO_MANY_ATTEMPTS, { seconds }) : translate(locale, error.message);
  const fields =
    error.fields &&
    Object.entries(error.fields).map(
      ([field, texts]) => [field, texts.map((text) => translate(locale, text))] as const,
    );
  const unchanged =
    fields?.every(([field, texts]) => texts.every((text, i) => text === error.fields?.[field]?.[i])) ?? true;
  if (message === error.message && unchanged) return error;
  const translatedFields = fields && Object.fromEntries(fields);
  return new AppError(
    error.code,
    message,
    translatedFields,
    error.retryAfterSeconds,
    { cause: error.cause ?? error },
    error.clientCode,
  );
}

/**
 * Turns whatever a procedure threw into the tRPC error the transports answer with, its messages in the
 * request's language (`locale`); `rawInput` is what arrived.
 */
export function toTRPCError(error: TRPCError, rawInput?: unknown, locale: Locale = DEFAULT_LOCALE): TRPCError {
  const cause = error.cause;
  if (cause instanceof AppError) return trpcErrorFrom(translatedError(cause, locale));
  const whole = wholeInputError(error, rawInput);
  if (whole) return trpcErrorFrom(translatedError(whole, locale));
  if (error.code === 'BAD_REQUEST' && hasIssues(cause)) {
    const fields = fieldErrorsFromIssues(cause.issues, locale, rawInput);
    return trpcErrorFrom(
      new AppError('INVALID', translate(locale, INVALID_INPUT_MESSAGE), fields, undefined, { cause }),
    );
  }
  if (error.code === 'INTERNAL_SERVER_ERROR' && isDatabaseUnavailable(cause)) {
    return new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: translate(locale, UNAVAILABLE_MESSAGE), cause });
  }
  // A transport's or middleware's own message ("Please sign in.").
  if (isCatalogued(error.message)) {
    return new TRPCError({ code: error.code, message: translate(locale, error.message), cause });
  }
  return error;
}
