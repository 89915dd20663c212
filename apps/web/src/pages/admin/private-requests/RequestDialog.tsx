import {
  type PrivateRequest,
  privateRequestConfirmSchema,
  privateRequestDeclineSchema,
  privateRequestProposeSchema,
} from '@app/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import { api } from '../../../app/trpc';
import { AdminForm } from '../../../features/admin/AdminForm';
import { FormActions } from '../../../features/admin/FormActions';
import { TextField, textOrNull } from '../../../features/admin/fields';
import { ActionDialog } from '../../../features/admin/sessions/ActionDialog';
import { wallClock } from '../../../features/admin/sessions/format';
import { useActionForm } from '../../../features/admin/sessions/useActionForm';
import { muted } from '../../../features/admin/ui';

export type RequestAction = 'propose' | 'confirm' | 'decline';

interface FormProps {
  request: PrivateRequest;
  onClose: () => void;
  onDone: () => unknown;
}

/** Propose a time, confirm (at the proposed time or another) or decline one private-session request. */
export function RequestDialog({
  action,
  request,
  onClose,
  onDone,
}: {
  action: RequestAction | null;
  request: PrivateRequest | null;
  onClose: () => void;
  onDone: () => unknown;
}) {
  const { t } = useLingui();
  const titles: Record<RequestAction, string> = {
    propose: t`Propose a time`,
    confirm: t`Confirm the private session`,
    decline: t`Decline the request`,
  };
  return (
    <ActionDialog open={action !== null && request !== null} onClose={onClose} title={action ? titles[action] : ''}>
      {() =>
        request && (
          <>
            <p className={`mb-4 ${muted}`}>
              {request.name} · {request.class.title}
            </p>
            {action === 'propose' && <ProposeForm request={request} onClose={onClose} onDone={onDone} />}
            {action === 'confirm' && <ConfirmForm request={request} onClose={onClose} onDone={onDone} />}
            {action === 'decline' && <DeclineForm request={request} onClose={onClose} onDone={onDone} />}
          </>
        )
      }
    </ActionDialog>
  );
}

/** The time proposed last, as the date-time input writes it; empty before any proposal. */
function proposedStart(request: PrivateRequest): string {
  return request.proposedStartsAt ? wallClock(request.proposedStartsAt) : '';
}

/** When the private session is to start, in its class's time zone (the hint says which). */
function StartsAtField({ hint }: { hint: string }) {
  const { t } = useLingui();
  return <TextField name="startsAt" label={t`Date and time`} type="datetime-local" required hint={hint} />;
}

function ProposeForm({ request, onClose, onDone }: FormProps) {
  const { t } = useLingui();
  const form = useForm({
    resolver: zodResolver(privateRequestProposeSchema),
    defaultValues: { id: request.id, startsAt: proposedStart(request), message: null },
  });
  const { onSubmit, formError } = useActionForm({
    form,
    fields: ['startsAt', 'message'],
    run: (data) => api.admin.privateRequests.propose.mutate(data),
    done: onDone,
    close: onClose,
    successMessage: t`The proposal was emailed.`,
  });
  return (
    <AdminForm form={form} onSubmit={onSubmit} formError={formError} className="space-y-5">
      <StartsAtField hint={t`In the class’s time zone (${request.timeZone}).`} />
      <TextField name="message" label={t`Message to add to the email`} options={textOrNull} />
      <FormActions onCancel={onClose} saveLabel={t`Email the proposal`} />
    </AdminForm>
  );
}

function ConfirmForm({ request, onClose, onDone }: FormProps) {
  const { t } = useLingui();
  const form = useForm({
    resolver: zodResolver(privateRequestConfirmSchema),
    defaultValues: { id: request.id, startsAt: proposedStart(request) },
  });
  const { onSubmit, formError } = useActionForm({
    form,
    fields: ['startsAt'],
    run: (data) => api.admin.privateRequests.confirm.mutate(data),
    done: onDone,
    close: onClose,
    successMessage: t`The private session is booked and the confirmation emailed.`,
  });
  return (
    <AdminForm form={form} onSubmit={onSubmit} formError={formError} className="space-y-5">
      <StartsAtField
        hint={t`In the class’s time zone (${request.timeZone}). A one-person session is added, and ${request.name} is emailed the booking with its link.`}
      />
      <FormActions onCancel={onClose} saveLabel={t`Confirm and email`} />
    </AdminForm>
  );
}

function DeclineForm({ request, onClose, onDone }: FormProps) {
  const { t } = useLingui();
  const form = useForm({
    resolver: zodResolver(privateRequestDeclineSchema),
    defaultValues: { id: request.id, message: null },
  });
  const { onSubmit, formError } = useActionForm({
    form,
    fields: ['message'],
    run: (data) => api.admin.privateRequests.decline.mutate(data),
    done: onDone,
    close: onClose,
    successMessage: t`The request was declined and the person told.`,
  });
  return (
    <AdminForm form={form} onSubmit={onSubmit} formError={formError} className="space-y-5">
      <TextField name="message" label={t`Message to add to the email`} options={textOrNull} />
      <FormActions onCancel={onClose} saveLabel={t`Decline and email`} />
    </AdminForm>
  );
}
