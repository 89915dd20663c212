import type { AdminListRow } from '@app/contract';
import { Trans } from '@lingui/react/macro';
import { StatusBadge } from './StatusBadge';
import { StatusPill } from './StatusPill';
import { formatStudioTime } from './studioTime';
import { muted } from './ui';

/** A list row's status, and when the scheduler will change it (times on the studio's clock). */
export function ListStatus({
  row,
  wording,
}: {
  row: Pick<AdminListRow, 'status' | 'publishAt' | 'unpublishAt'>;
  wording?: 'status' | 'active';
}) {
  const publishAt = row.status === 'draft' && row.publishAt ? formatStudioTime(row.publishAt) : null;
  const unpublishAt = row.unpublishAt ? formatStudioTime(row.unpublishAt) : null;
  return (
    <div className="space-y-1">
      {publishAt ? (
        <StatusPill tone="bg-primary/15 text-primary dark:bg-gold/20 dark:text-gold">
          <Trans>Scheduled</Trans>
        </StatusPill>
      ) : (
        <StatusBadge status={row.status} wording={wording} />
      )}
      {publishAt && (
        <p className={`text-xs ${muted}`}>
          <Trans>Publishes {publishAt}</Trans>
        </p>
      )}
      {unpublishAt && (
        <p className={`text-xs ${muted}`}>
          <Trans>Unpublishes {unpublishAt}</Trans>
        </p>
      )}
    </div>
  );
}
