import { type Roster, type WalkInInput, walkInInputSchema } from '@app/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import { api } from '../../../app/trpc';
import { AdminForm } from '../../../features/admin/AdminForm';
import { FormActions } from '../../../features/admin/FormActions';
import { numberOrZero, TextField } from '../../../features/admin/fields';
import { ActionDialog } from '../../../features/admin/sessions/ActionDialog';
import { useActionForm } from '../../../features/admin/sessions/useActionForm';
import { hint } from '../../../features/admin/ui';

const FIELDS = ['name', 'email', 'phone', 'seats', 'overCapacity'];

interface Props {
  sessionId: number;
  onClose: () => void;
  onDone: (roster: Roster) => void;
}

/** Someone at the door: confirmed when the seats fit, or beyond the capacity when staff say so. */
export function WalkInDialog({ open, ...props }: Props & { open: boolean }) {
  const { t } = useLingui();
  return (
    <ActionDialog open={open} onClose={props.onClose} title={t`Add a walk-in`}>
      {() => <WalkInForm {...props} />}
    </ActionDialog>
  );
}

function WalkInForm({ sessionId, onClose, onDone }: Props) {
  const { t } = useLingui();
  const defaults: WalkInInput = { sessionId, name: '', email: '', phone: '', seats: 1, overCapacity: false };
  const form = useForm({ resolver: zodResolver(walkInInputSchema), defaultValues: defaults });
  const { onSubmit, formError } = useActionForm({
    form,
    fields: FIELDS,
    run: (data) => api.admin.sessions.walkIn.mutate(data),
    done: onDone,
    close: onClose,
    successMessage: t`The walk-in was added.`,
  });
  return (
    <AdminForm form={form} onSubmit={onSubmit} formError={formError} className="space-y-5">
      <TextField name="name" label={t`Name`} required autoComplete="off" />
      <div className="grid gap-4 min-[600px]:grid-cols-2">
        <TextField
          name="email"
          label={t`Email`}
          type="email"
          autoComplete="off"
          hint={t`Optional: they are sent the booking and its link.`}
        />
        <TextField name="phone" label={t`Phone`} autoComplete="off" />
        <TextField
          name="seats"
          label={t`Seats`}
          type="number"
          inputMode="numeric"
          min={1}
          required
          options={numberOrZero}
        />
      </div>
      <div>
        <label className="flex items-start gap-2 text-sm">
          <input type="checkbox" className="mt-1 h-4 w-4" {...form.register('overCapacity')} />
          <span>
            <Trans>Go over the capacity if the seats do not fit</Trans>
            <span className={`block ${hint}`}>
              <Trans>Only when there is room in the studio after all.</Trans>
            </span>
          </span>
        </label>
      </div>
      <FormActions onCancel={onClose} saveLabel={t`Add walk-in`} />
    </AdminForm>
  );
}
