import { type StaffAccountView, staffInviteInputSchema } from '@app/contract';
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
import { muted } from '../../../features/admin/ui';

/** Invite someone by email: their account waits until they choose a password through the emailed link. */
export const InviteDialog = actionDialog(msg`Invite a staff member`, InviteForm);

function InviteForm({ onClose, onDone }: { onClose: () => void; onDone: (account: StaffAccountView) => unknown }) {
  const { t } = useLingui();
  const form = useForm({
    resolver: zodResolver(staffInviteInputSchema),
    defaultValues: { email: '', name: '', role: 'editor' as const },
  });
  const { onSubmit, formError } = useActionForm({
    form,
    fields: ['email', 'name', 'role'],
    run: (data) => api.admin.staff.invite.mutate(data),
    done: (result) => onDone(result.account),
    close: onClose,
    successMessage: t`The invitation was emailed.`,
  });
  return (
    <AdminForm form={form} onSubmit={onSubmit} formError={formError} className="space-y-5">
      <p className={muted}>
        {t`They get an email with a link to choose their password (it works once, for 72 hours). They may also sign in with a configured sign-in provider using this address.`}
      </p>
      <TextField name="email" label={t`Email`} type="email" autoComplete="off" required />
      <TextField name="name" label={t`Name`} autoComplete="off" required />
      <SelectField
        name="role"
        label={t`Role`}
        required
        hint={t`Editors manage content; admins also see people's details and manage staff.`}
        options={[
          { value: 'editor', label: t`Editor` },
          { value: 'admin', label: t`Admin` },
        ]}
      />
      <FormActions onCancel={onClose} saveLabel={t`Send the invitation`} />
    </AdminForm>
  );
}
