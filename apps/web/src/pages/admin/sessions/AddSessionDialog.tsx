import { sessionCreateInputSchema } from '@app/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import { api } from '../../../app/trpc';
import { AdminForm } from '../../../features/admin/AdminForm';
import { FormActions } from '../../../features/admin/FormActions';
import { FormDialog } from '../../../features/admin/FormDialog';
import { numberOrNull, SelectField, TextField, textOrNull } from '../../../features/admin/fields';
import { useActionForm } from '../../../features/admin/sessions/useActionForm';

const FIELDS = ['classId', 'startsAt', 'endsAt', 'capacity', 'note'];

/** Adds a dated session to a weekly class or a workshop: an extra meeting, another date. */
export function AddSessionDialog({
  open,
  onClose,
  classes,
  onAdded,
}: {
  open: boolean;
  onClose: () => void;
  /** The classes a session may be added to (not private sessions). */
  classes: ReadonlyArray<{ id: number; title: string }>;
  onAdded: () => unknown;
}) {
  const { t } = useLingui();
  return (
    <FormDialog open={open} onOpenChange={(next) => !next && onClose()} title={t`Add a session`}>
      {open && <AddSessionForm classes={classes} onClose={onClose} onAdded={onAdded} />}
    </FormDialog>
  );
}

function AddSessionForm({
  classes,
  onClose,
  onAdded,
}: {
  classes: ReadonlyArray<{ id: number; title: string }>;
  onClose: () => void;
  onAdded: () => unknown;
}) {
  const { t } = useLingui();
  const form = useForm({
    resolver: zodResolver(sessionCreateInputSchema),
    defaultValues: { startsAt: '', endsAt: '', capacity: null, note: null },
  });
  const { onSubmit, formError } = useActionForm({
    form,
    fields: FIELDS,
    run: (data) => api.admin.sessions.create.mutate(data),
    done: () => {
      onAdded();
      onClose();
    },
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
        <TextField
          name="capacity"
          label={t`Seats`}
          type="number"
          inputMode="numeric"
          min={1}
          options={numberOrNull}
          hint={t`Empty: the class’s capacity.`}
        />
        <TextField name="note" label={t`Note for staff`} options={textOrNull} />
      </div>
      <FormActions onCancel={onClose} saveLabel={t`Add session`} />
    </AdminForm>
  );
}
