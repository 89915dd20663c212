import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { userText } from '../../lib/user-text';
import { ConfirmDialog } from './ConfirmDialog';
import { toast } from './toast';

interface Deletable {
  id: number;
  version: number;
  title: string;
}

/**
 * "Delete X?" then the delete call with the version the list showed (a newer version on the server
 * refuses it). Answers `ask(row)` and the dialog element to render.
 */
export function useDeleteConfirm<T extends Deletable>(
  remove: (input: { id: number; version: number }) => Promise<unknown>,
  onDeleted: (row: T) => unknown,
) {
  const { t } = useLingui();
  const [target, setTarget] = useState<T | null>(null);
  const name = target?.title || t`this item`;
  const title = userText(name);
  const dialog = (
    <ConfirmDialog
      open={target !== null}
      onOpenChange={(open) => !open && setTarget(null)}
      title={<Trans>Delete “{title}”?</Trans>}
      description={
        <Trans>It disappears from the site at once and stays in the trash for 30 days, where it can be restored.</Trans>
      }
      confirmLabel={<Trans>Delete</Trans>}
      onConfirm={async () => {
        if (!target) return;
        try {
          await remove({ id: target.id, version: target.version });
          toast.success(t`“${name}” was moved to the trash.`);
          await onDeleted(target);
        } catch (error) {
          toast.error(
            error instanceof Error && error.message ? error.message : t`Something went wrong. Please try again.`,
          );
        }
      }}
    />
  );
  return { ask: setTarget, dialog };
}
