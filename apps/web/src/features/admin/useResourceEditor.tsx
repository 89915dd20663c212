import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useLocation } from 'wouter';
import { ConflictNotice } from './ConflictNotice';
import { applyServerErrors, submittedForm } from '../../lib/server-errors';
import { isUnauthorized } from '../auth/expiry';
import { reSignIn } from '../../lib/re-sign-in';
import { toast } from './toast';
import { useLeaveWarning } from './useLeaveWarning';

/** Keys that name the request, not a form field (`_` is the whole input). */
const NOT_FIELDS = new Set(['_', 'id', 'version', 'code', 'data']);
const isFormField = (key: string) => !NOT_FIELDS.has(key);

interface EditorOptions<In extends FieldValues, Out> {
  form: UseFormReturn<In, any, Out>;
  /** The loaded item; null when creating. */
  item: { id: number; version: number } | null;
  create: (data: Out) => Promise<unknown>;
  update: (input: { id: number; version: number; data: Out }) => Promise<unknown>;
  /** Refreshes cached lists and items after a write. */
  invalidate: () => Promise<unknown>;
  /** Where to go after saving; stay on the page when omitted. */
  listHref?: string;
  savedMessage: string;
  /** Loads the latest version (the form remounts with it). */
  reload: () => unknown;
  /** Called after a save that stays on the page. */
  onSaved?: (result: unknown) => unknown;
}

/**
 * Save for a back-office form: create or update (with the loaded version), a success toast, then the
 * list. A 422 puts the messages on the fields; a 409 keeps the form as typed and explains.
 */
export function useResourceEditor<In extends FieldValues, Out>({
  form,
  item,
  create,
  update,
  invalidate,
  listHref,
  savedMessage,
  reload,
  onSaved,
}: EditorOptions<In, Out>): { onSubmit: () => Promise<void>; formError: string | null; banner: ReactNode } {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const [formError, setFormError] = useState<string | null>(null);
  const [conflict, setConflict] = useState<string | null>(null);

  useLeaveWarning(form.formState.isDirty);

  const onSubmit = form.handleSubmit(
    async (data, event) => {
      setFormError(null);
      setConflict(null);
      try {
        const result = item ? await update({ id: item.id, version: item.version, data }) : await create(data);
        form.reset(form.getValues());
        await invalidate();
        if (listHref) {
          toast.success(savedMessage);
          navigate(listHref);
        } else {
          onSaved?.(result);
          // After a dialog has closed (it hides the rest of the page from screen readers while open).
          setTimeout(() => toast.success(savedMessage), 60);
        }
      } catch (error) {
        // The session ended: signing in again over the form sends this save again.
        if (isUnauthorized(error)) {
          reSignIn.offerRetry(() => onSubmit());
          return;
        }
        const fallback = t`Something went wrong. Please try again.`;
        const failure = applyServerErrors(error, form.setError, isFormField, fallback, submittedForm(event));
        // Someone else saved first (409): nothing was written; the form keeps the editor's text.
        if (failure.status === 409) setConflict(failure.message ?? fallback);
        else if (failure.invalid) setFormError(failure.message ?? t`There were some problems with your input.`);
        else setFormError(failure.message ?? fallback);
      }
    },
    () => setFormError(null),
  );

  const banner = conflict ? (
    <ConflictNotice
      message={conflict}
      onReload={() => {
        setConflict(null);
        form.reset();
        reload();
      }}
    />
  ) : null;

  return { onSubmit, formError, banner };
}
