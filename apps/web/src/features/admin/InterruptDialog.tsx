import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { ScriptForm } from './ScriptForm';
import { AlertText } from './AlertText';
import { muted } from './ui';

/**
 * A dialog over everything in the back office, other dialogs included, that a failed call opens: signing in
 * again, confirming it's you. The page under it keeps what was typed.
 */
export function InterruptDialog({
  open,
  onDismiss,
  title,
  description,
  children,
}: {
  open: boolean;
  /** Escape or a click outside. */
  onDismiss: () => void;
  title: ReactNode;
  description: ReactNode;
  children: ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onDismiss()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[80] bg-dark/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-[81] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 text-dark shadow-xl dark:bg-dark dark:text-sand dark:ring-1 dark:ring-sand/15">
          <Dialog.Title className="text-lg font-semibold">{title}</Dialog.Title>
          <Dialog.Description className={`mt-2 text-sm ${muted}`}>{description}</Dialog.Description>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The dialog's form: sent without leaving the page, with what went wrong announced above its fields. */
export function InterruptForm({
  onSubmit,
  error,
  children,
}: {
  onSubmit: () => Promise<void>;
  error: string | null;
  children: ReactNode;
}) {
  return (
    <ScriptForm className="mt-4 space-y-4" onSubmit={onSubmit}>
      <AlertText message={error} />
      {children}
    </ScriptForm>
  );
}
