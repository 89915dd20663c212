import { describe, expect, it } from 'vitest';
import { dialogForResponse, ErrorDialogStore } from './error-dialog';

describe('error dialog rules', () => {
  it('shows nothing below 500, the page itself for HTML, the generic dialog otherwise', () => {
    expect(dialogForResponse(404, 'application/json', '{}')).toBeNull();
    expect(dialogForResponse(422, 'text/html', '<p>x</p>')).toBeNull();
    expect(dialogForResponse(502, 'text/html; charset=utf-8', '<h1>Bad gateway</h1>')).toEqual({
      kind: 'html',
      html: '<h1>Bad gateway</h1>',
    });
    expect(dialogForResponse(500, 'application/json', '{"message":"x"}')).toEqual({ kind: 'generic' });
    expect(dialogForResponse(503, null, '')).toEqual({ kind: 'generic' });
  });

  it('keeps only one dialog open at a time', () => {
    const store = new ErrorDialogStore();
    const seen: unknown[] = [];
    store.subscribe((s) => seen.push(s));
    expect(store.open({ kind: 'generic' })).toBe(true);
    expect(store.open({ kind: 'html', html: '<p>second</p>' })).toBe(false);
    expect(store.snapshot).toEqual({ kind: 'generic' });
    store.close();
    expect(store.open({ kind: 'html', html: '<p>third</p>' })).toBe(true);
    expect(seen).toEqual([{ kind: 'generic' }, null, { kind: 'html', html: '<p>third</p>' }]);
  });
});
