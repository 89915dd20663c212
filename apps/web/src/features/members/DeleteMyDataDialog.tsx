import { Trans } from '@lingui/react/macro';
import * as Dialog from '@radix-ui/react-dialog';
import { buttonPrimary, buttonSecondary, focusRing } from '../content/ui';

const buttonDanger = `inline-flex min-h-11 items-center justify-center gap-2 rounded-full bg-danger px-5 py-2.5 font-medium text-white transition-colors hover:bg-danger/85 disabled:opacity-60 ${focusRing}`;

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  busy: boolean;
  onConfirm: () => void;
}

/**
 * The question before a member's data is erased: what will happen, listed; keeping the data has the
 * first focus, and Escape keeps it too (a modal alert dialog, Radix).
 */
export function DeleteMyDataDialog({ open, onOpenChange, busy, onConfirm }: Props) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <Dialog.Trigger className={`w-full min-[600px]:w-auto ${buttonSecondary}`}>
        <Trans>Delete my data</Trans>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[70] bg-dark/50" />
        <Dialog.Content
          role="alertdialog"
          className="fixed top-1/2 left-1/2 z-[71] max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 text-dark shadow-xl dark:bg-dark dark:text-sand dark:ring-1 dark:ring-sand/15"
        >
          <Dialog.Title className="text-lg font-semibold">
            <Trans>Delete your data?</Trans>
          </Dialog.Title>
          <Dialog.Description asChild>
            <div className="mt-2 space-y-2 text-dark/80 dark:text-sand/80">
              <p>
                <Trans>This is what will happen, at once and for good:</Trans>
              </p>
              <ul className="list-disc space-y-1 ps-5">
                <li>
                  <Trans>Your upcoming bookings are cancelled and their places offered to the waiting list.</Trans>
                </li>
                <li>
                  <Trans>
                    Your name, email address, phone number and messages are erased from all our records, and your
                    newsletter subscription ends.
                  </Trans>
                </li>
                <li>
                  <Trans>We keep only anonymous counts, such as how many seats a class had.</Trans>
                </li>
                <li>
                  <Trans>We send you one last email to confirm it, and you are signed out on every device.</Trans>
                </li>
              </ul>
            </div>
          </Dialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-3 min-[400px]:flex-row min-[400px]:justify-end">
            <Dialog.Close className={buttonPrimary} disabled={busy}>
              <Trans>Keep my data</Trans>
            </Dialog.Close>
            <button type="button" className={buttonDanger} onClick={onConfirm} disabled={busy} aria-busy={busy}>
              <Trans>Yes, delete everything</Trans>
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
