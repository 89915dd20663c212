import type { NewsletterIssue } from '@app/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatDateTime } from '../../../features/admin/format';
import { Section } from '../../../features/admin/Section';
import { muted } from '../../../features/admin/ui';
import { DeliveryCounts } from './DeliveryCounts';
import { IssueStatusBadge } from './IssueStatusBadge';
import { userText } from '../../../lib/user-text';

/** How far an issue that went out has gone: sent of recipients, failures, who sent it and when. */
export function SendingProgress({ issue }: { issue: NewsletterIssue }) {
  const { t } = useLingui();
  const { sent, queued, recipients } = issue.counts;
  const startedAt = issue.sendStartedAt ? formatDateTime(issue.sendStartedAt) : '';
  const startedBy = userText(issue.startedBy ?? t`a former staff member`);
  return (
    <Section
      title={<Trans>Progress</Trans>}
      description={
        issue.status === 'sending' ? (
          <Trans>Emails are queued in batches and sent one after another; this page follows them.</Trans>
        ) : (
          <Trans>Every subscriber’s email has been queued. The text can no longer be changed.</Trans>
        )
      }
    >
      <div className="flex flex-wrap items-center gap-3">
        <IssueStatusBadge status={issue.status} />
        <DeliveryCounts status={issue.status} counts={issue.counts} />
      </div>
      <progress
        className="h-2 w-full overflow-hidden rounded-full accent-primary"
        max={Math.max(recipients, 1)}
        value={sent}
        aria-label={t`Emails sent`}
      />
      <dl className="grid gap-x-6 gap-y-2 text-sm min-[600px]:grid-cols-[auto_1fr]">
        <dt className={muted}>
          <Trans>Queued</Trans>
        </dt>
        <dd>
          <Trans>
            {queued} of {recipients}
          </Trans>
        </dd>
        <dt className={muted}>
          <Trans>Started</Trans>
        </dt>
        <dd>
          <Trans>
            {startedAt} by {startedBy}
          </Trans>
        </dd>
        {issue.sentAt && (
          <>
            <dt className={muted}>
              <Trans>All queued</Trans>
            </dt>
            <dd>{formatDateTime(issue.sentAt)}</dd>
          </>
        )}
      </dl>
    </Section>
  );
}
