import type { ReactNode } from 'react';
import { AdminPage } from './AdminPage';
import { Loaded, LoadError } from './LoadStates';
import { usePreloadedRichTextEditor } from './LocalizedFields';

/** `:id` of an edit route: a positive integer, null on a create route, NaN when malformed. */
export function idParam(params: Record<string, string | undefined>): number | null {
  if (params.id === undefined) return null;
  const id = Number(params.id);
  return Number.isInteger(id) && id > 0 ? id : Number.NaN;
}

/** Options for an edit page's `get` query: off on create pages, never stale, no other item's data. */
export const itemQueryOptions = (id: number | null) => ({
  enabled: id !== null && !Number.isNaN(id),
  placeholderData: undefined,
  staleTime: 0,
  retry: false,
});

interface EditorShellProps<T> {
  id: number | null;
  query: { data?: T | undefined; error: { message: string } | null; refetch: () => unknown };
  title: string;
  back: { href: string; label: ReactNode };
  notFound: string;
  /** The form; `item` is null when creating. */
  children: (item: T | null) => ReactNode;
}

/** Create and edit pages: heading, back link, and the form once the item has loaded. */
export function EditorShell<T extends { version: number }>({
  id,
  query,
  title,
  back,
  notFound,
  children,
}: EditorShellProps<T>) {
  usePreloadedRichTextEditor();
  return (
    <AdminPage title={title} back={back}>
      {id === null ? (
        children(null)
      ) : Number.isNaN(id) ? (
        <LoadError message={notFound} />
      ) : (
        <Loaded query={query}>{(item) => <div key={item.version}>{children(item)}</div>}</Loaded>
      )}
    </AdminPage>
  );
}
