import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { useTRPC } from '../../../app/trpc';
import { AdminPage } from '../../../features/admin/AdminPage';
import { LibraryGrid } from '../../../features/admin/images/LibraryGrid';
import { ListSkeleton, Loaded } from '../../../features/admin/LoadStates';
import { Pagination } from '../../../features/admin/Pagination';
import { SearchBox } from '../../../features/admin/SearchBox';
import { useListState } from '../../../features/admin/useListState';
import { ImageDialog } from './ImageDialog';

/** /admin/images: the media library. Search, see where each image is used, edit its texts, replace or delete it. */
export default function ImagesPage() {
  const trpc = useTRPC();
  const { t } = useLingui();
  // Search, page and the open image live in the address: the back button, a shared link and the search box's
  // hits (`?image=12`) show the same.
  const [state, update] = useListState({ sort: 'updatedAt', direction: 'desc', filters: ['image'] });
  const openId = Number(state.filters.image) > 0 ? Number(state.filters.image) : null;
  const setOpenId = (id: number | null) =>
    update({ filters: { image: id === null ? '' : String(id) }, page: state.page });
  const list = useQuery(
    trpc.admin.image.list.queryOptions(
      { q: state.search, page: state.page, pageSize: state.pageSize },
      { placeholderData: (previous) => previous },
    ),
  );
  return (
    <AdminPage
      wide
      title={t`Images`}
      description={
        <Trans>
          Every uploaded image, with its alternative text and caption in each language and the items that use it.
        </Trans>
      }
    >
      <div className="max-w-md">
        <SearchBox
          value={state.search}
          onSearch={(search) => update({ search })}
          label={t`Search by alternative text, caption or file name`}
        />
      </div>
      <section aria-label={t`Images`} aria-busy={list.isFetching} className="mt-4">
        <Loaded
          query={list}
          placeholder={
            <ListSkeleton
              className="grid grid-cols-2 gap-3 min-[600px]:grid-cols-3 min-[900px]:grid-cols-4"
              itemClassName="h-52 animate-pulse rounded-xl bg-dark/10 dark:bg-sand/10"
              count={8}
            />
          }
        >
          {({ items, total }) => (
            <>
              <LibraryGrid items={items} onChoose={(image) => setOpenId(image.id)} />
              <Pagination
                page={state.page}
                pageSize={state.pageSize}
                total={total}
                onPage={(page) => update({ page })}
                onPageSize={(pageSize) => update({ pageSize })}
              />
            </>
          )}
        </Loaded>
      </section>
      <ImageDialog id={openId} onClose={() => setOpenId(null)} />
    </AdminPage>
  );
}
