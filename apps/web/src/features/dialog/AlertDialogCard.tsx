import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';

/**
 * The card of a question asked before something that cannot be undone, over a dimmed page (a Radix alert dialog's
 * content): its title, its description, then its answers (`children`). The visitors' and the back office's
 * questions both use it; each sets its own answers.
 */
export function AlertDialogCard({
  title,
  description,
  children,
}: {
  title: ReactNode;
  description: ReactNode;
  children: ReactNode;
}) {
  return (
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
        {children}
      </Dialog.Content>
    </Dialog.Portal>
  );
}
