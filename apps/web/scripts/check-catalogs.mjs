#!/usr/bin/env node
// CI: the catalogs must be up to date with the source and every message translated in every locale.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { sortApiCatalogs } from './sort-api-catalogs.mjs';

const SOURCE_LOCALE = 'en';
const LOCALES_DIR = new URL('../src/locales/', import.meta.url);
/** The API's catalogue of what the server answers (one file per locale, extracted by the same config). */
const API_LOCALES_DIR = new URL('../../../packages/api/locales/', import.meta.url);
/** The emails' catalogue (packages/email/src/messages/descriptors.ts), likewise. */
const EMAIL_LOCALES_DIR = new URL('../../../packages/email/locales/', import.meta.url);

// Extracting writes a catalog for every locale in lingui.config.ts (LOCALES in the contract), a new
// language's included: every locale folder but the source's is then checked.
execFileSync('npx', ['lingui', 'extract', '--clean'], { stdio: ['ignore', 'ignore', 'inherit'] });
sortApiCatalogs();
const locales = readdirSync(LOCALES_DIR).filter((l) => l !== SOURCE_LOCALE);
const catalogs = locales.flatMap((locale) => [
  ...readdirSync(new URL(`${locale}/`, LOCALES_DIR))
    .filter((file) => file.endsWith('.po'))
    .map((file) => [locale, file.slice(0, -'.po'.length), new URL(`${locale}/${file}`, LOCALES_DIR)]),
  [locale, 'api', new URL(`${locale}.po`, API_LOCALES_DIR)],
  [locale, 'email', new URL(`${locale}.po`, EMAIL_LOCALES_DIR)],
]);

let missing = 0;
for (const [locale, catalog, file] of catalogs) {
  const po = readFileSync(file, 'utf8');
  const entries = po.split(/\n\n+/).filter((block) => /^msgid "./m.test(block));
  for (const block of entries) {
    const msgstr = block.match(/^msgstr ((?:".*"\n?)+)/m)?.[1] ?? '""';
    const text = [...msgstr.matchAll(/"(.*)"/g)].map((m) => m[1]).join('');
    if (text === '') {
      missing++;
      console.error(`${locale}/${catalog}: missing translation for ${block.match(/^msgid (.*)$/m)?.[1]}`);
    }
  }
}
if (missing > 0) {
  console.error(
    `\n${missing} missing translation(s). Translate them in apps/web/src/locales/*/*.po, packages/api/locales/*.po and packages/email/locales/*.po.`,
  );
  process.exit(1);
}
console.log(`Catalogs complete for ${locales.join(', ')}.`);
