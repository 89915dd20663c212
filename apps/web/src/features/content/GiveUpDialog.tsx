import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
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
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[70] bg-dark/50" />
        <Dialog.Content
          role="alertdialog"
          className="fixed top-1/2 left-1/2 z-[71] max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 text-dark shadow-xl dark:bg-dark dark:text-sand dark:ring-1 dark:ring-sand/15"
        >
          <Dialog.Title className="text-lg font-semibold">{title}</Dialog.Title>
          <Dialog.Description asChild>
            <div className="mt-2 space-y-2 text-dark/80 dark:text-sand/80">{description}</div>
          </Dialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-3 min-[400px]:flex-row min-[400px]:justify-end">
            <Dialog.Close className={buttonPrimary} disabled={busy}>
              {keepLabel}
            </Dialog.Close>
            <button type="button" className={buttonDanger} onClick={onConfirm} disabled={busy} aria-busy={busy}>
              {confirmLabel}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
