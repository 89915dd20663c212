import type { NewsletterIssueStatus } from '@app/contract';
import { Trans } from '@lingui/react/macro';
import { pillTones, StatusPill } from '../../../features/admin/StatusPill';

const tones: Record<NewsletterIssueStatus, string> = {
  draft: pillTones.warn,
  sending: pillTones.primary,
  sent: pillTones.success,
};

/** Draft (amber), sending (the site's colour), sent (green). */
export function IssueStatusBadge({ status }: { status: NewsletterIssueStatus }) {
  return (
    <StatusPill tone={tones[status]}>
      {status === 'draft' ? <Trans>Draft</Trans> : status === 'sending' ? <Trans>Sending</Trans> : <Trans>Sent</Trans>}
    </StatusPill>
  );
}
