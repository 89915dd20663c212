import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { AppliedServerErrors } from '../../lib/server-errors';
import { useServerSubmit } from './useServerSubmit';

/**
 * Submit for the forms around signing in (sign-in, first admin, forgot and choose a password): the server's
 * messages go on the fields the form has, focus on the first of them, anything else above the form.
 * `failed` may take a failure over (and return true), as when a link was used by someone else first.
 */
export function useAuthSubmit<In extends FieldValues, Out>({
  failed,
  ...options
}: {
  form: UseFormReturn<In, any, Out>;
  fields: readonly string[];
  submit: (values: Out) => Promise<unknown>;
  failed?: (failure: AppliedServerErrors) => boolean;
  /** What to say above the form when it opens (a failed sign-in through an identity provider). */
  initialError?: string | null | (() => string | null);
}) {
  return useServerSubmit({ ...options, failureMessage: (failure) => (failed?.(failure) ? null : failure.message) });
}
