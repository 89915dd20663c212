import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { DEFAULT_DESCRIPTION, DEFAULT_TITLE } from '../../app/i18n';
import { trpc } from '../../app/trpc';
import { applyPageHead } from '../../lib/page-head';

/** Keeps the title, description, sharing tags and JSON-LD current as the visitor moves between pages. */
export function PageHead() {
  const [path] = useLocation();
  const { i18n } = useLingui();
  const meta = trpc.page.meta.useQuery({ path }, { staleTime: 5 * 60_000, retry: false });
  useEffect(() => {
    if (meta.isPending) return;
    applyPageHead(
      meta.data ?? null,
      { title: i18n._(DEFAULT_TITLE), description: i18n._(DEFAULT_DESCRIPTION) },
      i18n.locale,
    );
  }, [meta.isPending, meta.data, i18n]);
  return null;
}
