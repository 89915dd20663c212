import type { REGISTRANT_KINDS } from '@app/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { api, trpc } from '../../../app/trpc';
import { AdminPage } from '../../../features/admin/AdminPage';
import { formatDateTime } from '../../../features/admin/format';
import { Pagination } from '../../../features/admin/Pagination';
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
  const [pageSize, setPageSize] = useState(25);
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

      <div className="mt-4 overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-dark/5 dark:bg-white/5">
        <table className="w-full min-w-[500px] text-left text-sm">
          <caption className="sr-only">{titles[kind]}</caption>
          <thead className="border-b border-dark/10 dark:border-sand/15">
            <tr>
              <th scope="col" className="px-3 py-2" aria-sort={direction === 'desc' ? 'descending' : 'ascending'}>
                <button
                  type="button"
                  className="font-semibold underline-offset-4 hover:underline"
                  onClick={() => {
                    setDirection(direction === 'desc' ? 'asc' : 'desc');
                    setPage(1);
                  }}
                >
                  <Trans>Date</Trans> {direction === 'desc' ? '↓' : '↑'}
                </button>
              </th>
              <th scope="col" className="px-3 py-2">
                <Trans>Name</Trans>
              </th>
              <th scope="col" className="px-3 py-2">
                <Trans>Email</Trans>
              </th>
              <th scope="col" className="px-3 py-2">
                <Trans>Details</Trans>
              </th>
              <th scope="col" className="px-3 py-2">
                <Trans>Status</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {list.isPending ? (
              <tr>
                <td colSpan={5} className={`px-3 py-6 text-center ${muted}`}>
                  <Trans>Loading…</Trans>
                </td>
              </tr>
            ) : list.data && list.data.rows.length > 0 ? (
              list.data.rows.map((row) => (
                <tr key={row.id} className="border-b border-dark/5 align-top last:border-0 dark:border-sand/10">
                  <td className="whitespace-nowrap px-3 py-2">{formatDateTime(row.createdAt)}</td>
                  <td className="px-3 py-2">
                    {row.name ?? '—'}
                    {row.phone && <div className={muted}>{row.phone}</div>}
                  </td>
                  <td className="px-3 py-2">
                    <a className="underline" href={`mailto:${row.email}`}>
                      {row.email}
                    </a>
                  </td>
                  <td className="px-3 py-2">
                    {row.detail}
                    {row.message && (
                      <details className="mt-1">
                        <summary className="cursor-pointer">
                          <Trans>Message</Trans>
                        </summary>
                        <p className="mt-1 whitespace-pre-wrap">{row.message}</p>
                      </details>
                    )}
                  </td>
                  <td className="px-3 py-2">
                    {kind === 'contact' ? (
                      <button
                        type="button"
                        className={row.status === 'handled' ? buttonSecondary : button}
                        onClick={() => toggleHandled(row.id, row.status)}
                      >
                        {row.status === 'handled' ? <Trans>Handled — reopen</Trans> : <Trans>Mark handled</Trans>}
                      </button>
                    ) : (
                      row.status
                    )}
                  </td>
                </tr>
              ))
            ) : (
              <tr>
                <td colSpan={5} className={`px-3 py-6 text-center ${muted}`}>
                  <Trans>No data available</Trans>
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      <Pagination
        page={page}
        pageSize={pageSize}
        total={list.data?.total ?? 0}
        onPage={setPage}
        onPageSize={(size) => {
          setPageSize(size);
          setPage(1);
        }}
      />
    </AdminPage>
  );
}
