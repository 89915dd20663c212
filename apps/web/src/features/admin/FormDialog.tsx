import { useLingui } from '@lingui/react/macro';
import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { X } from 'lucide-react';
import { iconButton } from './ui';

/** A modal with a form inside (add or edit a FAQ item or a client). Escape or × closes it. */
export function FormDialog({
  open,
  onOpenChange,
  title,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  children: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[70] bg-dark/50" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed top-1/2 left-1/2 z-[71] max-h-[92vh] w-[calc(100vw-1rem)] max-w-3xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-sand p-4 text-dark shadow-xl min-[600px]:p-6 dark:bg-dark dark:text-sand dark:ring-1 dark:ring-sand/15"
        >
          <div className="mb-4 flex items-start justify-between gap-3">
            <Dialog.Title className="text-xl font-semibold">{title}</Dialog.Title>
            <Dialog.Close className={iconButton} aria-label={t`Close`}>
              <X size={18} aria-hidden />
            </Dialog.Close>
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
