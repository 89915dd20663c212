import { Trans, useLingui } from '@lingui/react/macro';
import { Copy } from 'lucide-react';
import { useState } from 'react';
import { FormDialog } from './FormDialog';
import { button, buttonSecondary, muted } from './ui';

/**
 * A secret shown this once (an API key, a webhook's signing secret): the server keeps only what it
 * needs to check it, so closing the dialog loses it. Copy puts it on the clipboard.
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
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    if (!secret) return;
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  const close = () => {
    setCopied(false);
    onClose();
  };
  return (
    <FormDialog open={secret !== null} onOpenChange={(open) => !open && close()} title={title}>
      <div className="space-y-4">
        <p className={muted}>{note}</p>
        <p className="font-semibold">
          <Trans>Copy it now: you will not see it again.</Trans>
        </p>
        <output
          aria-label={t`Secret`}
          className="block rounded-md border border-dark/25 bg-white px-3 py-2 font-mono text-sm break-all dark:border-sand/30 dark:bg-dark"
          data-testid="secret-once"
        >
          {secret}
        </output>
        <div className="flex flex-wrap items-center gap-3">
          <button type="button" className={buttonSecondary} onClick={() => void copy()}>
            <Copy size={16} aria-hidden />
            <Trans>Copy</Trans>
          </button>
          <span role="status" className={`text-sm ${muted}`}>
            {copied ? <Trans>Copied.</Trans> : null}
          </span>
          <button type="button" className={`${button} ms-auto`} onClick={close}>
            <Trans>Done</Trans>
          </button>
        </div>
      </div>
    </FormDialog>
  );
}
