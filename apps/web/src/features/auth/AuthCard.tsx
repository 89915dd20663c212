import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../lib/document-title';

export const authLink =
  'rounded-sm text-sm font-medium text-primary underline underline-offset-4 focus-visible:ring-2 focus-visible:ring-primary dark:text-gold';

/** The centred card of the pages around signing in (forgot password, choose a password). */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <div className="flex min-h-screen items-center justify-center px-4 py-12">
      <div className="w-full max-w-sm rounded-2xl bg-white p-8 shadow-sm ring-1 ring-dark/5 dark:bg-white/5 dark:ring-sand/10">
        <p className="text-center text-xl font-bold text-primary-strong dark:text-gold">Ruang Teduh</p>
        <h1 className="mt-2 text-center text-2xl font-semibold">{title}</h1>
        {children}
      </div>
    </div>
  );
}

/**
 * A card that only says something (done, loading, or why a link does not work) and where to go next.
 * `alert`: a failure, announced at once.
 */
export function AuthNotice({
  title,
  alert = false,
  busy = false,
  children,
  next,
}: {
  title: string;
  alert?: boolean;
  busy?: boolean;
  children: ReactNode;
  next?: ReactNode;
}) {
  return (
    <AuthCard title={title}>
      <p role={alert ? 'alert' : 'status'} className="mt-4 text-sm" aria-busy={busy || undefined}>
        {children}
      </p>
      {next}
    </AuthCard>
  );
}
