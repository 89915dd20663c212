import type { NewsletterIssueStatus } from '@app/contract';
import { Trans } from '@lingui/react/macro';

const tones: Record<NewsletterIssueStatus, string> = {
  draft: 'bg-warn/15 text-[#8a5a14] dark:bg-warn/25 dark:text-amber-300',
  sending: 'bg-primary/15 text-primary-strong dark:bg-gold/20 dark:text-gold',
  sent: 'bg-success/15 text-success dark:bg-success/25 dark:text-green-300',
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
