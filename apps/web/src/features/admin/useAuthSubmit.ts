import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { type AppliedServerErrors, applyServerErrors, submittedForm } from '../../lib/server-errors';

/**
 * Submit for the forms around signing in (sign-in, first admin, forgot and choose a password): the server's
 * messages go on the fields the form has, focus on the first of them, anything else above the form.
 * `failed` may take a failure over (and return true), as when a link was used by someone else first.
 */
export function useAuthSubmit<In extends FieldValues, Out>({
  form,
  fields,
  submit,
  failed,
  initialError = null,
}: {
  form: UseFormReturn<In, any, Out>;
  fields: readonly string[];
  submit: (values: Out) => Promise<unknown>;
  failed?: (failure: AppliedServerErrors) => boolean;
  /** What to say above the form when it opens (a failed sign-in through an identity provider). */
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
      const failure = applyServerErrors(error, form.setError, fields, fallback, submittedForm(event));
      if (!failed?.(failure)) setFormError(failure.message);
    }
  });
  return { onSubmit, formError, setFormError };
}
