import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import type { ComponentType, ReactNode } from 'react';
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

/**
 * An action's dialog around a form that takes the dialog's own props (`open` aside): `title` heads it, and
 * closing it (Escape, ×) calls the form's `onClose`.
 */
export function actionDialog<Props extends { onClose: () => void }>(
  title: MessageDescriptor,
  Form: ComponentType<Props>,
) {
  return function FormActionDialog(props: Props & { open: boolean }) {
    const { t } = useLingui();
    return (
      <ActionDialog open={props.open} onClose={props.onClose} title={t(title)}>
        {() => <Form {...props} />}
      </ActionDialog>
    );
  };
}
