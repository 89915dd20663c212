import type { NewsletterIssue } from '@app/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../../features/admin/format';
import { Section } from '../../../features/admin/Section';
import { muted } from '../../../features/admin/ui';
import { DeliveryCounts } from './DeliveryCounts';
import { IssueStatusBadge } from './IssueStatusBadge';
import { userText } from '../../../lib/user-text';

/** One line of the progress list: what it is, muted, and its value. */
function Fact({ term, children }: { term: ReactNode; children: ReactNode }) {
  return (
    <>
      <dt className={muted}>{term}</dt>
      <dd>{children}</dd>
    </>
  );
}

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
        <Fact term={<Trans>Queued</Trans>}>
          <Trans>
            {queued} of {recipients}
          </Trans>
        </Fact>
        <Fact term={<Trans>Started</Trans>}>
          <Trans>
            {startedAt} by {startedBy}
          </Trans>
        </Fact>
        {issue.sentAt && <Fact term={<Trans>All queued</Trans>}>{formatDateTime(issue.sentAt)}</Fact>}
      </dl>
    </Section>
  );
}
