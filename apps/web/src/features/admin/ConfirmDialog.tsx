import { Trans } from '@lingui/react/macro';
import * as Dialog from '@radix-ui/react-dialog';
import { type ReactNode, useState } from 'react';
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
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[70] bg-dark/50" />
        <Dialog.Content
          role="alertdialog"
          className="fixed top-1/2 left-1/2 z-[71] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 text-dark shadow-xl dark:bg-dark dark:text-sand dark:ring-1 dark:ring-sand/15"
        >
          <Dialog.Title className="text-lg font-semibold">{title}</Dialog.Title>
          <Dialog.Description className="mt-2 text-dark/80 dark:text-sand/80">{description}</Dialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <Dialog.Close className={buttonSecondary} disabled={busy}>
              <Trans>Cancel</Trans>
            </Dialog.Close>
            <button type="button" className={buttonDanger} onClick={confirm} disabled={busy} aria-busy={busy}>
              {confirmLabel}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
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
