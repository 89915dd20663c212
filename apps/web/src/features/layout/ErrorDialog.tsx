import { Trans } from '@lingui/react/macro';
import * as Dialog from '@radix-ui/react-dialog';
import { type ErrorDialogState, errorDialog } from '../../lib/error-dialog';

/** SPEC section 8: the single error dialog. An HTML answer is shown in a sandboxed frame with no confirm button. */
export default function ErrorDialog({
  state,
  onTokenExpiredConfirm,
}: {
  state: ErrorDialogState | null;
  onTokenExpiredConfirm?: () => void;
}) {
  return (
    <Dialog.Root open={state !== null} onOpenChange={(open) => !open && errorDialog.close()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[70] bg-dark/50" />
        <Dialog.Content
          className={`fixed top-1/2 left-1/2 z-[71] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 text-dark shadow-xl dark:bg-dark dark:text-sand ${
            state?.kind === 'html' ? 'max-w-4xl' : 'max-w-md'
          }`}
        >
          {state?.kind === 'html' ? (
            <>
              <Dialog.Title className="text-lg font-semibold">
                <Trans>Server error</Trans>
              </Dialog.Title>
              <Dialog.Description className="sr-only">
                <Trans>The server answered with an error page.</Trans>
              </Dialog.Description>
              <iframe
                title="Server error page"
                sandbox=""
                srcDoc={state.html}
                className="mt-4 h-[60vh] w-full rounded border border-dark/20 bg-white"
              />
              <Dialog.Close
                className="absolute top-3 right-3 rounded-full px-2 py-1 text-xl focus-visible:ring-2"
                aria-label="Close"
              >
                ×
              </Dialog.Close>
            </>
          ) : state?.kind === 'token-expired' ? (
            <>
              <Dialog.Title className="text-lg font-semibold">
                <Trans>Your session has expired</Trans>
              </Dialog.Title>
              <Dialog.Description className="mt-2 text-dark/80 dark:text-sand/80">
                <Trans>Please sign in again to continue.</Trans>
              </Dialog.Description>
              <div className="mt-6 flex justify-end gap-3">
                <Dialog.Close className="rounded-full px-4 py-2 focus-visible:ring-2">
                  <Trans>Cancel</Trans>
                </Dialog.Close>
                <button
                  type="button"
                  className="rounded-full bg-primary px-4 py-2 text-white focus-visible:ring-2"
                  onClick={() => {
                    errorDialog.close();
                    onTokenExpiredConfirm?.();
                  }}
                >
                  <Trans>OK</Trans>
                </button>
              </div>
            </>
          ) : (
            <>
              <Dialog.Title className="text-lg font-semibold">
                <Trans>Something went wrong</Trans>
              </Dialog.Title>
              <Dialog.Description className="mt-2 text-dark/80 dark:text-sand/80">
                <Trans>Something went wrong. Please try again.</Trans>
              </Dialog.Description>
              <div className="mt-6 flex justify-end">
                <Dialog.Close className="rounded-full bg-primary px-4 py-2 text-white focus-visible:ring-2">
                  <Trans>OK</Trans>
                </Dialog.Close>
              </div>
            </>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
