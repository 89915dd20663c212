import { Trans } from '@lingui/react/macro';
import * as Dialog from '@radix-ui/react-dialog';
import { type ReactNode, useState } from 'react';
import { AlertDialogCard } from '../dialog/AlertDialogCard';
import { buttonDanger, buttonSecondary } from './ui';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: ReactNode;
  /** May be async: the button shows busy and the dialog closes once it settles. */
  onConfirm: () => unknown;
}

/** A modal question before something that cannot be undone (delete). Cancel has the initial focus. */
export function ConfirmDialog({ open, onOpenChange, title, description, confirmLabel, onConfirm }: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
      onOpenChange(false);
    }
  };
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <AlertDialogCard title={title} description={description}>
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <Dialog.Close className={buttonSecondary} disabled={busy}>
            <Trans>Cancel</Trans>
          </Dialog.Close>
          <button type="button" className={buttonDanger} onClick={confirm} disabled={busy} aria-busy={busy}>
            {confirmLabel}
          </button>
        </div>
      </AlertDialogCard>
    </Dialog.Root>
  );
}

/** The words of the question before one of a table's row actions. */
export interface Confirmation {
  title: ReactNode;
  description: ReactNode;
  confirmLabel: ReactNode;
}

/** Asks before the row action that is pending (none: closed), and runs it on yes. */
export function PendingActionDialog({
  confirmation,
  onClose,
  onConfirm,
}: {
  confirmation: Confirmation | null;
  onClose: () => void;
  onConfirm: () => unknown;
}) {
  return (
    <ConfirmDialog
      open={confirmation !== null}
      onOpenChange={(open) => !open && onClose()}
      title={confirmation?.title ?? ''}
      description={confirmation?.description ?? ''}
      confirmLabel={confirmation?.confirmLabel ?? ''}
      onConfirm={onConfirm}
    />
  );
}
