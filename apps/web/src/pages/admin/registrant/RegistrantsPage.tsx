import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { REGISTRANT_KINDS, RegistrantRow } from '@app/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { currentLocale } from '../../../app/i18n';
import { api, useTRPC } from '../../../app/trpc';
import { AdminPage } from '../../../features/admin/AdminPage';
import { createdAtColumn } from '../../../features/admin/createdAtColumn';
import { type Column, DataTable } from '../../../features/admin/DataTable';
import { DateRangeFilter, SelectFilter } from '../../../features/admin/ListFilters';
import { listQueryProps } from '../../../features/admin/listQueryProps';
import { MessageDetails } from '../../../features/admin/MessageDetails';
import { formatSession } from '../../../features/admin/sessions/format';
import { SearchBox } from '../../../features/admin/SearchBox';
import { useListState } from '../../../features/admin/useListState';
import { toast } from '../../../features/admin/toast';
import { button, buttonSecondary, muted } from '../../../features/admin/ui';
import { downloadCsv } from './downloadCsv';

type Kind = (typeof REGISTRANT_KINDS)[number];

const DAY_MS = 86_400_000;
/** The session filter offers the last 90 days' sessions and those to come. */
const sessionListStart = () => new Date(Date.now() - 90 * DAY_MS).toISOString().slice(0, 10);

/** A registration's session start, in its class's time zone (the offset the answer carries). */
function formatSessionStart(iso: string): string {
  const offset = /([+-]\d{2}):?(\d{2})$/.exec(iso);
  const wall = new Date(`${iso.slice(0, 19)}Z`);
  const text = new Intl.DateTimeFormat(currentLocale(), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(wall);
  return offset ? `${text} (UTC${offset[1]}:${offset[2]})` : text;
}

const FILTERS = ['status', 'classSlug', 'sessionId', 'from', 'to'] as const;

const STATUSES: Record<Kind, string[]> = {
  newsletter: ['subscribed', 'unconfirmed', 'unsubscribed'],
  class: ['confirmed', 'waitlisted', 'cancelled'],
  contact: ['new', 'handled'],
};

/** /admin/registrant/{newsletter,class,contact}: who signed up, registered or wrote (admins only). */
export default function RegistrantsPage({ route }: { route: { code?: string } }) {
  const trpc = useTRPC();
  const { t } = useLingui();
  const kind = (route.code ?? 'newsletter') as Kind;
  const titles: Record<Kind, string> = {
    newsletter: t`Newsletter subscribers`,
    class: t`Class registrations`,
    contact: t`Contact messages`,
  };
  // Search, filters, order and page live in the address: back, reload and a shared link show the same rows.
  const [state, update] = useListState({ sort: 'updatedAt', direction: 'desc', filters: FILTERS });
  const filters = { search: state.search, ...(state.filters as Record<(typeof FILTERS)[number], string>) };
  const { page, pageSize, direction } = state;
  const [downloading, setDownloading] = useState(false);
  const query = {
    kind,
    search: filters.search,
    page,
    pageSize,
    direction,
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.classSlug ? { classSlug: filters.classSlug } : {}),
    ...(/^\d+$/.test(filters.sessionId) ? { sessionId: Number(filters.sessionId) } : {}),
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
  };
  const list = useQuery(trpc.admin.registrants.list.queryOptions(query));
  const classes = useQuery(
    trpc.admin.class.list.queryOptions(
      { pageSize: 100, sort: 'title', direction: 'asc' },
      { enabled: kind === 'class' },
    ),
  );
  const classId = classes.data?.rows.find((row) => row.slug === filters.classSlug)?.id;
  // The chosen class's sessions, the last few months' and those to come, to narrow the list to one.
  const sessions = useQuery(
    trpc.admin.sessions.list.queryOptions(
      { classId: classId ?? 0, from: sessionListStart(), pageSize: 100 },
      { enabled: kind === 'class' && classId !== undefined },
    ),
  );
  const queryClient = useQueryClient();
  const set = (patch: Partial<typeof filters>) => {
    const { search, ...rest } = patch;
    update({ ...(search !== undefined ? { search } : {}), filters: rest });
  };

  const toggleHandled = async (id: number, status: string) => {
    await api.admin.registrants.setContactStatus.mutate({ id, status: status === 'handled' ? 'new' : 'handled' });
    await queryClient.invalidateQueries(trpc.admin.registrants.list.pathFilter());
  };

  const sessionColumn: Column<RegistrantRow, 'createdAt'> = {
    id: 'session',
    header: <Trans>Session</Trans>,
    className: 'whitespace-nowrap',
    cell: (row) => (row.sessionStartsAt ? formatSessionStart(row.sessionStartsAt) : '—'),
  };
  const columns: Column<RegistrantRow, 'createdAt'>[] = [
    createdAtColumn('date', <Trans>Date</Trans>, 'createdAt'),
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
          <MessageDetails message={row.message} />
        </>
      ),
    },
    ...(kind === 'class' ? [sessionColumn] : []),
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
      actions={
        <button
          type="button"
          className={buttonSecondary}
          disabled={downloading}
          onClick={async () => {
            setDownloading(true);
            try {
              await downloadCsv(`/api/admin/registrants/${kind}.csv`, {
                search: filters.search,
                status: filters.status,
                classSlug: filters.classSlug,
                sessionId: filters.sessionId,
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
        <SelectFilter
          title={<Trans>Status</Trans>}
          value={filters.status}
          onChange={(status) => set({ status })}
          allLabel={t`All`}
          options={STATUSES[kind].map((s) => ({ value: s, label: s }))}
        />
        {kind === 'class' && (
          <SelectFilter
            title={<Trans>Class</Trans>}
            value={filters.classSlug}
            onChange={(classSlug) => set({ classSlug, sessionId: '' })}
            allLabel={t`All classes`}
            options={(classes.data?.rows ?? []).map((row) => ({
              key: row.id,
              value: row.slug ?? '',
              label: row.title,
            }))}
          />
        )}
        {kind === 'class' && classId !== undefined && (
          <SelectFilter
            title={<Trans>Session</Trans>}
            value={filters.sessionId}
            onChange={(sessionId) => set({ sessionId })}
            allLabel={t`All sessions`}
            options={(sessions.data?.rows ?? []).map((session) => ({
              value: String(session.id),
              label: formatSession(session),
            }))}
          />
        )}
        <DateRangeFilter from={filters.from} to={filters.to} onChange={set} />
      </div>

      <div className="mt-4">
        <DataTable
          caption={titles[kind]}
          columns={columns}
          {...listQueryProps(list)}
          empty={<Trans>No data available</Trans>}
          list={{
            state: { search: filters.search, sort: 'createdAt', direction, page, pageSize },
            onChange: (patch) =>
              update({
                ...(patch.direction ? { direction: patch.direction } : {}),
                ...(patch.pageSize ? { pageSize: patch.pageSize } : {}),
                page: patch.page ?? 1,
              }),
            total: list.data?.total ?? 0,
            toolbar: false,
          }}
        />
      </div>
    </AdminPage>
  );
}
