import { describe, expect, it } from 'vitest';
import { formatRelative } from './format';

describe('formatRelative', () => {
  const now = Date.parse('2026-11-29T03:48:00Z');

  it('reads a time within the minute ahead of a clock kept to the minute as now', () => {
    expect(formatRelative('2026-11-29T03:48:20Z', now)).toBe('now');
  });

  it('says how long ago a past time was', () => {
    expect(formatRelative('2026-11-29T03:47:30Z', now)).toBe('30 seconds ago');
    expect(formatRelative('2026-11-29T01:48:00Z', now)).toBe('2 hours ago');
  });
});
