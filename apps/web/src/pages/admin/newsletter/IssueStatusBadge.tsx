import type { NewsletterIssueStatus } from '@app/contract';
import { Trans } from '@lingui/react/macro';
import { pillTones } from '../../../features/admin/StatusPill';

const tones: Record<NewsletterIssueStatus, string> = {
  draft: pillTones.warn,
  sending: pillTones.primary,
  sent: pillTones.success,
};

/** Draft (amber), sending (the site's colour), sent (green). */
export function IssueStatusBadge({ status }: { status: NewsletterIssueStatus }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap ${tones[status]}`}
    >
      {status === 'draft' ? <Trans>Draft</Trans> : status === 'sending' ? <Trans>Sending</Trans> : <Trans>Sent</Trans>}
    </span>
  );
}
