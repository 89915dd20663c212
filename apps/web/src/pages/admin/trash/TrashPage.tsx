import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TrashedItem, TrashType } from '@app/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { api, useTRPC } from '../../../app/trpc';
import { useSession } from '../../../features/auth/useSession';
import { AdminPage } from '../../../features/admin/AdminPage';
import { ConfirmDialog } from '../../../features/admin/ConfirmDialog';
import { formatDateTime } from '../../../features/admin/format';
import { Loaded, LoadingText } from '../../../features/admin/LoadStates';
import { toast } from '../../../features/admin/toast';
import { buttonGhostDanger, buttonSecondary, card, muted } from '../../../features/admin/ui';
import { userText } from '../../../lib/user-text';

function useTypeName() {
  const { t } = useLingui();
  return (type: TrashType): string =>
    ({
      class: t`Class`,
      counselor: t`Facilitator`,
      media: t`Media article`,
      story: t`Story`,
      slider: t`Slide`,
      client: t`Client`,
      faq: t`FAQ item`,
    })[type];
}

const failureOf = (error: unknown, fallback: string) =>
  error instanceof Error && error.message ? error.message : fallback;

/** /admin/trash: deleted content of every kind, restorable for 30 days; admins can delete it for good. */
export default function TrashPage() {
  const trpc = useTRPC();
  const { t } = useLingui();
  const typeName = useTypeName();
  const queryClient = useQueryClient();
  const isAdmin = useSession().user?.role === 'admin';
  const trash = useQuery(trpc.admin.trash.list.queryOptions());
  const [purging, setPurging] = useState<TrashedItem | null>(null);
  const refresh = () => queryClient.invalidateQueries(trpc.admin.pathFilter());
  const restore = async (item: TrashedItem) => {
    try {
      await api.admin.trash.restore.mutate({ type: item.type, id: item.id });
      toast.success(t`“${item.title}” was restored.`);
      await refresh();
    } catch (error) {
      toast.error(failureOf(error, t`Something went wrong. Please try again.`));
    }
  };
  const purge = async () => {
    if (!purging) return;
    const { title } = purging;
    try {
      await api.admin.trash.purge.mutate({ type: purging.type, id: purging.id });
      toast.success(t`“${title}” was deleted for good.`);
      await refresh();
    } catch (error) {
      toast.error(failureOf(error, t`Something went wrong. Please try again.`));
    }
  };

  return (
    <AdminPage
      wide
      title={t`Trash`}
      description={
        <Trans>Deleted items stay here for 30 days and can be restored; then they are deleted for good.</Trans>
      }
    >
      <section aria-label={t`Trash`} aria-busy={trash.isFetching}>
        <Loaded query={trash} placeholder={<LoadingText />}>
          {(items) =>
            items.length === 0 ? (
              <p className={muted}>
                <Trans>The trash is empty.</Trans>
              </p>
            ) : (
              <div className={`${card} overflow-x-auto`}>
                <table className="w-full text-left text-sm">
                  <thead>
                    <tr>
                      <th className="p-2">
                        <Trans>Type</Trans>
                      </th>
                      <th className="p-2">
                        <Trans>Title</Trans>
                      </th>
                      <th className="p-2">
                        <Trans>Deleted by</Trans>
                      </th>
                      <th className="p-2">
                        <Trans>Deleted</Trans>
                      </th>
                      <th className="p-2">
                        <Trans>Deleted for good on</Trans>
                      </th>
                      <th className="p-2">
                        <span className="sr-only">
                          <Trans>Actions</Trans>
                        </span>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {items.map((item) => (
                      <tr key={`${item.type}:${item.id}`} className="border-t border-dark/10 dark:border-sand/10">
                        <td className="p-2">{typeName(item.type)}</td>
                        <th scope="row" className="p-2 font-medium">
                          {item.title}
                        </th>
                        <td className="p-2">{item.deletedBy ?? '—'}</td>
                        <td className="p-2">{formatDateTime(item.deletedAt)}</td>
                        <td className="p-2">{formatDateTime(item.purgeAt)}</td>
                        <td className="p-2">
                          <div className="flex flex-wrap justify-end gap-2">
                            <button type="button" className={buttonSecondary} onClick={() => restore(item)}>
                              <Trans>Restore</Trans>
                              <span className="sr-only"> “{item.title}”</span>
                            </button>
                            {isAdmin && (
                              <button type="button" className={buttonGhostDanger} onClick={() => setPurging(item)}>
                                <Trans>Delete permanently</Trans>
                                <span className="sr-only"> “{item.title}”</span>
                              </button>
                            )}
                          </div>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )
          }
        </Loaded>
      </section>
      <ConfirmDialog
        open={purging !== null}
        onOpenChange={(open) => !open && setPurging(null)}
        title={<Trans>Delete “{userText(purging?.title ?? '')}” permanently?</Trans>}
        description={<Trans>It cannot be restored afterwards.</Trans>}
        confirmLabel={<Trans>Delete permanently</Trans>}
        onConfirm={purge}
      />
    </AdminPage>
  );
}
