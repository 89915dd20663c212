import { describe, expect, it } from 'vitest';
import { formatStudioTime, fromStudioInput, toStudioInput } from './studioTime';

describe('schedule times on the studio clock (Asia/Jakarta, UTC+7)', () => {
  it('reads a wall-clock time in the studio zone, whatever the browser zone', () => {
    expect(fromStudioInput('2026-12-01T09:00')).toBe('2026-12-01T02:00:00.000Z');
    expect(fromStudioInput('2027-01-01T03:30')).toBe('2026-12-31T20:30:00.000Z');
    expect(fromStudioInput('')).toBeNull();
    expect(fromStudioInput('tomorrow')).toBeNull();
  });

  it('shows an instant as the studio wall clock, and names the zone', () => {
    expect(toStudioInput('2026-12-01T02:00:00.000Z')).toBe('2026-12-01T09:00');
    expect(toStudioInput(null)).toBe('');
    expect(formatStudioTime('2026-12-01T02:00:00.000Z')).toMatch(/9:00.*\(Asia\/Jakarta\)$/);
  });
});
