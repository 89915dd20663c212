import type { AuditEntry } from '@app/contract';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { adminRoutes } from '../../../pages/admin/routes';
import { editPathOf } from '../editPaths';
import { formatDateTime, formatRelative } from '../format';
import { focusRing, muted } from '../ui';

function hrefOf(entry: AuditEntry): string | null {
  if (entry.action === 'delete' || entry.action === 'purge' || !entry.entityId) return null;
  if (entry.action === 'trash') return '/admin/trash';
  const form = editPathOf(entry.entity, entry.entityId);
  if (form && entry.entity !== 'FAQ item') return form;
  if (entry.entity === 'page')
    return adminRoutes.find((r) => r.layout === 'admin' && r.code === entry.entityId)?.path ?? null;
  if (entry.entity === 'schedule image') return '/admin/upload/image';
  if (entry.entity === 'session') return `/admin/sessions/${entry.entityId}`;
  if (entry.entity === 'private session request') return '/admin/private-requests';
  if (entry.entity === 'newsletter issue') return `/admin/newsletter/${entry.entityId}`;
  return null;
}

/** A kind of item as the audit log names it ('media article'), in the staff member's language. */
export function useEntityName() {
  const { t } = useLingui();
  return (entity: string): string =>
    ({
      class: t`class`,
      facilitator: t`facilitator`,
      'media article': t`media article`,
      story: t`story`,
      slide: t`slide`,
      'corporate client': t`corporate client`,
      'FAQ item': t`FAQ item`,
      page: t`page`,
      'schedule image': t`schedule image`,
      image: t`image`,
      session: t`session`,
      booking: t`booking`,
      'private session request': t`private session request`,
      'newsletter issue': t`newsletter issue`,
    })[entity] ?? entity;
}

function useSentence() {
  const { t } = useLingui();
  const entityName = useEntityName();
  return (entry: AuditEntry): string => {
    const what = entityName(entry.entity);
    switch (entry.action) {
      case 'create':
        return t`created the ${what}`;
      case 'update':
        return t`changed the ${what}`;
      case 'delete':
        return t`deleted a ${what}`;
      case 'restore':
        return t`restored an earlier version of the ${what}`;
      case 'trash':
        return t`moved a ${what} to the trash`;
      case 'untrash':
        return t`restored the ${what} from the trash`;
      case 'purge':
        return t`deleted a ${what} for good`;
      case 'upload':
        return t`uploaded an ${what}`;
      case 'reorder':
        return t`reordered the ${what} list`;
      case 'cancel':
        return t`cancelled a ${what}`;
      case 'promote':
        return t`confirmed a ${what} from the waiting list`;
      case 'check in':
        return t`checked in a ${what}`;
      case 'undo check-in':
        return t`undid the check-in of a ${what}`;
      case 'propose':
        return t`proposed a time for a ${what}`;
      case 'confirm':
        return t`confirmed a ${what}`;
      case 'decline':
        return t`declined a ${what}`;
      case 'send':
        return t`sent the ${what} to the subscribers`;
      default:
        return `${entry.action} ${what}`;
    }
  };
}

/** One change, as a sentence: who did what to which item (a link to it while it exists), and when. */
export function AuditEntryLine({ entry }: { entry: AuditEntry }) {
  const { t } = useLingui();
  const sentenceOf = useSentence();
  const href = hrefOf(entry);
  return (
    <li className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-4 py-2.5 text-sm">
      <p className="min-w-0">
        <span className="font-medium">{entry.userName ?? t`Someone`}</span> {sentenceOf(entry)}
        {entry.summary && (
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
        )}
      </p>
      <time dateTime={entry.createdAt} title={formatDateTime(entry.createdAt)} className={`shrink-0 ${muted}`}>
        {formatRelative(entry.createdAt)}
      </time>
    </li>
  );
}
