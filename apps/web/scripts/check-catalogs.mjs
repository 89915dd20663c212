#!/usr/bin/env node
// CI: the catalogs must be up to date with the source and every message translated in every locale.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const LOCALES = ['es', 'fr', 'pt-BR', 'zh-CN'];
execFileSync('npx', ['lingui', 'extract', '--clean'], { stdio: ['ignore', 'ignore', 'inherit'] });

let missing = 0;
for (const [locale, catalog] of LOCALES.flatMap((l) => [
  [l, 'messages'],
  [l, 'admin'],
])) {
  const po = readFileSync(new URL(`../src/locales/${locale}/${catalog}.po`, import.meta.url), 'utf8');
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
  console.error(`\n${missing} missing translation(s). Translate them in apps/web/src/locales/*/messages.po.`);
  process.exit(1);
}
console.log(`Catalogs complete for ${LOCALES.join(', ')}.`);
