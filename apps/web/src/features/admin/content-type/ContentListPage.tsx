import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { AnyField, ContentType } from '@app/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { Plus } from 'lucide-react';
import { Link } from 'wouter';
import { AdminPage } from '../AdminPage';
import { FilterSelect } from '../FilterSelect';
import { ResourceTable } from '../ResourceTable';
import { button, buttonSecondary } from '../ui';
import { useListState } from '../useListState';
import { useOptionLabels } from './optionLabels';
import { type ContentTypeName, clientOf, useBindingOf } from './procedures';

/** The list of a described type: search, status filter, sort, bulk actions, links to its editor and the site. */
export function ContentListPage({ type }: { type: ContentType }) {
  const { i18n } = useLingui();
  const name = type.name as ContentTypeName;
  const procedures = clientOf(name);
  const binding = useBindingOf(name);
  const queryClient = useQueryClient();
  const optionLabels = useOptionLabels();
  const { defaultSort, filter } = type.list;
  const filterField = filter && (type.fields[filter.field] as AnyField);
  const [state, update] = useListState({
    sort: defaultSort,
    direction: defaultSort === 'sortOrder' || defaultSort === 'title' ? 'asc' : 'desc',
    ...(filter && { filters: [filter.param ?? 'group'] }),
  });
  const param = filter?.param ?? 'group';
  const chosen = filterField?.options?.includes(state.filters[param] ?? '') ? state.filters[param] : undefined;
  const query = {
    search: state.search,
    status: state.status,
    sort: state.sort,
    direction: state.direction,
    page: state.page,
    pageSize: state.pageSize,
    ...(chosen && { [param]: chosen }),
  };
  const list = useQuery(binding.list.queryOptions(query as Parameters<typeof binding.list.queryOptions>[0]));
  const plural = i18n._(type.words.plural);
  return (
    <AdminPage
      wide
      title={plural}
      description={type.words.description && i18n._(type.words.description)}
      actions={
        <>
          {type.paths.introduction && (
            <Link href={`/admin/pages/${type.paths.introduction}`} className={buttonSecondary}>
              <Trans>Page introduction</Trans>
            </Link>
          )}
          <Link href={`${type.paths.admin}/create`} className={button}>
            <Plus size={18} aria-hidden />
            {i18n._(type.words.newButton)}
          </Link>
        </>
      }
    >
      <ResourceTable
        caption={type.words.caption ? i18n._(type.words.caption) : plural}
        titleHeader={type.list.titleHeader && i18n._(type.list.titleHeader)}
        list={list}
        state={state}
        onChange={update}
        basePath={type.paths.admin}
        siteHref={(row) => (row.slug && type.paths.site !== undefined ? `${type.paths.site}${row.slug}` : null)}
        remove={(input) => procedures.delete.mutate(input)}
        bulk={{
          selectAll: () => procedures.selectAll.query(query as Parameters<typeof procedures.selectAll.query>[0]),
          run: (input) => procedures.bulk.mutate(input),
          canDelete: true,
        }}
        onDeleted={() => queryClient.invalidateQueries(binding.pathFilter())}
        detailHeader={type.list.detailHeader && i18n._(type.list.detailHeader)}
        detailSort={type.list.defaultSort === 'publishedAt' ? 'publishedAt' : undefined}
        empty={i18n._(type.words.empty)}
        filters={
          filter &&
          filterField && (
            <FilterSelect
              label={i18n._(filter.label)}
              value={chosen ?? ''}
              allLabel={i18n._(filter.all)}
              options={(filterField.options ?? []).map((value) => ({
                value,
                label: (optionLabels[filterField.optionLabels ?? ''] ?? String)(value),
              }))}
              onChange={(value) => update({ filters: { [param]: value } })}
            />
          )
        }
      />
    </AdminPage>
  );
}
