import type { WebhookEndpoint, WebhookEndpointWithSecret } from '@app/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { api, useTRPC } from '../../../app/trpc';
import { AdminPage } from '../../../features/admin/AdminPage';
import { type Confirmation, PendingActionDialog } from '../../../features/admin/ConfirmDialog';
import { type Column, DataTable } from '../../../features/admin/DataTable';
import { formatStudioTime } from '../../../features/admin/studioTime';
import { SecretOnceDialog } from '../../../features/admin/SecretOnceDialog';
import { toast } from '../../../features/admin/toast';
import { button, buttonGhostDanger, buttonSecondary, muted } from '../../../features/admin/ui';
import { readServerErrors, serverErrorText } from '../../../lib/server-errors';
import { DeliveriesDialog } from './DeliveriesDialog';
import { EndpointDialog } from './EndpointDialog';
import { listQueryProps } from '../../../features/admin/listQueryProps';

type EndpointAction = 'rotate' | 'delete' | 'disable';

/** /admin/webhooks: where the studio's events are sent, signed, and what each endpoint answered (admins only). */
export default function WebhooksPage() {
  const trpc = useTRPC();
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const list = useQuery(trpc.admin.webhooks.list.queryOptions());
  const [form, setForm] = useState<{ editing: WebhookEndpoint | null } | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const [pending, setPending] = useState<{ action: EndpointAction; endpoint: WebhookEndpoint } | null>(null);
  const [log, setLog] = useState<WebhookEndpoint | null>(null);

  const replace = (endpoint: WebhookEndpoint) =>
    queryClient.setQueryData(trpc.admin.webhooks.list.queryKey(), (rows) =>
      rows?.some((row) => row.id === endpoint.id)
        ? rows.map((row) => (row.id === endpoint.id ? endpoint : row))
        : [...(rows ?? []), endpoint],
    );
  const refresh = () => queryClient.invalidateQueries(trpc.admin.webhooks.list.queryFilter());
  const fail = (error: unknown) =>
    toast.error(serverErrorText(readServerErrors(error), t`Something went wrong. Please try again.`));

  const withSecret = ({ secret: shown, ...endpoint }: WebhookEndpointWithSecret) => {
    replace(endpoint);
    setSecret(shown);
  };

  /** Asks before `action` runs: its confirmation opens. */
  const confirmFirst = (action: EndpointAction, endpoint: WebhookEndpoint) => () => setPending({ action, endpoint });

  const run = async (action: EndpointAction | 'enable' | 'test', endpoint: WebhookEndpoint) => {
    try {
      switch (action) {
        case 'rotate':
          withSecret(await api.admin.webhooks.rotate.mutate({ id: endpoint.id }));
          break;
        case 'delete':
          await api.admin.webhooks.delete.mutate({ id: endpoint.id });
          toast.success(t`The endpoint was deleted.`);
          await refresh();
          break;
        case 'disable':
        case 'enable':
          replace(await api.admin.webhooks.update.mutate({ id: endpoint.id, enabled: action === 'enable' }));
          toast.success(action === 'enable' ? t`The endpoint was enabled.` : t`The endpoint was disabled.`);
          break;
        case 'test':
          await api.admin.webhooks.sendTest.mutate({ id: endpoint.id });
          toast.success(t`A test event (ping) was queued; see Deliveries for the answer.`);
          break;
      }
    } catch (error) {
      fail(error);
    }
  };

  const confirmations: Record<EndpointAction, Confirmation> = {
    rotate: {
      title: t`Make a new secret?`,
      description: t`Events are signed with both the new and the current secret for 24 hours, so you can update the receiving side meanwhile; then only the new one signs.`,
      confirmLabel: t`Make a new secret`,
    },
    disable: {
      title: t`Disable this endpoint?`,
      description: t`No events are sent to it until it is enabled again; events of the meantime are not sent later.`,
      confirmLabel: t`Disable`,
    },
    delete: {
      title: t`Delete this endpoint?`,
      description: t`Events stop at once and its delivery log is deleted with it.`,
      confirmLabel: t`Delete`,
    },
  };

  const columns: Column<WebhookEndpoint>[] = [
    {
      id: 'endpoint',
      header: <Trans>Endpoint</Trans>,
      cell: (row) => (
        <>
          <span className="font-medium break-all">{row.url}</span>
          {row.description && <span className={`block text-sm ${muted}`}>{row.description}</span>}
        </>
      ),
    },
    {
      id: 'events',
      header: <Trans>Events</Trans>,
      cell: (row) => (
        <ul className="font-mono text-xs">
          {row.events.map((event) => (
            <li key={event}>{event}</li>
          ))}
        </ul>
      ),
    },
    {
      id: 'state',
      header: <Trans>State</Trans>,
      cell: (row) => (
        <>
          <span className={row.enabled ? 'font-medium text-success' : 'font-medium'}>
            {row.enabled ? <Trans>Enabled</Trans> : <Trans>Disabled</Trans>}
          </span>
          {row.disabledReason && (
            <span className="block text-xs text-danger dark:text-red-400">{row.disabledReason}</span>
          )}
          {row.enabled && row.failingSince && (
            <span className="block text-xs text-danger dark:text-red-400">
              <Trans>Failing since {formatStudioTime(row.failingSince)}</Trans>
            </span>
          )}
        </>
      ),
    },
    {
      id: 'secret',
      header: <Trans>Secret</Trans>,
      cell: (row) => (
        <>
          <code className="text-xs">{row.secretPrefix}…</code>
          {row.previousSecretExpiresAt && (
            <span className={`block text-xs ${muted}`}>
              <Trans>The previous secret signs until {formatStudioTime(row.previousSecretExpiresAt)}</Trans>
            </span>
          )}
        </>
      ),
    },
  ];

  return (
    <AdminPage
      wide
      title={t`Webhooks`}
      description={
        <Trans>
          Tell another system (a CRM, accounting, a calendar) the moment something happens: a booking, a cancellation, a
          check-in, a subscription.
        </Trans>
      }
      actions={
        <button type="button" className={button} onClick={() => setForm({ editing: null })}>
          <Plus size={18} aria-hidden />
          <Trans>Add an endpoint</Trans>
        </button>
      }
    >
      <DataTable
        caption={t`Webhook endpoints`}
        cardsOnPhone
        columns={columns}
        {...listQueryProps(list)}
        empty={
          <Trans>
            No endpoints yet. Add one with the URL that should receive events; you get a secret to verify their
            signatures.
          </Trans>
        }
        actions={(row) => (
          <div className="flex flex-wrap justify-end gap-2 max-sm:justify-start">
            <button
              type="button"
              className={buttonSecondary}
              onClick={() => void run('test', row)}
              disabled={!row.enabled}
            >
              <Trans>Send a test event</Trans>
            </button>
            <button type="button" className={buttonSecondary} onClick={() => setLog(row)}>
              <Trans>Deliveries</Trans>
            </button>
            <button type="button" className={buttonSecondary} onClick={() => setForm({ editing: row })}>
              <Trans>Edit</Trans>
            </button>
            {row.enabled ? (
              <button type="button" className={buttonSecondary} onClick={confirmFirst('disable', row)}>
                <Trans>Disable</Trans>
              </button>
            ) : (
              <button type="button" className={buttonSecondary} onClick={() => void run('enable', row)}>
                <Trans>Enable</Trans>
              </button>
            )}
            <button type="button" className={buttonSecondary} onClick={confirmFirst('rotate', row)}>
              <Trans>New secret</Trans>
            </button>
            <button type="button" className={buttonGhostDanger} onClick={confirmFirst('delete', row)}>
              <Trans>Delete</Trans>
            </button>
          </div>
        )}
      />
      <EndpointDialog
        open={form !== null}
        editing={form?.editing ?? null}
        onClose={() => setForm(null)}
        onCreated={withSecret}
        onSaved={replace}
      />
      <SecretOnceDialog
        secret={secret}
        title={t`The endpoint’s signing secret`}
        note={t`Receivers verify each event’s webhook-signature header with this secret (Standard Webhooks libraries do it in one call).`}
        onClose={() => setSecret(null)}
      />
      <DeliveriesDialog endpoint={log} onClose={() => setLog(null)} />
      <PendingActionDialog
        confirmation={pending && confirmations[pending.action]}
        onClose={() => setPending(null)}
        onConfirm={() => pending && run(pending.action, pending.endpoint)}
      />
    </AdminPage>
  );
}
