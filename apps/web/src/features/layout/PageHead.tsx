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
 * Whether the page shows the address the document was loaded at, in the language it first rendered in:
 * its head is the server's (page-meta.ts), so it is not asked for again. False from the first move on
 * (even back). The address is the document's own (its navigation entry), not the first render's, which
 * may already be another page's. The server's render needs none either: page-meta.ts writes the head.
 */
let servedAddress: string | null | undefined;
function headIsServed(path: string, lang: string | null, locale: string): boolean {
  if (typeof window === 'undefined') return true;
  if (servedAddress === undefined) {
    const loaded = new URL((performance.getEntriesByType('navigation')[0]?.name ?? location.href) as string);
    servedAddress = `${loaded.pathname}?${loaded.searchParams.get('lang') ?? ''}#${locale}`;
  }
  if (servedAddress !== null && `${path}?${lang ?? ''}#${locale}` !== servedAddress) servedAddress = null;
  return servedAddress !== null;
}

/**
 * Keeps the title, description, canonical URL, sharing tags and JSON-LD current as the visitor moves
 * between pages: the same head the server serves for that URL (`?lang=xx` makes that language version
 * canonical; an unknown page gets the not-found title and `noindex`). A staff preview of a draft shows
 * the site defaults: the draft has no public metadata. A booking's manage page has none either, and its
 * token is never sent to the (cached) metadata procedure; it keeps `noindex`.
 *
 * The address the page was loaded at already has its head, written by the server (page-meta.ts): it is
 * not asked for again until the visitor moves on or changes language, so neither the server's render nor
 * the page's data block carries it (issue 33).
 */
export function PageHead() {
  const trpc = useTRPC();
  const [path] = useLocation();
  const lang = new URLSearchParams(useSearch()).get('lang');
  const preview = usePreview();
  const personal = isPrivatePath(path);
  const { i18n } = useLingui();
  const served = headIsServed(path, lang, i18n.locale) && !preview && !personal;
  const own = !preview && !personal && !served;
  const meta = useQuery(
    trpc.page.meta.queryOptions(own ? { path, ...(isLocale(lang) ? { lang } : {}) } : skipToken, {
      staleTime: 5 * 60_000,
      retry: false,
    }),
  );
  const waiting = own && meta.isPending;
  const data = own ? (meta.data ?? null) : null;
  useEffect(() => {
    if (waiting || served) return;
    applyPageHead(data, { title: i18n._(DEFAULT_TITLE), description: i18n._(DEFAULT_DESCRIPTION) }, i18n.locale, {
      private: personal,
    });
  }, [waiting, served, data, i18n, personal]);
  return null;
}
