import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { FormDialog } from './FormDialog';
import { SecretBox } from './SecretBox';
import { button, muted } from './ui';

/**
 * A dialog showing a secret this once (a webhook's signing secret): the server keeps only what it needs,
 * so closing the dialog loses it.
 */
export function SecretOnceDialog({
  secret,
  title,
  note,
  onClose,
}: {
  /** null: closed. */
  secret: string | null;
  title: string;
  note: string;
  onClose: () => void;
}) {
  return (
    <FormDialog open={secret !== null} onOpenChange={(open) => !open && onClose()} title={title}>
      {secret !== null && (
        <SecretOnce
          warning={<Trans>Copy it now: you will not see it again.</Trans>}
          secret={secret}
          testId="secret-once"
          note={note}
          onClose={onClose}
        />
      )}
    </FormDialog>
  );
}

/** The secret with its warning and what it is for, and the button that closes the dialog. */
export function SecretOnce({
  warning,
  secret,
  testId,
  note,
  onClose,
}: {
  warning: ReactNode;
  secret: string;
  testId: string;
  note: ReactNode;
  onClose: () => void;
}) {
  const { t } = useLingui();
  return (
    <div className="space-y-4">
      <p className="font-medium">{warning}</p>
      <SecretBox secret={secret} label={t`Secret`} testId={testId} />
      <p className={`text-sm ${muted}`}>{note}</p>
      <div className="flex justify-end">
        <button type="button" className={button} onClick={onClose}>
          <Trans>Done</Trans>
        </button>
      </div>
    </div>
  );
}
