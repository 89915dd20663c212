import { useQuery } from '@tanstack/react-query';
import type { PrivateRequest, PrivateRequestStatus } from '@app/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'wouter';
import { useTRPC } from '../../../app/trpc';
import { pillTones, StatusPill } from '../../../features/admin/StatusPill';
import { AdminPage } from '../../../features/admin/AdminPage';
import { createdAtColumn } from '../../../features/admin/createdAtColumn';
import { type Column, DataTable } from '../../../features/admin/DataTable';
import { SelectFilter } from '../../../features/admin/ListFilters';
import { listQueryProps } from '../../../features/admin/listQueryProps';
import { MessageDetails } from '../../../features/admin/MessageDetails';
import { formatSessionStart } from '../../../features/admin/sessions/format';
import { buttonGhostDanger, buttonSecondary, muted, textLink } from '../../../features/admin/ui';
import { type RequestAction, RequestDialog } from './RequestDialog';

const PAGE_SIZE = 25;
const STATUSES: readonly PrivateRequestStatus[] = ['new', 'proposed', 'confirmed', 'declined'];

const tones: Record<PrivateRequestStatus, string> = {
  new: pillTones.primary,
  proposed: pillTones.warn,
  confirmed: pillTones.success,
  declined: pillTones.neutral,
};

/** /admin/private-requests: private sessions asked for, and what became of each (admins only: people's details). */
export default function PrivateRequestsPage() {
  const trpc = useTRPC();
  const { t } = useLingui();
  const [status, setStatus] = useState<PrivateRequestStatus | ''>('');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<{ action: RequestAction; request: PrivateRequest } | null>(null);
  const list = useQuery(
    trpc.admin.privateRequests.list.queryOptions({ status: status || 'all', page, pageSize: PAGE_SIZE }),
  );
  const statusLabel: Record<PrivateRequestStatus, string> = {
    new: t`New`,
    proposed: t`Proposed`,
    confirmed: t`Confirmed`,
    declined: t`Declined`,
  };

  const columns: Column<PrivateRequest>[] = [
    createdAtColumn('received', <Trans>Received</Trans>),
    {
      id: 'person',
      header: <Trans>Person</Trans>,
      cell: (row) => (
        <>
          <span className="font-medium">{row.name}</span>
          <span className={`block text-xs break-all ${muted}`}>
            <a className="underline" href={`mailto:${row.email}`}>
              {row.email}
            </a>{' '}
            · {row.phone}
          </span>
          <span className={`block text-xs ${muted}`}>{row.class.title}</span>
        </>
      ),
    },
    {
      id: 'wishes',
      header: <Trans>Preferred times</Trans>,
      cell: (row) => (
        <>
          <span className="whitespace-pre-wrap">{row.preferredTimes}</span>
          {row.preferredDates.length > 0 && (
            <span className={`block text-xs ${muted}`}>{row.preferredDates.join(', ')}</span>
          )}
          <MessageDetails message={row.message} />
        </>
      ),
    },
    {
      id: 'status',
      header: <Trans>Status</Trans>,
      cell: (row) => (
        <>
          <StatusPill tone={tones[row.status]}>{statusLabel[row.status]}</StatusPill>
          {row.proposedStartsAt && (
            <span className={`block text-xs whitespace-nowrap ${muted}`}>
              {formatSessionStart(row.proposedStartsAt, row.timeZone)}
            </span>
          )}
          {row.sessionId !== null && (
            <Link href={`/admin/sessions/${row.sessionId}`} className={`block text-xs ${textLink}`}>
              <Trans>Session roster</Trans>
            </Link>
          )}
        </>
      ),
    },
  ];

  const openDialog = (action: RequestAction, request: PrivateRequest) => setOpen({ action, request });
  return (
    <AdminPage
      wide
      title={t`Private session requests`}
      description={<Trans>Propose a time, then confirm it: the person is emailed at each step.</Trans>}
    >
      <div className="mb-3 flex flex-wrap items-end gap-3">
        <SelectFilter
          title={<Trans>Status</Trans>}
          value={status}
          onChange={(value) => {
            setStatus(value as PrivateRequestStatus | '');
            setPage(1);
          }}
          allLabel={t`All statuses`}
          options={STATUSES.map((value) => ({ value, label: statusLabel[value] }))}
        />
      </div>
      <DataTable
        caption={t`Private session requests`}
        cardsOnPhone
        columns={columns}
        {...listQueryProps(list)}
        empty={<Trans>No requests yet.</Trans>}
        actions={(row) =>
          row.status === 'new' || row.status === 'proposed' ? (
            <div className="flex flex-wrap justify-end gap-2 max-sm:justify-start">
              <button type="button" className={buttonSecondary} onClick={() => openDialog('propose', row)}>
                {row.status === 'new' ? <Trans>Propose</Trans> : <Trans>Propose again</Trans>}
              </button>
              <button type="button" className={buttonSecondary} onClick={() => openDialog('confirm', row)}>
                <Trans>Confirm</Trans>
              </button>
              <button type="button" className={buttonGhostDanger} onClick={() => openDialog('decline', row)}>
                <Trans>Decline</Trans>
              </button>
            </div>
          ) : null
        }
        list={{
          state: { search: '', sort: 'createdAt', direction: 'desc', page, pageSize: PAGE_SIZE },
          onChange: (patch) => setPage(patch.page ?? 1),
          total: list.data?.total ?? 0,
          toolbar: false,
        }}
      />
      <RequestDialog
        action={open?.action ?? null}
        request={open?.request ?? null}
        onClose={() => setOpen(null)}
        onDone={() => list.refetch()}
      />
    </AdminPage>
  );
}
