import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { useTRPC } from '../../../app/trpc';
import { AdminPage } from '../../../features/admin/AdminPage';
import { AuditEntryLine } from '../../../features/admin/audit/AuditEntryLine';
import { useAuditWords } from '../../../features/admin/audit/auditWords';
import { ListSkeleton, Loaded } from '../../../features/admin/LoadStates';
import { DateRangeFilter, SelectFilter } from '../../../features/admin/ListFilters';
import { Pagination } from '../../../features/admin/Pagination';
import { SearchBox } from '../../../features/admin/SearchBox';
import { muted } from '../../../features/admin/ui';
import { useListState } from '../../../features/admin/useListState';

const FILTERS = ['who', 'entity', 'action', 'item', 'from', 'to'] as const;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** /admin/audit: every change made in the back office, filtered by who, what, which item and when. */
export default function AuditPage() {
  const trpc = useTRPC();
  const { t } = useLingui();
  const { entityName, actionName } = useAuditWords();
  // Filters, search and page live in the address: the back button and a shared link show the same list.
  const [state, update] = useListState({ sort: 'updatedAt', direction: 'desc', filters: FILTERS });
  const { who, entity, action, item, from, to } = state.filters;
  const log = useQuery(
    trpc.admin.auditLog.queryOptions(
      {
        search: state.search,
        page: state.page,
        pageSize: state.pageSize,
        ...(Number(who) > 0 ? { userId: Number(who) } : {}),
        ...(entity ? { entity } : {}),
        ...(action ? { action } : {}),
        ...(entity && item ? { entityId: item } : {}),
        ...(from && DAY.test(from) ? { from } : {}),
        ...(to && DAY.test(to) ? { to } : {}),
      },
      { placeholderData: (previous) => previous },
    ),
  );
  const facets = log.data;
  const setFilter = (patch: Partial<Record<(typeof FILTERS)[number], string>>) => update({ filters: patch });

  return (
    <AdminPage
      wide
      title={t`Changes`}
      description={<Trans>Everything staff changed in the back office: who, what and when.</Trans>}
    >
      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-60 flex-1">
          <SearchBox value={state.search} onSearch={(search) => update({ search })} label={t`Search by item name`} />
        </div>
        <SelectFilter
          title={<Trans>Who</Trans>}
          value={who ?? ''}
          onChange={(value) => setFilter({ who: value })}
          allLabel={t`Everyone`}
          options={(facets?.people ?? []).map((person) => ({ value: String(person.id), label: person.name }))}
        />
        <SelectFilter
          title={<Trans>Item</Trans>}
          value={entity ?? ''}
          onChange={(value) => setFilter({ entity: value, item: '' })}
          allLabel={t`Every kind`}
          options={(facets?.entities ?? []).map((name) => ({ value: name, label: entityName(name) }))}
        />
        <SelectFilter
          title={<Trans>Change</Trans>}
          value={action ?? ''}
          onChange={(value) => setFilter({ action: value })}
          allLabel={t`Every change`}
          options={(facets?.actions ?? []).map((name) => ({ value: name, label: actionName(name) }))}
        />
        <DateRangeFilter from={from ?? ''} to={to ?? ''} onChange={(patch) => setFilter(patch)} />
      </div>

      <section aria-label={t`Changes`} aria-busy={log.isFetching} className="mt-4">
        <Loaded
          query={log}
          placeholder={
            <ListSkeleton
              className="space-y-3 rounded-xl bg-white p-4 shadow-sm dark:bg-white/5"
              itemClassName="h-5 animate-pulse rounded bg-dark/10 dark:bg-sand/10"
              count={5}
            />
          }
        >
          {({ rows }) =>
            rows.length === 0 ? (
              <p className={`rounded-xl bg-white p-4 shadow-sm dark:bg-white/5 ${muted}`}>
                <Trans>No changes match these filters.</Trans>
              </p>
            ) : (
              <ol className="divide-y divide-dark/5 rounded-xl bg-white shadow-sm ring-1 ring-dark/5 dark:divide-sand/10 dark:bg-white/5 dark:ring-sand/10">
                {rows.map((entry) => (
                  <AuditEntryLine key={entry.id} entry={entry} />
                ))}
              </ol>
            )
          }
        </Loaded>
        {log.data && log.data.total > 0 && (
          <Pagination
            page={state.page}
            pageSize={state.pageSize}
            total={log.data.total}
            onPage={(page) => update({ page })}
            onPageSize={(pageSize) => update({ pageSize })}
          />
        )}
      </section>
    </AdminPage>
  );
}
