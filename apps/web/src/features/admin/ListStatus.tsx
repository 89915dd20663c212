import type { AdminListRow } from '@app/contract';
import { Trans } from '@lingui/react/macro';
import { StatusBadge } from './StatusBadge';
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
        <span className="inline-flex items-center rounded-full bg-primary/15 px-2.5 py-0.5 text-xs font-medium whitespace-nowrap text-primary dark:bg-gold/20 dark:text-gold">
          <Trans>Scheduled</Trans>
        </span>
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
