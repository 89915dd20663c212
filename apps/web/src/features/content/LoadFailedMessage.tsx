import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { StatusMessage } from './StatusMessage';
import { buttonSecondary } from './ui';

/** A public page whose data did not come (network, server): it says so and offers to try again. */
export function LoadFailedMessage({
  links,
  onRetry,
}: {
  /** Where the visitor may go instead; the first is the main one. */
  links: Array<{ href: string; label: ReactNode }>;
  onRetry: () => void;
}) {
  return (
    <StatusMessage
      title={<Trans>This page couldn't be loaded</Trans>}
      links={links}
      actions={
        <button type="button" className={buttonSecondary} onClick={onRetry}>
          <Trans>Try again</Trans>
        </button>
      }
    >
      <p>
        <Trans>Please check your connection and try again in a moment.</Trans>
      </p>
    </StatusMessage>
  );
}
