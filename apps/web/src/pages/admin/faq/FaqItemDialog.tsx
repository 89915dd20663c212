import { useQuery } from '@tanstack/react-query';
import type { FaqScope } from '@app/contract/constants';
import { useLingui } from '@lingui/react/macro';
import { useTRPC } from '../../../app/trpc';
import { itemQueryOptions } from '../../../features/admin/EditorShell';
import { FormDialog } from '../../../features/admin/FormDialog';
import { FormSkeleton, LoadError } from '../../../features/admin/LoadStates';
import { FaqItemForm } from './FaqItemForm';

/** Add (id null) or edit one FAQ item in a dialog. */
export function FaqItemDialog({
  id,
  open,
  onClose,
  scope,
  nextSortOrder,
}: {
  id: number | null;
  open: boolean;
  onClose: () => void;
  scope: FaqScope;
  nextSortOrder: number;
}) {
  const trpc = useTRPC();
  const { t } = useLingui();
  const query = useQuery(
    trpc.admin.faq.get.queryOptions({ id: id ?? 1 }, { ...itemQueryOptions(id), enabled: open && id !== null }),
  );
  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={id === null ? t`New question` : t`Edit question`}
    >
      {id === null ? (
        <FaqItemForm item={null} scope={scope} nextSortOrder={nextSortOrder} onDone={onClose} reload={() => {}} />
      ) : query.error ? (
        <LoadError message={query.error.message} onRetry={() => query.refetch()} />
      ) : !query.data ? (
        <FormSkeleton />
      ) : (
        <FaqItemForm
          key={query.data.version}
          item={query.data}
          scope={scope}
          nextSortOrder={nextSortOrder}
          onDone={onClose}
          reload={() => query.refetch()}
        />
      )}
    </FormDialog>
  );
}
