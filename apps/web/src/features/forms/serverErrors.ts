import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/** SPEC section 8 default texts. */
export const FORM_ERROR_FALLBACK = 'Something went wrong. Please try again.';

/**
 * SPEC section 5: show server validation errors per field. The form reads an errors object from the
 * answer, else its message, else the whole body. Answers the form-level message, if any.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
  fallback: string,
): string | null {
  const data = (error as { data?: { fieldErrors?: Record<string, string[]> | null } } | null)?.data;
  const fieldErrors = data?.fieldErrors ?? null;
  let formMessage: string | null = null;
  if (fieldErrors && Object.keys(fieldErrors).length > 0) {
    for (const [field, messages] of Object.entries(fieldErrors)) {
      if (fields.includes(field)) setError(field as Path<T>, { type: 'server', message: messages.join(' ') });
      else formMessage = messages.join(' ');
    }
    return formMessage;
  }
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return fallback;
}
