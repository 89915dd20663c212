import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

interface TrpcLikeError {
  message?: string;
  data?: { httpStatus?: number; code?: string; fieldErrors?: Record<string, string[]> | null } | null;
}

export type SaveFailure =
  /** Someone else saved first (409): nothing was written; the form keeps the editor's text. */
  | { kind: 'conflict'; message: string }
  /** The item is gone (404). */
  | { kind: 'missing'; message: string }
  /** Validation (422): per-field messages were set on the form; `message` is the form-level text. */
  | { kind: 'invalid'; message: string }
  | { kind: 'other'; message: string };

/** Keys that name the request, not a form field (`_` is the whole input). */
const NOT_FIELDS = new Set(['_', 'id', 'version', 'code', 'data']);

/**
 * SPEC section 5 for the back office: per-field messages from the answer's errors object (keys are
 * dotted paths relative to the input; an update's `data.` prefix is dropped), else its message,
 * else the whole body.
 */
export function applyAdminServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  texts: { invalid: string; fallback: string },
): SaveFailure {
  const e = (error ?? {}) as TrpcLikeError;
  const status = e.data?.httpStatus;
  const message = typeof e.message === 'string' && e.message ? e.message : null;
  if (status === 409) return { kind: 'conflict', message: message ?? texts.fallback };
  if (status === 404) return { kind: 'missing', message: message ?? texts.fallback };
  const fieldErrors = e.data?.fieldErrors;
  if (fieldErrors && Object.keys(fieldErrors).length > 0) {
    let formMessage: string | null = null;
    for (const [rawKey, messages] of Object.entries(fieldErrors)) {
      const key = rawKey.replace(/^data\./, '');
      const text = messages.join(' ');
      if (NOT_FIELDS.has(key)) formMessage = text;
      else setError(key as Path<T>, { type: 'server', message: text });
    }
    return { kind: 'invalid', message: formMessage ?? texts.invalid };
  }
  if (message) return { kind: 'other', message };
  if (typeof error === 'string' && error) return { kind: 'other', message: error };
  if (error && typeof error === 'object' && !(error instanceof Error)) {
    return { kind: 'other', message: JSON.stringify(error) };
  }
  return { kind: 'other', message: texts.fallback };
}
