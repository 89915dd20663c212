import type { NewsletterIssueRow } from '@app/contract';
import { Trans } from '@lingui/react/macro';
import { muted } from '../../../features/admin/ui';

/** "3 of 5 sent", and how many failed (the outbox keeps retrying those); nothing for a draft. */
export function DeliveryCounts({ status, counts }: Pick<NewsletterIssueRow, 'status' | 'counts'>) {
  if (status === 'draft') return <span className={muted}>—</span>;
  const { sent, recipients, failed } = counts;
  return (
    <span className="whitespace-nowrap">
      <Trans>
        {sent} of {recipients} sent
      </Trans>
      {failed > 0 && (
        <span className="block text-xs text-danger dark:text-red-400">
          <Trans>{failed} failed, retrying</Trans>
        </span>
      )}
    </span>
  );
}
