import type { ReactNode } from 'react';
import { FormDialog } from '../FormDialog';

/**
 * The dialog of one back-office action (add a session or a walk-in, propose a time…). Its form is
 * rendered only while the dialog is open, so each opening starts from the current values.
 */
export function ActionDialog({
  open,
  onClose,
  title,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: () => ReactNode;
}) {
  return (
    <FormDialog open={open} onOpenChange={(next) => !next && onClose()} title={title}>
      {open && children()}
    </FormDialog>
  );
}
