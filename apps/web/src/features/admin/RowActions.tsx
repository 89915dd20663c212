import { useLingui } from '@lingui/react/macro';
import { ExternalLink, Pencil, Trash2 } from 'lucide-react';
import { Link } from 'wouter';
import { iconButton } from './ui';

/** View on the site (when published), edit and delete, for one row named `title`. */
export function RowActions({
  title,
  editHref,
  onEdit,
  siteHref,
  onDelete,
}: {
  title: string;
  /** Edit on its own page, or… */
  editHref?: string;
  /** …in place (a dialog). */
  onEdit?: () => void;
  siteHref?: string | null;
  onDelete?: () => void;
}) {
  const { t } = useLingui();
  return (
    <>
      {siteHref && (
        <a
          href={siteHref}
          target="_blank"
          rel="noopener"
          className={iconButton}
          aria-label={t`View “${title}” on the site (opens in a new tab)`}
          title={t`View on site`}
        >
          <ExternalLink size={16} aria-hidden />
        </a>
      )}
      {editHref && (
        <Link href={editHref} className={iconButton} aria-label={t`Edit “${title}”`} title={t`Edit`}>
          <Pencil size={16} aria-hidden />
        </Link>
      )}
      {onEdit && (
        <button type="button" className={iconButton} onClick={onEdit} aria-label={t`Edit “${title}”`} title={t`Edit`}>
          <Pencil size={16} aria-hidden />
        </button>
      )}
      {onDelete && (
        <button
          type="button"
          className={`${iconButton} text-danger hover:bg-danger/10 dark:text-red-400`}
          onClick={onDelete}
          aria-label={t`Delete “${title}”`}
          title={t`Delete`}
        >
          <Trash2 size={16} aria-hidden />
        </button>
      )}
    </>
  );
}
