import { useQuery } from '@tanstack/react-query';
import type { LibraryImage } from '@app/contract';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useTRPC } from '../../../app/trpc';
import { FormDialog } from '../FormDialog';
import { Loaded, LoadingText } from '../LoadStates';
import { SearchBox } from '../SearchBox';
import { PageSteps } from '../Pagination';
import { LibraryGrid } from './LibraryGrid';

const PAGE_SIZE = 24;

/** Choose an image already in the library for a form's image field; search by text or file name. */
export function LibraryPickerDialog({
  open,
  selectedId,
  onClose,
  onPick,
}: {
  open: boolean;
  selectedId: number | null;
  onClose: () => void;
  onPick: (image: LibraryImage) => void;
}) {
  const trpc = useTRPC();
  const { t } = useLingui();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const list = useQuery(
    trpc.admin.image.list.queryOptions(
      { q: search, page, pageSize: PAGE_SIZE },
      { enabled: open, placeholderData: (previous) => previous },
    ),
  );
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / PAGE_SIZE));
  return (
    <FormDialog open={open} onOpenChange={(next) => !next && onClose()} title={t`Choose from the library`}>
      <div className="space-y-4">
        <SearchBox
          value={search}
          onSearch={(text) => {
            setSearch(text);
            setPage(1);
          }}
          label={t`Search by alternative text, caption or file name`}
        />
        <div aria-busy={list.isFetching}>
          <Loaded query={list} placeholder={<LoadingText />}>
            {({ items }) => (
              <LibraryGrid
                items={items}
                selectedId={selectedId}
                onChoose={(image) => {
                  onPick(image);
                  onClose();
                }}
              />
            )}
          </Loaded>
        </div>
        {pages > 1 && (
          <div className="flex items-center justify-between gap-3 text-sm">
            <PageSteps page={page} pages={pages} onPage={setPage} />
          </div>
        )}
      </div>
    </FormDialog>
  );
}
