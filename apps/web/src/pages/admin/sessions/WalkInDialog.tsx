import type { Roster } from '@app/contract';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { AdminForm } from '../../../features/admin/AdminForm';
import { FormActions } from '../../../features/admin/FormActions';
import { TextField } from '../../../features/admin/fields';
import { actionDialog } from '../../../features/admin/sessions/ActionDialog';
import { OverCapacityField, useWalkInForm, WalkInSeatsField } from '../../../features/admin/sessions/walkInForm';

const FIELDS = ['name', 'email', 'phone', 'seats', 'overCapacity'] as const;

interface Props {
  sessionId: number;
  onClose: () => void;
  onDone: (roster: Roster) => void;
}

/** Someone at the door: confirmed when the seats fit, or beyond the capacity when staff say so. */
export const WalkInDialog = actionDialog(msg`Add a walk-in`, WalkInForm);

function WalkInForm({ sessionId, onClose, onDone }: Props) {
  const { t } = useLingui();
  const { form, onSubmit, formError } = useWalkInForm({
    defaults: { sessionId, name: '', email: '', phone: '', seats: 1, overCapacity: false },
    fields: FIELDS,
    onDone,
    onClose,
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
        <WalkInSeatsField />
      </div>
      <OverCapacityField hint={t`Only when there is room in the studio after all.`} />
      <FormActions onCancel={onClose} saveLabel={t`Add walk-in`} />
    </AdminForm>
  );
}
