import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { type AppliedServerErrors, applyServerErrors, submittedForm } from '../../lib/server-errors';

/**
 * Submit for a back-office form: the server's messages go on the fields the form has, focus on the first of them,
 * and what `failureMessage` makes of the rest (the server's message by default) in `formError`, for the form to show.
 */
export function useServerSubmit<In extends FieldValues, Out>({
  form,
  fields,
  submit,
  failureMessage = (failure) => failure.message,
  initialError = null,
}: {
  form: UseFormReturn<In, any, Out>;
  /** The input keys the form shows as fields. */
  fields: readonly string[];
  submit: (values: Out) => Promise<unknown>;
  failureMessage?: (failure: AppliedServerErrors) => string | null;
  initialError?: string | null | (() => string | null);
}) {
  const { t } = useLingui();
  const [formError, setFormError] = useState<string | null>(initialError);
  const onSubmit = form.handleSubmit(async (values, event) => {
    setFormError(null);
    try {
      await submit(values);
    } catch (error) {
      const fallback = t`Something went wrong. Please try again.`;
      setFormError(failureMessage(applyServerErrors(error, form.setError, fields, fallback, submittedForm(event))));
    }
  });
  return { onSubmit, formError, setFormError };
}
