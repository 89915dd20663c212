import { type Roster, type WalkInInput, walkInInputSchema } from '@app/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useForm, useFormContext } from 'react-hook-form';
import { api } from '../../../app/trpc';
import { NumberField } from '../fields';
import { hint as hintClass } from '../ui';
import { useActionForm } from './useActionForm';

/**
 * Someone booked into a session by staff (a walk-in at the door, or a booking from a person's page):
 * `admin.sessions.walkIn`, with the server's messages on the form's fields.
 */
export function useWalkInForm({
  defaults,
  fields,
  onDone,
  onClose,
  successMessage,
}: {
  defaults: WalkInInput;
  fields: readonly (keyof WalkInInput)[];
  onDone: (roster: Roster) => void;
  onClose: () => void;
  successMessage: string;
}) {
  const form = useForm({ resolver: zodResolver(walkInInputSchema), defaultValues: defaults });
  const { onSubmit, formError } = useActionForm({
    form,
    fields,
    run: (data) => api.admin.sessions.walkIn.mutate(data),
    done: onDone,
    close: onClose,
    successMessage,
  });
  return { form, onSubmit, formError };
}

export function WalkInSeatsField() {
  const { t } = useLingui();
  return <NumberField name="seats" label={t`Seats`} min={1} required empty="zero" />;
}

export function OverCapacityField({ hint }: { hint?: ReactNode }) {
  const { register } = useFormContext<WalkInInput>();
  return (
    <label className="flex items-start gap-2 text-sm">
      <input type="checkbox" className="mt-1 h-4 w-4" {...register('overCapacity')} />
      <span>
        <Trans>Go over the capacity if the seats do not fit</Trans>
        {hint && <span className={`block ${hintClass}`}>{hint}</span>}
      </span>
    </label>
  );
}
