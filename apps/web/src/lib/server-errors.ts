import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/**
 * SPEC section 5, the one place the SPA reads a failed answer: the errors object (per field), else the
 * message field, else the whole body. Public forms, back-office forms and uploads all go through it,
 * whether the failure is a tRPC error or a REST body.
 */
export interface ServerErrors {
  /** The HTTP status, when the failure says. */
  status: number | null;
  /** Messages per input key (dotted paths, as the server names them). */
  fieldErrors: Record<string, string[]>;
  /** The answer's message; without one, the whole body; null when there is nothing to show. */
  message: string | null;
}

type Body = { errors?: unknown; message?: unknown };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** `{ field: ["…"] }` or `{ field: "…" }`: every non-empty message, per key. */
function messagesPerField(errors: unknown): Record<string, string[]> {
  if (!isObject(errors)) return {};
  const fields: Record<string, string[]> = {};
  for (const [key, value] of Object.entries(errors)) {
    const messages = (Array.isArray(value) ? value : [value]).filter(
      (m): m is string => typeof m === 'string' && m !== '',
    );
    if (messages.length > 0) fields[key] = messages;
  }
  return fields;
}

function fromBody(body: Body, whole: string | null, status: number | null): ServerErrors {
  const message = typeof body.message === 'string' && body.message !== '' ? body.message : whole;
  return { status, fieldErrors: messagesPerField(body.errors), message };
}

/**
 * Reads a failure: a tRPC client error (`message`, `data.httpStatus`, `data.fieldErrors`), a REST body
 * as text or parsed (`{ message, errors }`), any other Error, or anything else (its JSON is the body).
 * `status` is the HTTP status of a REST answer, when the caller has it.
 */
export function readServerErrors(failure: unknown, status: number | null = null): ServerErrors {
  if (typeof failure === 'string') {
    const text = failure.trim();
    try {
      const parsed: unknown = JSON.parse(text);
      if (isObject(parsed)) return fromBody(parsed, text || null, status);
    } catch {
      // Not JSON: the body itself is the message.
    }
    return { status, fieldErrors: {}, message: text || null };
  }
  if (failure instanceof Error) {
    const data = (failure as { data?: unknown }).data;
    const trpc = isObject(data) ? data : {};
    return {
      status: typeof trpc.httpStatus === 'number' ? trpc.httpStatus : status,
      fieldErrors: messagesPerField(trpc.fieldErrors),
      message: failure.message || null,
    };
  }
  if (isObject(failure)) return fromBody(failure, JSON.stringify(failure), status);
  return { status, fieldErrors: {}, message: null };
}

/** One text for places without fields (an upload, a toast): the field messages, else the message or body. */
export function serverErrorText(errors: ServerErrors, fallback: string): string {
  const fieldMessages = [...new Set(Object.values(errors.fieldErrors).flat())];
  if (fieldMessages.length > 0) return fieldMessages.join(' ');
  return errors.message ?? fallback;
}

export interface AppliedServerErrors {
  status: number | null;
  /** The answer named fields (validation failed), whether or not the form shows them. */
  invalid: boolean;
  /** Form-level text: messages for keys that are not fields of the form, or, with no errors object, the message or body. */
  message: string | null;
}

/**
 * Puts each field's messages on the react-hook-form field it names and answers what is left for the
 * form as a whole. Keys are the input's dotted paths; an update's `data.` wrapper is dropped, so
 * `data.title.en` is the form's `title.en`. `isField` says which keys the form shows as fields. Given the
 * form element (`submittedForm(event)`), the first of those fields in it gets the focus, as after a
 * failed check in the browser: a keyboard user starts correcting at the top, not at the send button.
 */
export function applyServerErrors<T extends FieldValues>(
  failure: unknown,
  setError: UseFormSetError<T>,
  isField: readonly string[] | ((key: string) => boolean),
  fallback: string,
  formElement: HTMLFormElement | null = null,
): AppliedServerErrors {
  const errors = readServerErrors(failure);
  const entries = Object.entries(errors.fieldErrors);
  if (entries.length === 0) return { status: errors.status, invalid: false, message: errors.message ?? fallback };
  const known = typeof isField === 'function' ? isField : (key: string) => isField.includes(key);
  let formMessage: string | null = null;
  const failed: string[] = [];
  for (const [rawKey, messages] of entries) {
    const key = rawKey.replace(/^data\./, '');
    const text = messages.join(' ');
    if (known(key)) {
      setError(key as Path<T>, { type: 'server', message: text });
      failed.push(key);
    } else formMessage = text;
  }
  if (formElement) focusFirstField(formElement, failed);
  return { status: errors.status, invalid: true, message: formMessage };
}

/** The form a react-hook-form submit handler was called for (its second argument is the submit event). */
export function submittedForm(event: { target?: unknown } | undefined): HTMLFormElement | null {
  return event?.target instanceof HTMLFormElement ? event.target : null;
}

/**
 * Focuses the form's first control, in document order, named by one of these keys (`dates` names
 * `dates.0` too). The server lists its errors in the input's order, not the page's; a control that cannot
 * take the focus (in a hidden tab) is passed over.
 */
function focusFirstField(formElement: HTMLFormElement, keys: readonly string[]): void {
  for (const control of Array.from(formElement.elements)) {
    const name = control.getAttribute('name');
    if (!name || !keys.some((key) => name === key || name.startsWith(`${key}.`))) continue;
    (control as HTMLElement).focus();
    if (document.activeElement === control) return;
  }
}
