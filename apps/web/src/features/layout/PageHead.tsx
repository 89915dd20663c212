import { isLocale, isPrivatePath } from '@app/contract/constants';
import { useLingui } from '@lingui/react/macro';
import { skipToken, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { DEFAULT_DESCRIPTION, DEFAULT_TITLE } from '../../app/i18n';
import { useTRPC } from '../../app/trpc';
import { applyPageHead } from '../../lib/page-head';
import { usePreview } from '../content/usePreview';

/**
 * Keeps the title, description, canonical URL, sharing tags and JSON-LD current as the visitor moves
 * between pages: the same head the server serves for that URL (`?lang=xx` makes that language version
 * canonical; an unknown page gets the not-found title and `noindex`). A staff preview of a draft shows
 * the site defaults: the draft has no public metadata. A booking's manage page has none either, and its
 * token is never sent to the (cached) metadata procedure; it keeps `noindex`.
 */
export function PageHead() {
  const trpc = useTRPC();
  const [path] = useLocation();
  const lang = new URLSearchParams(useSearch()).get('lang');
  const preview = usePreview();
  const personal = isPrivatePath(path);
  const own = !preview && !personal;
  const { i18n } = useLingui();
  const meta = useQuery(
    trpc.page.meta.queryOptions(own ? { path, ...(isLocale(lang) ? { lang } : {}) } : skipToken, {
      staleTime: 5 * 60_000,
      retry: false,
    }),
  );
  const waiting = own && meta.isPending;
  const data = own ? (meta.data ?? null) : null;
  useEffect(() => {
    if (waiting) return;
    applyPageHead(data, { title: i18n._(DEFAULT_TITLE), description: i18n._(DEFAULT_DESCRIPTION) }, i18n.locale, {
      private: personal,
    });
  }, [waiting, data, i18n, personal]);
  return null;
}
