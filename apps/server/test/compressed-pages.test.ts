import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressedPage } from '../src/plugins/compression';

describe('compressed pages', () => {
  const page = Buffer.from(`<!doctype html><style>${'.a{color:red}'.repeat(500)}</style>`);

  it('are compressed once per version of the page (its entity tag) and encoding, then reused', () => {
    const first = compressedPage(page, 'br', 'W/"one"');
    expect(brotliDecompressSync(first).equals(page)).toBe(true);
    expect(compressedPage(page, 'br', 'W/"one"')).toBe(first);
    const gzip = compressedPage(page, 'gzip', 'W/"one"');
    expect(gzip).not.toBe(first);
    expect(gunzipSync(gzip).equals(page)).toBe(true);
  });

  it('follow the page: another entity tag is another page', () => {
    const changed = Buffer.from(`${page.toString()}<p>changed</p>`);
    const before = compressedPage(page, 'br', 'W/"v1"');
    const after = compressedPage(changed, 'br', 'W/"v2"');
    expect(after).not.toBe(before);
    expect(brotliDecompressSync(after).equals(changed)).toBe(true);
  });
});
