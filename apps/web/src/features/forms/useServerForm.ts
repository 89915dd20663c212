import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { applyServerErrors, submittedForm } from '../../lib/server-errors';

/**
 * Submits through `send` and maps failures as SPEC section 5 says: per-field errors, else the
 * message, else the body; the alert text is 'There were some problems with your input.' when fields failed.
 * Either way the first field that failed, in the form's order, has the focus (react-hook-form's own check
 * focuses it in the browser; `applyServerErrors` after the server's).
 */
export function useServerForm<T extends FieldValues, R>(
  form: UseFormReturn<T>,
  fields: readonly string[],
  send: (values: T) => Promise<R>,
) {
  const { t } = useLingui();
  const [formError, setFormError] = useState<string | null>(null);
  const [result, setResult] = useState<R | null>(null);
  const onSubmit = form.handleSubmit(
    async (values, event) => {
      setFormError(null);
      try {
        setResult(await send(values));
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
