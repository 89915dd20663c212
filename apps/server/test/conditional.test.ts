import { describe, expect, it } from 'vitest';
import { evaluatePreconditions, parseEntityTags } from '../src/plugins/conditional';
import { mergeVary } from '../src/plugins/vary';

describe('entity-tag lists (RFC 9110 section 8.8.3)', () => {
  it('reads `*`, single tags, weak tags and lists with odd spacing', () => {
    expect(parseEntityTags('*')).toBe('*');
    expect(parseEntityTags('  * ')).toBe('*');
    expect(parseEntityTags('"abc"')).toEqual([{ weak: false, opaque: '"abc"' }]);
    expect(parseEntityTags('W/"abc"')).toEqual([{ weak: true, opaque: '"abc"' }]);
    expect(parseEntityTags('"a" ,W/"b",\t"c",,')).toEqual([
      { weak: false, opaque: '"a"' },
      { weak: true, opaque: '"b"' },
      { weak: false, opaque: '"c"' },
    ]);
  });

  it('keeps a comma inside a tag, and skips elements that are not tags', () => {
    expect(parseEntityTags('"a,b", "c"')).toEqual([
      { weak: false, opaque: '"a,b"' },
      { weak: false, opaque: '"c"' },
    ]);
    expect(parseEntityTags('abc, w/"lower", "unterminated')).toEqual([]);
    expect(parseEntityTags('abc, "ok"')).toEqual([{ weak: false, opaque: '"ok"' }]);
    expect(parseEntityTags('"a""b", "c"')).toEqual([{ weak: false, opaque: '"c"' }]);
    expect(parseEntityTags('"*", *x')).toEqual([{ weak: false, opaque: '"*"' }]);
  });
});

describe('evaluating preconditions (RFC 9110 section 13.2.2)', () => {
  const weak = 'W/"v1"';
  const strong = '"v1"';
  const read = (headers: Record<string, string>, etag: string | null = weak) =>
    evaluatePreconditions(headers, etag, true);
  const write = (headers: Record<string, string>, etag: string | null = null) =>
    evaluatePreconditions(headers, etag, false);

  it('proceeds without conditions', () => {
    expect(read({})).toBe('proceed');
    expect(write({})).toBe('proceed');
  });

  it('If-None-Match compares weakly: `*`, the tag either way, or any tag of a list means not modified', () => {
    expect(read({ 'if-none-match': '*' })).toBe('not-modified');
    expect(read({ 'if-none-match': 'W/"v1"' })).toBe('not-modified');
    expect(read({ 'if-none-match': '"v1"' })).toBe('not-modified');
    expect(read({ 'if-none-match': '"v0", W/"v1", "v2"' })).toBe('not-modified');
    expect(read({ 'if-none-match': '"v1"' }, strong)).toBe('not-modified');
    expect(read({ 'if-none-match': '"v0", "v2"' })).toBe('proceed');
    expect(read({ 'if-none-match': 'v1' })).toBe('proceed');
  });

  it('If-Match compares strongly: a weak tag never matches, `*` needs a representation', () => {
    expect(read({ 'if-match': '"v1"' }, strong)).toBe('proceed');
    expect(read({ 'if-match': '"v0", "v1"' }, strong)).toBe('proceed');
    expect(read({ 'if-match': 'W/"v1"' }, strong)).toBe('failed');
    expect(read({ 'if-match': '"v1"' }, weak)).toBe('failed');
    expect(read({ 'if-match': '"v2"' }, strong)).toBe('failed');
    expect(read({ 'if-match': '*' })).toBe('proceed');
    expect(write({ 'if-match': '*' })).toBe('failed');
    expect(write({ 'if-match': '"anything"' })).toBe('failed');
  });

  it('a matching If-None-Match fails a write; `*` lets a write run where nothing is there yet', () => {
    expect(write({ 'if-none-match': '*' })).toBe('proceed');
    expect(write({ 'if-none-match': '"v1"' })).toBe('proceed');
    expect(write({ 'if-none-match': '*' }, weak)).toBe('failed');
    expect(write({ 'if-none-match': '"v1"' }, weak)).toBe('failed');
  });

  it('evaluates If-Match before If-None-Match', () => {
    expect(read({ 'if-match': '"v2"', 'if-none-match': '*' }, strong)).toBe('failed');
    expect(read({ 'if-match': '"v1"', 'if-none-match': '*' }, strong)).toBe('not-modified');
  });
});

describe('Vary', () => {
  it('appends fields that are not there yet, whatever their case, and keeps `*`', () => {
    expect(mergeVary(undefined, 'Accept-Language')).toBe('Accept-Language');
    expect(mergeVary('Origin', 'Accept-Language, Authorization')).toBe('Origin, Accept-Language, Authorization');
    expect(mergeVary('Origin, accept-language', 'Accept-Language, Authorization')).toBe(
      'Origin, accept-language, Authorization',
    );
    expect(mergeVary('*', 'Origin')).toBe('*');
    expect(mergeVary('Origin', '')).toBe('Origin');
  });
});
