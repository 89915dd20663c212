import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readIndexHtml } from '../src/plugins/spa';

/** A web build as `vite build` writes it: index.html linking its stylesheet and scripts under /assets. */
function webBuild(css: Record<string, string>, links: string[]): string {
  const dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
  mkdirSync(join(dist, 'assets'));
  for (const [name, text] of Object.entries(css)) writeFileSync(join(dist, 'assets', name), text);
  writeFileSync(
    join(dist, 'index.html'),
    `<!doctype html>
<html lang="en">
  <head>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/vendor-abc.js">
${links.map((href) => `    <link rel="stylesheet" crossorigin href="${href}">`).join('\n')}
  </head>
  <body><div id="root"></div></body>
</html>`,
  );
  return dist;
}

describe('index.html as served (read once at start-up)', () => {
  it('links the stylesheet, a hashed file the browser keeps between pages, instead of inlining it', () => {
    const html = readIndexHtml(webBuild({ 'index-abc.css': '.a{color:red}' }, ['/assets/index-abc.css']));
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-abc.css">');
    expect(html).not.toContain('<style>');
  });

  it('asks for the scripts at low priority: the server-rendered page shows without them', () => {
    const html = readIndexHtml(webBuild({}, []));
    expect(html).toContain('\n    <script type="module" fetchpriority="low" crossorigin src="/assets/index-abc.js">');
    expect(html).toContain(
      '\n    <link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/vendor-abc.js">',
    );
  });
});
