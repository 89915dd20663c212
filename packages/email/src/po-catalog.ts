import { readFileSync } from 'node:fs';
import { type I18n, setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import PO from 'pofile';

/**
 * A Lingui PO catalogue read for the server: each message compiled once, by its id (the English text for the
 * API's messages, a stable id for the emails'). An empty translation falls back to `fallback`'s message of that
 * id (the source language's catalogue) so a reader never gets an id; CI's catalogue check fails on one anyway.
 */
export function readPoCatalog(file: URL, locale: string, fallback?: (id: string) => string | undefined): I18n {
  const po = PO.parse(readFileSync(file, 'utf8'));
  const messages = Object.fromEntries(
    po.items.map((item) => [item.msgid, compileMessage(item.msgstr[0] || fallback?.(item.msgid) || item.msgid)]),
  );
  return setupI18n({ locale, messages: { [locale]: messages } });
}
