import type { REGISTRANT_KINDS, RegistrantRow } from '@app/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { api, trpc } from '../../../app/trpc';
import { AdminPage } from '../../../features/admin/AdminPage';
import { type Column, DataTable } from '../../../features/admin/DataTable';
import { formatDateTime } from '../../../features/admin/format';
import { SearchBox } from '../../../features/admin/SearchBox';
import { toast } from '../../../features/admin/toast';
import { button, buttonSecondary, input, label, muted } from '../../../features/admin/ui';
import { downloadCsv } from './downloadCsv';

type Kind = (typeof REGISTRANT_KINDS)[number];

const STATUSES: Record<Kind, string[]> = {
  newsletter: ['subscribed', 'unsubscribed'],
  class: ['confirmed', 'waitlisted', 'cancelled'],
  contact: ['new', 'handled'],
};

/** /admin/registrant/{newsletter,class,contact}: who signed up, registered or wrote (admins only). */
export default function RegistrantsPage({ route }: { route: { code?: string } }) {
  const { t } = useLingui();
  const kind = (route.code ?? 'newsletter') as Kind;
  const titles: Record<Kind, string> = {
    newsletter: t`Newsletter subscribers`,
    class: t`Class registrations`,
    contact: t`Contact messages`,
  };
  const [filters, setFilters] = useState({ search: '', status: '', classSlug: '', from: '', to: '' });
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const [direction, setDirection] = useState<'asc' | 'desc'>('desc');
  const [downloading, setDownloading] = useState(false);
  const query = {
    kind,
    search: filters.search,
    page,
    pageSize,
    direction,
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.classSlug ? { classSlug: filters.classSlug } : {}),
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
  };
  const list = trpc.admin.registrants.list.useQuery(query);
  const classes = trpc.admin.class.list.useQuery(
    { pageSize: 100, sort: 'title', direction: 'asc' },
    { enabled: kind === 'class' },
  );
  const utils = trpc.useUtils();
  const set = (patch: Partial<typeof filters>) => {
    setFilters((f) => ({ ...f, ...patch }));
    setPage(1);
  };

  const toggleHandled = async (id: number, status: string) => {
    await api.admin.registrants.setContactStatus.mutate({ id, status: status === 'handled' ? 'new' : 'handled' });
    await utils.admin.registrants.list.invalidate();
  };

  const columns: Column<RegistrantRow, 'createdAt'>[] = [
    {
      id: 'date',
      header: <Trans>Date</Trans>,
      sortKey: 'createdAt',
      className: 'whitespace-nowrap',
      cell: (row) => formatDateTime(row.createdAt),
    },
    {
      id: 'name',
      header: <Trans>Name</Trans>,
      cell: (row) => (
        <>
          {row.name ?? '—'}
          {row.phone && <div className={muted}>{row.phone}</div>}
        </>
      ),
    },
    {
      id: 'email',
      header: <Trans>Email</Trans>,
      cell: (row) => (
        <a className="underline" href={`mailto:${row.email}`}>
          {row.email}
        </a>
      ),
    },
    {
      id: 'detail',
      header: <Trans>Details</Trans>,
      cell: (row) => (
        <>
          {row.detail}
          {row.message && (
            <details className="mt-1">
              <summary className="cursor-pointer">
                <Trans>Message</Trans>
              </summary>
              <p className="mt-1 whitespace-pre-wrap">{row.message}</p>
            </details>
          )}
        </>
      ),
    },
    {
      id: 'status',
      header: <Trans>Status</Trans>,
      cell: (row) =>
        kind === 'contact' ? (
          <button
            type="button"
            className={row.status === 'handled' ? buttonSecondary : button}
            onClick={() => toggleHandled(row.id, row.status)}
          >
            {row.status === 'handled' ? <Trans>Handled — reopen</Trans> : <Trans>Mark handled</Trans>}
          </button>
        ) : (
          row.status
        ),
    },
  ];

  return (
    <AdminPage
      wide
      title={titles[kind]}
      documentTitle={titles[kind]}
      actions={
        <button
          type="button"
          className={buttonSecondary}
          disabled={downloading}
          onClick={async () => {
            setDownloading(true);
            try {
              await downloadCsv(kind, {
                search: filters.search,
                status: filters.status,
                classSlug: filters.classSlug,
                from: filters.from,
                to: filters.to,
              });
            } catch (error) {
              toast.error(error instanceof Error ? error.message : t`Something went wrong. Please try again.`);
            } finally {
              setDownloading(false);
            }
          }}
        >
          <Trans>Download CSV</Trans>
        </button>
      }
    >
      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-60 flex-1">
          <SearchBox value={filters.search} onSearch={(search) => set({ search })} label={t`Search by name or email`} />
        </div>
        <label className="text-sm">
          <span className={label}>
            <Trans>Status</Trans>
          </span>
          <select className={input} value={filters.status} onChange={(e) => set({ status: e.target.value })}>
            <option value="">{t`All`}</option>
            {STATUSES[kind].map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </label>
        {kind === 'class' && (
          <label className="text-sm">
            <span className={label}>
              <Trans>Class</Trans>
            </span>
            <select className={input} value={filters.classSlug} onChange={(e) => set({ classSlug: e.target.value })}>
              <option value="">{t`All classes`}</option>
              {(classes.data?.rows ?? []).map((row) => (
                <option key={row.id} value={row.slug ?? ''}>
                  {row.title}
                </option>
              ))}
            </select>
          </label>
        )}
        <label className="text-sm">
          <span className={label}>
            <Trans>From</Trans>
          </span>
          <input type="date" className={input} value={filters.from} onChange={(e) => set({ from: e.target.value })} />
        </label>
        <label className="text-sm">
          <span className={label}>
            <Trans>To</Trans>
          </span>
          <input type="date" className={input} value={filters.to} onChange={(e) => set({ to: e.target.value })} />
        </label>
      </div>

      <div className="mt-4">
        <DataTable
          caption={titles[kind]}
          columns={columns}
          rows={list.data?.rows}
          loading={list.isPending}
          fetching={list.isFetching && !list.isPending}
          error={list.error?.message ?? null}
          onRetry={() => list.refetch()}
          empty={<Trans>No data available</Trans>}
          list={{
            state: { search: filters.search, sort: 'createdAt', direction, page, pageSize },
            onChange: (patch) => {
              if (patch.direction) setDirection(patch.direction);
              if (patch.pageSize) setPageSize(patch.pageSize);
              setPage(patch.page ?? 1);
            },
            total: list.data?.total ?? 0,
            toolbar: false,
          }}
        />
      </div>
    </AdminPage>
  );
}
