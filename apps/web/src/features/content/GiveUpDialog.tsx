import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { AlertDialogCard } from '../dialog/AlertDialogCard';
import { buttonPrimary, buttonSecondary, focusRing } from './ui';

const buttonDanger = `inline-flex min-h-11 items-center justify-center gap-2 rounded-full bg-danger px-5 py-2.5 font-medium text-white transition-colors hover:bg-danger/85 disabled:opacity-60 ${focusRing}`;

/**
 * The question before a visitor gives something up for good (a booking, their data): a modal alert dialog
 * (Radix) opened by its own button, whose safe answer, keeping it, has the first focus; Escape keeps it too.
 */
export function GiveUpDialog({
  open,
  onOpenChange,
  busy,
  onConfirm,
  trigger,
  triggerId,
  title,
  description,
  keepLabel,
  confirmLabel,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  busy: boolean;
  onConfirm: () => void;
  trigger: ReactNode;
  triggerId?: string;
  title: ReactNode;
  description: ReactNode;
  keepLabel: ReactNode;
  confirmLabel: ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <Dialog.Trigger id={triggerId} className={`w-full min-[600px]:w-auto ${buttonSecondary}`}>
        {trigger}
      </Dialog.Trigger>
      <AlertDialogCard title={title} description={description}>
        <div className="mt-6 flex flex-col-reverse gap-3 min-[400px]:flex-row min-[400px]:justify-end">
          <Dialog.Close className={buttonPrimary} disabled={busy}>
            {keepLabel}
          </Dialog.Close>
          <button type="button" className={buttonDanger} onClick={onConfirm} disabled={busy} aria-busy={busy}>
            {confirmLabel}
          </button>
        </div>
      </AlertDialogCard>
    </Dialog.Root>
  );
}
