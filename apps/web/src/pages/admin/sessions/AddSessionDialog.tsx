import { sessionCreateInputSchema } from '@app/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import { api } from '../../../app/trpc';
import { AdminForm } from '../../../features/admin/AdminForm';
import { FormActions } from '../../../features/admin/FormActions';
import { SelectField, TextField } from '../../../features/admin/fields';
import { actionDialog } from '../../../features/admin/sessions/ActionDialog';
import { useActionForm } from '../../../features/admin/sessions/useActionForm';
import { SeatsAndNoteFields } from './SeatsAndNoteFields';

const FIELDS = ['classId', 'startsAt', 'endsAt', 'capacity', 'note'];

interface Props {
  /** The classes a session may be added to (not private sessions). */
  classes: ReadonlyArray<{ id: number; title: string }>;
  onClose: () => void;
  onAdded: () => unknown;
}

/** Adds a dated session to a weekly class or a workshop: an extra meeting, another date. */
export const AddSessionDialog = actionDialog(msg`Add a session`, AddSessionForm);

function AddSessionForm({ classes, onClose, onAdded }: Props) {
  const { t } = useLingui();
  const form = useForm({
    resolver: zodResolver(sessionCreateInputSchema),
    defaultValues: { startsAt: '', endsAt: '', capacity: null, note: null },
  });
  const { onSubmit, formError } = useActionForm({
    form,
    fields: FIELDS,
    run: (data) => api.admin.sessions.create.mutate(data),
    done: onAdded,
    close: onClose,
    successMessage: t`The session was added.`,
  });
  return (
    <AdminForm form={form} onSubmit={onSubmit} formError={formError} className="space-y-5">
      <SelectField
        name="classId"
        label={t`Class`}
        required
        registerOptions={{ setValueAs: (value: string) => (value === '' ? undefined : Number(value)) }}
        options={[
          { value: '', label: t`Choose a class` },
          ...classes.map((c) => ({ value: String(c.id), label: c.title })),
        ]}
      />
      <div className="grid gap-4 min-[600px]:grid-cols-2">
        <TextField
          name="startsAt"
          label={t`Starts`}
          type="datetime-local"
          required
          hint={t`In the class’s time zone.`}
        />
        <TextField name="endsAt" label={t`Ends`} type="datetime-local" required />
        <SeatsAndNoteFields seatsHint={t`Empty: the class’s capacity.`} />
      </div>
      <FormActions onCancel={onClose} saveLabel={t`Add session`} />
    </AdminForm>
  );
}
