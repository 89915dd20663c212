import { PEOPLE_SORTS, type PeopleSort, type PersonSummary } from '@app/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { useTRPC } from '../../../app/trpc';
import { AdminPage } from '../../../features/admin/AdminPage';
import { personHref } from '../../../features/admin/editPaths';
import { formatDateTime } from '../../../features/admin/format';
import { LoadError } from '../../../features/admin/LoadStates';
import { SearchBox } from '../../../features/admin/SearchBox';
import { card, focusRing, muted } from '../../../features/admin/ui';
import { PageSteps } from '../../../features/admin/Pagination';

const isSort = (value: string | null): value is PeopleSort => (PEOPLE_SORTS as readonly string[]).includes(value ?? '');

/**
 * /admin/people (admins only): everyone who booked, was a guest, subscribed, wrote or asked for a private
 * session, one per address; results as you type. Search, order and page live in the address bar.
 */
export default function PeoplePage() {
  const trpc = useTRPC();
  const { t } = useLingui();
  const search = useSearch();
  const [location, navigate] = useLocation();
  const params = new URLSearchParams(search);
  const q = params.get('q') ?? '';
  const sortParam = params.get('sort');
  const sort: PeopleSort = isSort(sortParam) ? sortParam : 'lastVisit';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const go = (patch: { q?: string; sort?: PeopleSort; page?: number }) => {
    const next = new URLSearchParams();
    const nextQ = patch.q ?? q;
    const nextSort = patch.sort ?? sort;
    if (nextQ) next.set('q', nextQ);
    if (nextSort !== 'lastVisit') next.set('sort', nextSort);
    if (patch.page && patch.page > 1) next.set('page', String(patch.page));
    const query = next.toString();
    navigate(`${location}${query ? `?${query}` : ''}`, { replace: true });
  };
  const list = useQuery(trpc.admin.people.list.queryOptions({ q, sort, page }, { placeholderData: keepPreviousData }));
  const rows = list.data?.rows;
  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / (list.data?.pageSize ?? 50)));

  const sortButton = (key: PeopleSort, label: ReactNode) => (
    <button
      type="button"
      aria-pressed={sort === key}
      className={`rounded-full border px-3 py-1 text-sm ${
        sort === key ? 'border-primary bg-primary/10 font-medium' : 'border-dark/20 dark:border-sand/30'
      } ${focusRing}`}
      onClick={() => go({ sort: key })}
    >
      {label}
    </button>
  );

  return (
    <AdminPage wide title={t`People`}>
      <div className="flex flex-wrap items-end gap-3">
        <SearchBox value={q} onSearch={(text) => go({ q: text })} label={t`Search by name, email or phone`} />
      </div>
      <fieldset className="mt-3 flex flex-wrap items-center gap-2">
        <legend className={`mr-2 text-sm ${muted} float-left`}>
          <Trans>Sort by</Trans>
        </legend>
        {sortButton('lastVisit', <Trans>Last visit</Trans>)}
        {sortButton('visits', <Trans>Visits</Trans>)}
        {sortButton('noShows', <Trans>No-shows</Trans>)}
        {sortButton('name', <Trans>Name</Trans>)}
      </fieldset>

      <div className="mt-4" aria-busy={list.isFetching}>
        <p role="status" className={`mb-2 text-sm ${muted}`}>
          {list.isPending ? (
            <Trans>Loading…</Trans>
          ) : list.isFetching ? (
            <Trans>Searching…</Trans>
          ) : (
            <Trans>{total} people</Trans>
          )}
        </p>
        {list.error ? (
          <LoadError message={list.error.message} onRetry={() => void list.refetch()} />
        ) : rows && rows.length === 0 ? (
          <p className={`${card} ${muted}`}>
            {q ? (
              <Trans>Nobody matches this search.</Trans>
            ) : (
              <Trans>Nobody has booked, subscribed or written yet.</Trans>
            )}
          </p>
        ) : (
          <ul className="divide-y divide-dark/10 rounded-lg border border-dark/15 dark:divide-sand/15 dark:border-sand/20">
            {(rows ?? []).map((person) => (
              <PersonRow key={person.email} person={person} />
            ))}
          </ul>
        )}
      </div>

      {pages > 1 && (
        <nav aria-label={t`Pages`} className="mt-4 flex items-center justify-between gap-2">
          <PageSteps page={page} pages={pages} onPage={(next) => go({ page: next })} />
        </nav>
      )}
    </AdminPage>
  );
}

function PersonRow({ person }: { person: PersonSummary }) {
  const name = person.names[0] ?? person.email;
  const lastVisit = person.lastVisitAt ? formatDateTime(person.lastVisitAt) : null;
  return (
    <li className="flex flex-col gap-1 p-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <Link
          href={personHref(person.email)}
          className={`font-medium break-words underline-offset-2 hover:underline ${focusRing}`}
        >
          {name}
        </Link>
        <div className={`text-sm break-all ${muted}`}>{person.email}</div>
        {(person.names.length > 1 || person.phones.length > 0) && (
          <div className={`text-sm break-words ${muted}`}>
            {[...person.names.slice(1), ...person.phones].join(' · ')}
          </div>
        )}
      </div>
      <dl className="grid shrink-0 grid-cols-3 gap-x-4 text-sm sm:text-right">
        <div>
          <dt className={muted}>
            <Trans>Visits</Trans>
          </dt>
          <dd>{person.visits}</dd>
        </div>
        <div>
          <dt className={muted}>
            <Trans>No-shows</Trans>
          </dt>
          <dd>{person.noShows ?? '—'}</dd>
        </div>
        <div>
          <dt className={muted}>
            <Trans>Last visit</Trans>
          </dt>
          <dd className="whitespace-nowrap">{lastVisit ?? '—'}</dd>
        </div>
      </dl>
    </li>
  );
}
