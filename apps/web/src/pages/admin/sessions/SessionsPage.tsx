import { useQuery } from '@tanstack/react-query';
import type { AdminSession } from '@app/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { ClipboardList, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { useTRPC } from '../../../app/trpc';
import { AdminPage } from '../../../features/admin/AdminPage';
import { type Column, DataTable } from '../../../features/admin/DataTable';
import { DateRangeFilter, SelectFilter } from '../../../features/admin/ListFilters';
import { listQueryProps } from '../../../features/admin/listQueryProps';
import { formatSessionDate, formatSessionTimes } from '../../../features/admin/sessions/format';
import { SeatsSummary, SessionStatusBadge } from '../../../features/admin/sessions/SessionBadges';
import { button, iconButton, muted } from '../../../features/admin/ui';
import { AddSessionDialog } from './AddSessionDialog';

const PAGE_SIZE = 50;
const FILTERS = ['class', 'from', 'to', 'status', 'page'] as const;
type Filters = Record<(typeof FILTERS)[number], string>;

/** The list's filters, kept in the address bar so coming back from a roster shows the same sessions. */
function useFilters(): [Filters, (patch: Partial<Filters>) => void] {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const params = new URLSearchParams(search);
  const filters = Object.fromEntries(FILTERS.map((name) => [name, params.get(name) ?? ''])) as Filters;
  const update = (patch: Partial<Filters>) => {
    const next: Filters = { ...filters, ...patch, page: patch.page ?? '' };
    const query = new URLSearchParams(Object.entries(next).filter(([, value]) => value !== '')).toString();
    navigate(query ? `${location}?${query}` : location, { replace: true });
  };
  return [filters, update];
}

/** /admin/sessions: every dated session from today on (or the days chosen), with its seats. */
export default function SessionsPage() {
  const trpc = useTRPC();
  const { t } = useLingui();
  const [filters, update] = useFilters();
  const [adding, setAdding] = useState(false);
  const page = Math.max(1, Number(filters.page) || 1);
  const status = filters.status === 'scheduled' || filters.status === 'cancelled' ? filters.status : 'all';
  const list = useQuery(
    trpc.admin.sessions.list.queryOptions({
      ...(filters.class ? { classId: Number(filters.class) } : {}),
      ...(filters.from ? { from: filters.from } : {}),
      ...(filters.to ? { to: filters.to } : {}),
      status,
      page,
      pageSize: PAGE_SIZE,
    }),
  );
  const classes = useQuery(trpc.admin.class.list.queryOptions({ pageSize: 100, sort: 'title', direction: 'asc' }));
  // Private sessions are dated from their requests, not added here.
  const privateClasses = useQuery(trpc.admin.class.list.queryOptions({ pageSize: 100, classType: 'PRIVATE_SESSION' }));
  const privateIds = new Set((privateClasses.data?.rows ?? []).map((row) => row.id));
  const dated = (classes.data?.rows ?? []).filter((row) => !privateIds.has(row.id));

  const columns: Column<AdminSession>[] = [
    {
      id: 'when',
      header: <Trans>When</Trans>,
      className: 'whitespace-nowrap',
      cell: (row) => (
        <>
          <span className="font-medium">{formatSessionDate(row.startsAt, row.timeZone)}</span>
          <span className={`block text-xs ${muted}`}>
            {formatSessionTimes(row.startsAt, row.endsAt, row.timeZone)} · {row.timeZone}
          </span>
        </>
      ),
    },
    {
      id: 'class',
      header: <Trans>Class</Trans>,
      cell: (row) => (
        <>
          <Link href={`/admin/sessions/${row.id}`} className="font-medium underline-offset-2 hover:underline">
            {row.class.title}
          </Link>
          {row.kind === 'private' && (
            <span className={`block text-xs ${muted}`}>
              <Trans>Private session</Trans>
            </span>
          )}
          {row.note && <span className={`block text-xs ${muted}`}>{row.note}</span>}
        </>
      ),
    },
    { id: 'status', header: <Trans>Status</Trans>, cell: (row) => <SessionStatusBadge session={row} /> },
    { id: 'seats', header: <Trans>Seats</Trans>, cell: (row) => <SeatsSummary session={row} /> },
  ];

  return (
    <AdminPage
      wide
      title={t`Sessions`}
      description={<Trans>Every dated session with its seats. Open one for its roster.</Trans>}
      actions={
        <button type="button" className={button} onClick={() => setAdding(true)}>
          <Plus size={18} aria-hidden />
          <Trans>Add a session</Trans>
        </button>
      }
    >
      <div className="mb-3 flex flex-wrap items-end gap-3">
        <SelectFilter
          title={<Trans>Class</Trans>}
          value={filters.class}
          onChange={(value) => update({ class: value })}
          allLabel={t`All classes`}
          options={(classes.data?.rows ?? []).map((row) => ({ value: String(row.id), label: row.title }))}
        />
        <DateRangeFilter from={filters.from} to={filters.to} onChange={update} />
        <SelectFilter
          title={<Trans>Status</Trans>}
          value={status}
          onChange={(value) => update({ status: value })}
          allLabel={t`All statuses`}
          allValue="all"
          options={[
            { value: 'scheduled', label: t`Scheduled` },
            { value: 'cancelled', label: t`Cancelled` },
          ]}
        />
      </div>
      <DataTable
        caption={t`Sessions`}
        columns={columns}
        {...listQueryProps(list)}
        empty={<Trans>No sessions on these days.</Trans>}
        actions={(row) => (
          <Link
            href={`/admin/sessions/${row.id}`}
            className={iconButton}
            aria-label={t`Roster of ${row.class.title}, ${formatSessionDate(row.startsAt, row.timeZone)}`}
            title={t`Roster`}
          >
            <ClipboardList size={16} aria-hidden />
          </Link>
        )}
        list={{
          state: { search: '', sort: 'startsAt', direction: 'asc', page, pageSize: PAGE_SIZE },
          onChange: (patch) => update({ page: String(patch.page ?? 1) }),
          total: list.data?.total ?? 0,
          toolbar: false,
        }}
      />
      <AddSessionDialog
        open={adding}
        onClose={() => setAdding(false)}
        classes={dated.map((row) => ({ id: row.id, title: row.title }))}
        onAdded={() => list.refetch()}
      />
    </AdminPage>
  );
}
