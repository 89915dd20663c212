import { type AdminSession, type Roster, type SessionUpdateInput, sessionUpdateInputSchema } from '@app/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import { api } from '../../../app/trpc';
import { AdminForm } from '../../../features/admin/AdminForm';
import { FormActions } from '../../../features/admin/FormActions';
import { actionDialog } from '../../../features/admin/sessions/ActionDialog';
import { useActionForm } from '../../../features/admin/sessions/useActionForm';
import { SeatsAndNoteFields } from './SeatsAndNoteFields';

const FIELDS = ['capacity', 'note'];

interface Props {
  session: AdminSession;
  onClose: () => void;
  onDone: (roster: Roster) => void;
}

/** A session's own seats (empty: the class's) and a note for staff. More seats move the waiting list up. */
export const EditSessionDialog = actionDialog(msg`Seats and note`, EditSessionForm);

function EditSessionForm({ session, onClose, onDone }: Props) {
  const { t } = useLingui();
  const defaults: SessionUpdateInput = { sessionId: session.id, capacity: session.ownCapacity, note: session.note };
  const form = useForm({ resolver: zodResolver(sessionUpdateInputSchema), defaultValues: defaults });
  const { onSubmit, formError } = useActionForm({
    form,
    fields: FIELDS,
    run: (data) => api.admin.sessions.update.mutate(data),
    done: onDone,
    close: onClose,
    successMessage: t`The session was saved.`,
  });
  return (
    <AdminForm form={form} onSubmit={onSubmit} formError={formError} className="space-y-5">
      <SeatsAndNoteFields seatsHint={t`Empty: the class’s capacity. More seats confirm the waiting list in order.`} />
      <FormActions onCancel={onClose} />
    </AdminForm>
  );
}
