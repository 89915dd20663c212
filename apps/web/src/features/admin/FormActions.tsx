import { Trans } from '@lingui/react/macro';
import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { useFormState } from 'react-hook-form';
import { Link } from 'wouter';
import { button, buttonGhostDanger, focusRing, muted, textLink } from './ui';

interface FormActionsProps {
  cancelHref?: string;
  onDelete?: () => void;
  /** Public address of the saved item when it is published. */
  siteHref?: string | null;
  /** The link opens a staff-only preview of a draft. */
  sitePreview?: boolean;
  saveLabel?: ReactNode;
  /** In a dialog: Cancel closes it. */
  onCancel?: () => void;
  /** Not stuck to the bottom of the window (dialogs, a form among other sections). */
  inline?: boolean;
  /** A preview of the unsaved values (PreviewButton). */
  preview?: ReactNode;
  /** The item's History button, once it has been saved. */
  history?: ReactNode;
}

/** Save, cancel, delete and "view on site", kept in reach at the bottom of a long form. */
export function FormActions({
  cancelHref,
  onDelete,
  siteHref,
  sitePreview,
  saveLabel,
  onCancel,
  inline,
  preview,
  history,
}: FormActionsProps) {
  const { isSubmitting, isDirty } = useFormState();
  return (
    <div
      className={
        onCancel || inline
          ? 'flex flex-wrap items-center gap-3 border-t border-dark/10 pt-4 dark:border-sand/10'
          : 'sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center gap-3 border-t border-dark/10 bg-sand/95 px-4 py-3 backdrop-blur min-[600px]:-mx-8 min-[600px]:px-8 dark:border-sand/10 dark:bg-dark/95'
      }
    >
      <button type="submit" className={button} disabled={isSubmitting} aria-busy={isSubmitting}>
        {isSubmitting ? <Trans>Saving…</Trans> : (saveLabel ?? <Trans>Save</Trans>)}
      </button>
      {onCancel && (
        <button type="button" onClick={onCancel} className={`rounded px-2 py-1 ${focusRing} hover:underline`}>
          <Trans>Cancel</Trans>
        </button>
      )}
      {cancelHref && (
        <Link href={cancelHref} className={`rounded px-2 py-1 ${focusRing} hover:underline`}>
          <Trans>Cancel</Trans>
        </Link>
      )}
      {isDirty && (
        <span className={`text-sm ${muted}`}>
          <Trans>Unsaved changes</Trans>
        </span>
      )}
      <span className="flex-1" />
      {preview}
      {siteHref && (
        <a
          href={siteHref}
          target="_blank"
          rel="noopener"
          className={`inline-flex items-center gap-1 text-sm ${textLink}`}
        >
          {sitePreview ? <Trans>Preview draft</Trans> : <Trans>View on site</Trans>}
          <ExternalLink size={14} aria-hidden />
          <span className="sr-only">
            <Trans>(opens in a new tab)</Trans>
          </span>
        </a>
      )}
      {history}
      {onDelete && (
        <button type="button" className={buttonGhostDanger} onClick={onDelete}>
          <Trans>Delete</Trans>
        </button>
      )}
    </div>
  );
}
