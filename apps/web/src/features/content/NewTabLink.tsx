import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';

/** A link to another site, opened in a new tab without handing it this page; screen readers are told so. */
export function NewTabLink({ href, className, children }: { href: string; className: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <span className="sr-only">
        {' '}
        <Trans>(opens in a new tab)</Trans>
      </span>
    </a>
  );
}
