#!/usr/bin/env node
// `npm run build` of a library workspace (contract, db, api): emits its declaration files into
// dist/types (tsconfig.build.json, emitDeclarationOnly) and gives their relative imports explicit
// extensions (`./root` becomes `./root.js`, `./schemas` becomes `./schemas/index.js`), as
// `moduleResolution: nodenext` requires of an ES module package. The sources keep extensionless
// imports (bundler resolution); package.json's `types` condition points outside projects at
// dist/types, while the monorepo resolves the `@app/source` condition to the sources.
// Run in the workspace's directory; the declarations of the workspaces it imports must be built first
// (turbo's `^build`).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

const root = resolve('dist/types');
rmSync(root, { recursive: true, force: true });
const tsc = spawnSync('tsc', ['-p', 'tsconfig.build.json'], { stdio: 'inherit' });
if (tsc.status !== 0) process.exit(tsc.status ?? 1);
if (!existsSync(root)) {
  console.error(`build-declarations: tsc wrote nothing to ${root}`);
  process.exit(1);
}

function* declarationFiles(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* declarationFiles(path);
    else if (name.endsWith('.d.ts')) yield path;
  }
}

function withExtension(file, specifier) {
  const relative = specifier === '.' || specifier === '..' || specifier.startsWith('./') || specifier.startsWith('../');
  if (!relative) return specifier;
  if (/\.(?:js|mjs|cjs|json)$/.test(specifier)) return specifier;
  const target = resolve(dirname(file), specifier);
  if (specifier !== '.' && specifier !== '..' && existsSync(`${target}.d.ts`)) return `${specifier}.js`;
  if (existsSync(join(target, 'index.d.ts'))) return `${specifier}/index.js`;
  throw new Error(`build-declarations: ${file} imports ${specifier}, which has no declaration file`);
}

// `from '…'`, `import '…'` and `import('…')` (the type queries declaration emit writes).
const SPECIFIER = /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])([^'"\n]+)\2/g;

let changed = 0;
for (const file of declarationFiles(root)) {
  const source = readFileSync(file, 'utf8');
  const rewritten = source.replace(
    SPECIFIER,
    (_match, lead, quote, specifier) => `${lead}${quote}${withExtension(file, specifier)}${quote}`,
  );
  if (rewritten !== source) {
    writeFileSync(file, rewritten);
    changed++;
  }
}
console.log(`build-declarations: ${root} (${changed} files given explicit import extensions)`);
