import { type AdminSession, type Roster, type SessionUpdateInput, sessionUpdateInputSchema } from '@app/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import { api } from '../../../app/trpc';
import { AdminForm } from '../../../features/admin/AdminForm';
import { FormActions } from '../../../features/admin/FormActions';
import { FormDialog } from '../../../features/admin/FormDialog';
import { numberOrNull, TextField, textOrNull } from '../../../features/admin/fields';
import { useActionForm } from '../../../features/admin/sessions/useActionForm';

const FIELDS = ['capacity', 'note'];

/** A session's own seats (empty: the class's) and a note for staff. More seats move the waiting list up. */
export function EditSessionDialog({
  open,
  onClose,
  session,
  onDone,
}: {
  open: boolean;
  onClose: () => void;
  session: AdminSession;
  onDone: (roster: Roster) => void;
}) {
  const { t } = useLingui();
  return (
    <FormDialog open={open} onOpenChange={(next) => !next && onClose()} title={t`Seats and note`}>
      {open && <EditSessionForm session={session} onClose={onClose} onDone={onDone} />}
    </FormDialog>
  );
}

function EditSessionForm({
  session,
  onClose,
  onDone,
}: {
  session: AdminSession;
  onClose: () => void;
  onDone: (roster: Roster) => void;
}) {
  const { t } = useLingui();
  const defaults: SessionUpdateInput = { sessionId: session.id, capacity: session.ownCapacity, note: session.note };
  const form = useForm({ resolver: zodResolver(sessionUpdateInputSchema), defaultValues: defaults });
  const { onSubmit, formError } = useActionForm({
    form,
    fields: FIELDS,
    run: (data) => api.admin.sessions.update.mutate(data),
    done: (roster) => {
      onDone(roster as Roster);
      onClose();
    },
    successMessage: t`The session was saved.`,
  });
  return (
    <AdminForm form={form} onSubmit={onSubmit} formError={formError} className="space-y-5">
      <TextField
        name="capacity"
        label={t`Seats`}
        type="number"
        inputMode="numeric"
        min={1}
        options={numberOrNull}
        hint={t`Empty: the class’s capacity. More seats confirm the waiting list in order.`}
      />
      <TextField name="note" label={t`Note for staff`} options={textOrNull} />
      <FormActions onCancel={onClose} />
    </AdminForm>
  );
}
