import type { WebhookDelivery, WebhookEndpoint } from '@app/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api, useTRPC } from '../../../app/trpc';
import { type Column, DataTable } from '../../../features/admin/DataTable';
import { FormDialog } from '../../../features/admin/FormDialog';
import { formatStudioTime } from '../../../features/admin/studioTime';
import { Pagination } from '../../../features/admin/Pagination';
import { toast } from '../../../features/admin/toast';
import { buttonSecondary, muted } from '../../../features/admin/ui';
import { readServerErrors, serverErrorText } from '../../../lib/server-errors';

/** An endpoint's delivery log, newest first: each attempt's event, answer and time; any one can be sent again. */
export function DeliveriesDialog({ endpoint, onClose }: { endpoint: WebhookEndpoint | null; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <FormDialog open={endpoint !== null} onOpenChange={(open) => !open && onClose()} title={t`Deliveries`}>
      {endpoint && <DeliveryLog endpoint={endpoint} />}
    </FormDialog>
  );
}

function DeliveryLog({ endpoint }: { endpoint: WebhookEndpoint }) {
  const trpc = useTRPC();
  const { t } = useLingui();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(25);
  const log = useQuery({
    ...trpc.admin.webhooks.deliveries.queryOptions({ id: endpoint.id, page, pageSize }),
    placeholderData: keepPreviousData,
  });
  const resend = async (delivery: WebhookDelivery) => {
    try {
      await api.admin.webhooks.resend.mutate({ deliveryId: delivery.id });
      toast.success(t`The event was queued again; it is sent within a few seconds.`);
      setTimeout(() => void log.refetch(), 3000);
    } catch (error) {
      toast.error(serverErrorText(readServerErrors(error), t`Something went wrong. Please try again.`));
    }
  };
  const columns: Column<WebhookDelivery>[] = [
    {
      id: 'time',
      header: <Trans>Time</Trans>,
      className: 'whitespace-nowrap',
      cell: (row) => <time dateTime={row.attemptedAt}>{formatStudioTime(row.attemptedAt)}</time>,
    },
    {
      id: 'event',
      header: <Trans>Event</Trans>,
      cell: (row) => (
        <>
          <span className="font-mono text-sm">{row.type}</span>
          <span className={`block font-mono text-xs break-all ${muted}`}>{row.eventId}</span>
          {row.attempt > 1 && (
            <span className={`block text-xs ${muted}`}>
              <Trans>Attempt {row.attempt}</Trans>
            </span>
          )}
        </>
      ),
    },
    {
      id: 'answer',
      header: <Trans>Answer</Trans>,
      cell: (row) => (
        <>
          <span className={row.ok ? 'font-medium text-success' : 'font-medium text-danger dark:text-red-400'}>
            {row.status ?? <Trans>No answer</Trans>}
          </span>
          <span className={`ms-2 text-xs ${muted}`}>
            <Trans>{row.durationMs} ms</Trans>
          </span>
          {row.error && <span className="block text-xs break-words">{row.error}</span>}
          {row.answerStart && (
            <code className={`block max-w-xs truncate text-xs ${muted}`} title={row.answerStart}>
              {row.answerStart}
            </code>
          )}
        </>
      ),
    },
  ];
  return (
    <div className="space-y-3">
      <p className={`text-sm break-all ${muted}`}>{endpoint.url}</p>
      <DataTable
        caption={t`Deliveries to ${endpoint.url}`}
        cardsOnPhone
        columns={columns}
        rows={log.data?.items}
        loading={log.isPending}
        fetching={log.isFetching && !log.isPending}
        error={log.error?.message ?? null}
        onRetry={() => void log.refetch()}
        empty={<Trans>Nothing was sent to this endpoint yet. Send a test event to try it.</Trans>}
        actions={(row) => (
          <button type="button" className={buttonSecondary} onClick={() => void resend(row)}>
            <Trans>Resend</Trans>
          </button>
        )}
      />
      {log.data && log.data.total > log.data.pageSize && (
        <Pagination
          page={page}
          pageSize={pageSize}
          total={log.data.total}
          onPage={setPage}
          onPageSize={(size) => {
            setPageSize(size);
            setPage(1);
          }}
        />
      )}
    </div>
  );
}
