import { useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { SubmissionKeys, sendWithRetries } from '../../lib/idempotency-key';
import { applyServerErrors, submittedForm } from '../../lib/server-errors';

/**
 * Submits through `send` and maps failures as SPEC section 5 says: per-field errors, else the
 * message, else the body; the alert text is 'There were some problems with your input.' when fields failed.
 * Either way the first field that failed, in the form's order, has the focus (react-hook-form's own check
 * focuses it in the browser; `applyServerErrors` after the server's).
 *
 * Each submission carries one `Idempotency-Key` (`send`'s second argument; docs/api.md): made when the form
 * is submitted, the same for a double tap, for sending the same values again after a failure and for the
 * automatic retries of a request that got no answer; new after a success or an edit. So a double tap or a
 * retry after a time-out books once, and gets the first answer.
 */
export function useServerForm<T extends FieldValues, R>(
  form: UseFormReturn<T>,
  fields: readonly string[],
  send: (values: T, idempotencyKey: string) => Promise<R>,
) {
  const { t } = useLingui();
  const [formError, setFormError] = useState<string | null>(null);
  const [result, setResult] = useState<R | null>(null);
  const keys = useRef<SubmissionKeys | null>(null);
  const onSubmit = form.handleSubmit(
    async (values, event) => {
      setFormError(null);
      keys.current ??= new SubmissionKeys();
      const submission = keys.current;
      const key = submission.keyFor(values);
      try {
        const answer = await sendWithRetries(() => send(values, key));
        submission.succeeded();
        setResult(answer);
      } catch (error) {
        const fallback = t`Something went wrong. Please try again.`;
        const { message } = applyServerErrors(error, form.setError, fields, fallback, submittedForm(event));
        const fieldFailed = fields.some((f) => form.getFieldState(f as never).error);
        setFormError(fieldFailed ? t`There were some problems with your input.` : message);
      }
    },
    () => setFormError(t`There were some problems with your input.`),
  );
  return { onSubmit, formError, result, reset: () => setResult(null) };
}
