import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ContentType } from '@app/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { Plus } from 'lucide-react';
import { Link } from 'wouter';
import { AdminPage } from '../AdminPage';
import { ResourceTable } from '../ResourceTable';
import { button, buttonSecondary } from '../ui';
import { useListState } from '../useListState';
import { type ContentTypeName, clientOf, useBindingOf } from './procedures';

/** The list of a described type: search, status filter, sort, bulk actions, links to its editor and the site. */
export function ContentListPage({ type }: { type: ContentType }) {
  const { i18n } = useLingui();
  const name = type.name as ContentTypeName;
  const procedures = clientOf(name);
  const binding = useBindingOf(name);
  const queryClient = useQueryClient();
  const [state, update] = useListState({ sort: type.list.defaultSort, direction: 'desc' });
  const query = {
    search: state.search,
    status: state.status,
    sort: state.sort,
    direction: state.direction,
    page: state.page,
    pageSize: state.pageSize,
  };
  const list = useQuery(binding.list.queryOptions(query));
  const plural = i18n._(type.words.plural);
  return (
    <AdminPage
      wide
      title={plural}
      documentTitle={plural}
      description={i18n._(type.words.description)}
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
        caption={plural}
        list={list}
        state={state}
        onChange={update}
        basePath={type.paths.admin}
        siteHref={(row) => (row.slug ? `${type.paths.site}${row.slug}` : null)}
        remove={(input) => procedures.delete.mutate(input)}
        bulk={{
          selectAll: () => procedures.selectAll.query(query),
          run: (input) => procedures.bulk.mutate(input),
          canDelete: true,
        }}
        onDeleted={() => queryClient.invalidateQueries(binding.pathFilter())}
        detailHeader={i18n._(type.list.detailHeader)}
        detailSort={type.list.defaultSort === 'publishedAt' ? 'publishedAt' : undefined}
        empty={i18n._(type.words.empty)}
      />
    </AdminPage>
  );
}
