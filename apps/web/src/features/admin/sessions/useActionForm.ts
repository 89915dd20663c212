import { useLingui } from '@lingui/react/macro';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { toast } from '../toast';
import { useServerSubmit } from '../useServerSubmit';

/**
 * Submit for a dialog's form that runs one back-office action (add a walk-in, propose a time…): the
 * server's messages go on the fields the form has, anything else above them; success hands the
 * result on, closes the dialog and says so.
 */
export function useActionForm<In extends FieldValues, Out, Result>({
  form,
  fields,
  run,
  done,
  close,
  successMessage,
}: {
  form: UseFormReturn<In, any, Out>;
  /** The input keys the form shows as fields. */
  fields: readonly string[];
  run: (data: Out) => Promise<Result>;
  /** What the page does with the result (show the new roster, refresh its list). */
  done: (result: Result) => unknown;
  /** Closes the dialog, once `done` has run. */
  close: () => void;
  successMessage: string;
}) {
  const { t } = useLingui();
  const { onSubmit, formError } = useServerSubmit({
    form,
    fields,
    submit: async (data) => {
      const result = await run(data);
      done(result);
      close();
      // After the dialog has closed (it hides the rest of the page from screen readers while open).
      setTimeout(() => toast.success(successMessage), 60);
    },
    failureMessage: (failure) =>
      failure.message ?? (failure.invalid ? t`There were some problems with your input.` : null),
  });
  return { onSubmit, formError };
}
