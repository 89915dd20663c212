import { Trans } from '@lingui/react/macro';
import { Check, Copy } from 'lucide-react';
import { useRef, useState } from 'react';
import { buttonSecondary, input, muted } from './ui';

/**
 * A secret shown this once (an API key, a webhook's signing secret): a read-only box and a Copy button.
 * Without a clipboard (an insecure origin, a refused permission) the secret is selected for the keyboard.
 */
export function SecretBox({ secret, label, testId }: { secret: string; label: string; testId: string }) {
  const box = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied('yes');
    } catch {
      box.current?.select();
      setCopied('failed');
    }
  };
  return (
    <>
      <div className="flex flex-wrap items-end gap-2">
        <label className="min-w-0 flex-1 basis-64">
          <span className="text-sm font-medium">{label}</span>
          <input
            ref={box}
            readOnly
            className={`${input} font-mono text-sm`}
            value={secret}
            data-testid={testId}
            onFocus={(event) => event.currentTarget.select()}
          />
        </label>
        <button type="button" className={buttonSecondary} onClick={() => void copy()}>
          {copied === 'yes' ? <Check size={18} aria-hidden /> : <Copy size={18} aria-hidden />}
          {copied === 'yes' ? <Trans>Copied</Trans> : <Trans>Copy</Trans>}
        </button>
      </div>
      <p role="status" className={`text-sm ${muted}`}>
        {copied === 'yes' && <Trans>It is on your clipboard.</Trans>}
        {copied === 'failed' && <Trans>Copying did not work: it is selected, copy it with your keyboard.</Trans>}
      </p>
    </>
  );
}
