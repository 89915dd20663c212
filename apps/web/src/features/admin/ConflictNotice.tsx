import { Trans } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { buttonSecondary, textLink } from './ui';

/**
 * Someone else saved this item first (409). Nothing was overwritten and the form keeps what was typed;
 * the latest version can be opened beside it, or loaded in place of the typed changes.
 */
export function ConflictNotice({ message, onReload }: { message: string; onReload: () => void }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    box.current?.focus();
    box.current?.scrollIntoView({ block: 'center' });
  }, []);
  return (
    <div
      ref={box}
      tabIndex={-1}
      role="alert"
      className="rounded-lg focus-visible:outline-none border border-warn/60 bg-warn/10 p-4 text-sm"
    >
      <p className="font-semibold">
        <Trans>Not saved: this item changed meanwhile</Trans>
      </p>
      <p className="mt-1">{message}</p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <a href={window.location.pathname} target="_blank" rel="noopener" className={textLink}>
          <Trans>Open the latest version in a new tab</Trans>
        </a>
        <button type="button" className={buttonSecondary} onClick={onReload}>
          <Trans>Discard my changes and load the latest version</Trans>
        </button>
      </div>
    </div>
  );
}
