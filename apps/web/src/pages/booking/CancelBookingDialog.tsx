import { Trans } from '@lingui/react/macro';
import * as Dialog from '@radix-ui/react-dialog';
import { buttonPrimary, buttonSecondary, focusRing } from '../../features/content/ui';
import { userText } from '../../lib/user-text';

const buttonDanger = `inline-flex min-h-11 items-center justify-center gap-2 rounded-full bg-danger px-5 py-2.5 font-medium text-white transition-colors hover:bg-danger/85 disabled:opacity-60 ${focusRing}`;

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** "Tuesday, December 1, 7:00 – 8:30 PM" */
  when: string;
  title: string;
  busy: boolean;
  onConfirm: () => void;
  /** A waitlisted booking: the person leaves the waiting list (the same cancellation, said so). */
  waitlisted?: boolean;
}

/**
 * The question before a booking is given up: a modal alert dialog (Radix) whose safe answer, keeping
 * the booking, has the first focus; Escape keeps it too.
 */
export function CancelBookingDialog({
  open,
  onOpenChange,
  when,
  title: classTitle,
  busy,
  onConfirm,
  waitlisted = false,
}: Props) {
  const title = userText(classTitle);
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      {/* `#leave`, the waiting-list email's "Leave the waiting list" link, brings this button into focus. */}
      <Dialog.Trigger id={waitlisted ? 'leave' : undefined} className={`w-full min-[600px]:w-auto ${buttonSecondary}`}>
        {waitlisted ? <Trans>Leave the waiting list</Trans> : <Trans>Cancel booking</Trans>}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[70] bg-dark/50" />
        <Dialog.Content
          role="alertdialog"
          className="fixed top-1/2 left-1/2 z-[71] max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 text-dark shadow-xl dark:bg-dark dark:text-sand dark:ring-1 dark:ring-sand/15"
        >
          <Dialog.Title className="text-lg font-semibold">
            {waitlisted ? <Trans>Leave the waiting list?</Trans> : <Trans>Cancel this booking?</Trans>}
          </Dialog.Title>
          <Dialog.Description className="mt-2 text-dark/80 dark:text-sand/80">
            {waitlisted ? (
              <Trans>
                You will no longer get a place for {title} on {when} if one opens. This cannot be undone.
              </Trans>
            ) : (
              <Trans>
                Your place for {title} on {when} will be given to someone else. This cannot be undone.
              </Trans>
            )}
          </Dialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-3 min-[400px]:flex-row min-[400px]:justify-end">
            <Dialog.Close className={buttonPrimary} disabled={busy}>
              {waitlisted ? <Trans>Stay on the list</Trans> : <Trans>Keep my booking</Trans>}
            </Dialog.Close>
            <button type="button" className={buttonDanger} onClick={onConfirm} disabled={busy} aria-busy={busy}>
              {waitlisted ? <Trans>Yes, leave it</Trans> : <Trans>Yes, cancel it</Trans>}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
