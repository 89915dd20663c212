import type { AuditEntry } from '@app/contract';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { editPathOf } from '../editPaths';
import { formatDateTime, formatRelative } from '../format';
import { useAuditWords } from './auditWords';
import { focusRing, muted } from '../ui';

function hrefOf(entry: AuditEntry): string | null {
  if (entry.action === 'delete' || entry.action === 'purge' || !entry.entityId) return null;
  if (entry.action === 'trash') return '/admin/trash';
  // A FAQ item's list depends on its scope, which the entry does not keep.
  if (entry.entity === 'FAQ item') return null;
  if (entry.entity === 'session') return `/admin/sessions/${entry.entityId}`;
  if (entry.entity === 'private session request') return '/admin/private-requests';
  return editPathOf(entry.entity, entry.entityId);
}

/** One change, as a sentence: who did what to which item (a link to it while it exists), and when. */
export function AuditEntryLine({ entry }: { entry: AuditEntry }) {
  const { t } = useLingui();
  const words = useAuditWords();
  const href = hrefOf(entry);
  return (
    <li className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-4 py-2.5 text-sm">
      <p className="min-w-0">
        <span className="font-medium">{words.who(entry)}</span> {words.sentence(entry)}
        {entry.summary ? (
          <>
            {' '}
            {href ? (
              <Link href={href} className={`rounded font-medium underline underline-offset-2 ${focusRing}`}>
                “{entry.summary}”
              </Link>
            ) : (
              <span className="font-medium">“{entry.summary}”</span>
            )}
          </>
        ) : (
          // One item whose name the entry did not keep (older entries of items deleted since); a list or a
          // setting (reorder, booking settings) has none to keep.
          entry.entityId !== null && <span className={muted}> {t`(no name recorded)`}</span>
        )}
      </p>
      <time dateTime={entry.createdAt} title={formatDateTime(entry.createdAt)} className={`shrink-0 ${muted}`}>
        {formatRelative(entry.createdAt)}
      </time>
    </li>
  );
}
