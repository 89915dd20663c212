import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useDocumentTitle } from '../../lib/document-title';
import { Toasts } from './Toasts';
import { focusRing, muted } from './ui';

type AdminPageProps = (
  | {
      /** The heading, and the document title unless `documentTitle` is given. */
      title: string;
      documentTitle?: string;
    }
  | {
      title: ReactNode;
      /** The document title (plain text). */
      documentTitle: string;
    }
) & {
  description?: ReactNode;
  /** Buttons or links beside the title (e.g. "New class"). */
  actions?: ReactNode;
  /** A "back to the list" link above the title. */
  back?: { href: string; label: ReactNode };
  /** Wide pages (tables) use the whole column; forms stay readable. */
  wide?: boolean;
  children: ReactNode;
};

/** Every admin screen: heading, optional actions, the content, and the notification host. */
export function AdminPage({
  title,
  documentTitle,
  description,
  actions,
  back,
  wide = false,
  children,
}: AdminPageProps) {
  useDocumentTitle(documentTitle ?? (typeof title === 'string' ? title : ''));
  return (
    <div className={wide ? 'max-w-6xl' : 'max-w-4xl'}>
      {back && (
        <Link
          href={back.href}
          className={`mb-3 inline-flex items-center gap-1 rounded text-sm ${muted} hover:underline ${focusRing}`}
        >
          <ArrowLeft size={16} aria-hidden />
          {back.label}
        </Link>
      )}
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold break-words">{title}</h1>
          {description && <p className={`mt-1 ${muted}`}>{description}</p>}
        </div>
        {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
      </div>
      <div className="mt-6">{children}</div>
      <Toasts />
    </div>
  );
}
