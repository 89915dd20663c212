#!/usr/bin/env node
// After `lingui extract`: the API's catalogues (packages/api/locales) in the order of their English text.
// Their ids are that text and they have no separate message, which Lingui's order ('message') sorts by, so
// it leaves them in extraction order, and that changes from run to run. pofile writes what Lingui writes.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import PO from 'pofile';

const API_LOCALES_DIR = new URL('../../../packages/api/locales/', import.meta.url);
const collator = new Intl.Collator('en-US');

export function sortApiCatalogs() {
  for (const file of readdirSync(API_LOCALES_DIR).filter((name) => name.endsWith('.po'))) {
    const url = new URL(file, API_LOCALES_DIR);
    const text = readFileSync(url, 'utf8');
    const po = PO.parse(text);
    po.items.sort((a, b) => collator.compare(a.msgid, b.msgid));
    const sorted = `${po.toString()}\n`;
    if (sorted !== text) writeFileSync(url, sorted);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) sortApiCatalogs();
