import {
  WEBHOOK_EVENTS,
  type WebhookEndpoint,
  type WebhookEndpointWithSecret,
  webhookCreateInputSchema,
} from '@app/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import { api } from '../../../app/trpc';
import { AdminForm } from '../../../features/admin/AdminForm';
import { CheckboxList } from '../../../features/admin/CheckboxList';
import { FormActions } from '../../../features/admin/FormActions';
import { TextField } from '../../../features/admin/fields';
import { ActionDialog } from '../../../features/admin/sessions/ActionDialog';
import { useActionForm } from '../../../features/admin/sessions/useActionForm';
import { muted } from '../../../features/admin/ui';
import { WEBHOOK_EVENT_NAMES } from './eventNames';

/** Adds an endpoint (`editing` null) or changes one: its URL, what it is for, and the events it gets. */
export function EndpointDialog({
  open,
  editing,
  onClose,
  onCreated,
  onSaved,
}: {
  open: boolean;
  editing: WebhookEndpoint | null;
  onClose: () => void;
  onCreated: (endpoint: WebhookEndpointWithSecret) => unknown;
  onSaved: (endpoint: WebhookEndpoint) => unknown;
}) {
  const { t } = useLingui();
  return (
    <ActionDialog open={open} onClose={onClose} title={editing ? t`Edit the endpoint` : t`Add an endpoint`}>
      {() => <EndpointForm editing={editing} onClose={onClose} onCreated={onCreated} onSaved={onSaved} />}
    </ActionDialog>
  );
}

function EndpointForm({
  editing,
  onClose,
  onCreated,
  onSaved,
}: {
  editing: WebhookEndpoint | null;
  onClose: () => void;
  onCreated: (endpoint: WebhookEndpointWithSecret) => unknown;
  onSaved: (endpoint: WebhookEndpoint) => unknown;
}) {
  const { t, i18n } = useLingui();
  const form = useForm({
    resolver: zodResolver(webhookCreateInputSchema),
    defaultValues: {
      url: editing?.url ?? '',
      description: editing?.description ?? '',
      events: editing?.events ?? [],
    },
  });
  const { onSubmit, formError } = useActionForm({
    form,
    fields: ['url', 'description', 'events'],
    run: async (data) =>
      editing
        ? ({ kind: 'saved', endpoint: await api.admin.webhooks.update.mutate({ id: editing.id, ...data }) } as const)
        : ({ kind: 'created', endpoint: await api.admin.webhooks.create.mutate(data) } as const),
    done: (result) => (result.kind === 'created' ? onCreated(result.endpoint) : onSaved(result.endpoint)),
    close: onClose,
    successMessage: editing ? t`The endpoint was saved.` : t`The endpoint was added.`,
  });
  return (
    <AdminForm form={form} onSubmit={onSubmit} formError={formError} className="space-y-5">
      <p className={muted}>
        {t`Each event is sent as a signed POST (Standard Webhooks). The endpoint must answer with a 2xx status within 10 seconds; failed deliveries are retried for 3 days.`}
      </p>
      <TextField
        name="url"
        label={t`Endpoint URL`}
        type="url"
        inputMode="url"
        autoComplete="off"
        placeholder="https://"
        required
      />
      <TextField name="description" label={t`What it is for`} autoComplete="off" hint={t`For example: CRM sync.`} />
      <CheckboxList
        name="events"
        label={t`Events`}
        scroll={false}
        options={WEBHOOK_EVENTS.map((event) => ({
          value: event,
          label: event,
          detail: i18n._(WEBHOOK_EVENT_NAMES[event]),
        }))}
      />
      <FormActions onCancel={onClose} saveLabel={editing ? t`Save` : t`Add the endpoint`} />
    </AdminForm>
  );
}
