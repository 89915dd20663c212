import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  return (
    <FormDialog open={secret !== null} onOpenChange={(open) => !open && onClose()} title={title}>
      {secret !== null && (
        <div className="space-y-4">
          <p className="font-medium">
            <Trans>Copy it now: you will not see it again.</Trans>
          </p>
          <SecretBox secret={secret} label={t`Secret`} testId="secret-once" />
          <p className={`text-sm ${muted}`}>{note}</p>
          <div className="flex justify-end">
            <button type="button" className={button} onClick={onClose}>
              <Trans>Done</Trans>
            </button>
          </div>
        </div>
      )}
    </FormDialog>
  );
}
