import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { useTRPC } from '../../../app/trpc';
import { itemQueryOptions } from '../../../features/admin/EditorShell';
import { FormDialog } from '../../../features/admin/FormDialog';
import { FormSkeleton, LoadError } from '../../../features/admin/LoadStates';
import { ClientForm } from './ClientForm';

/** Add (id null) or edit one corporate client in a dialog. */
export function ClientDialog({
  id,
  open,
  onClose,
  nextSortOrder,
}: {
  id: number | null;
  open: boolean;
  onClose: () => void;
  nextSortOrder: number;
}) {
  const trpc = useTRPC();
  const { t } = useLingui();
  const query = useQuery(
    trpc.admin.client.get.queryOptions({ id: id ?? 1 }, { ...itemQueryOptions(id), enabled: open && id !== null }),
  );
  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={id === null ? t`New client` : t`Edit client`}
    >
      {id === null ? (
        <ClientForm item={null} nextSortOrder={nextSortOrder} onDone={onClose} reload={() => {}} />
      ) : query.error ? (
        <LoadError message={query.error.message} onRetry={() => query.refetch()} />
      ) : !query.data ? (
        <FormSkeleton />
      ) : (
        <ClientForm
          key={query.data.version}
          item={query.data}
          nextSortOrder={nextSortOrder}
          onDone={onClose}
          reload={() => query.refetch()}
        />
      )}
    </FormDialog>
  );
}
