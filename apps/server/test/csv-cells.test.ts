import { describe, expect, it } from 'vitest';
import { csvCell, zonedTime } from '../src/rest/csv-cells';

describe('CSV cells', () => {
  it('keep anything that would start a formula as text', () => {
    for (const value of ['=cmd|"/c calc"!A1', '+SUM(1,2)', '-2+3', '@x', '\tx', '\rx', '+62 812 =1+1', '+cmd|x'])
      expect(csvCell(value), value).toBe(`'${value}`);
    expect(csvCell('safe')).toBe('safe');
    expect(csvCell('')).toBe('');
  });

  it('write a phone number so that a spreadsheet shows it as typed', () => {
    expect(csvCell('+62 812 3456 7890')).toBe('="+62 812 3456 7890"');
    expect(csvCell('+1 (415) 555-0100')).toBe('="+1 (415) 555-0100"');
    expect(csvCell('0812 3456 7890')).toBe('0812 3456 7890');
    // Nothing but digits and separators goes between the quotes.
    expect(csvCell('+62"&HYPERLINK("x")')).toBe(`'+62"&HYPERLINK("x")`);
  });

  it('put times on the studio’s clock with the offset', () => {
    expect(zonedTime('2026-11-24T12:00:00.000Z', 'Asia/Jakarta')).toBe('2026-11-24T19:00:00+07:00');
    expect(zonedTime('2026-11-24T20:30:15Z', 'Asia/Jakarta')).toBe('2026-11-25T03:30:15+07:00');
    expect(zonedTime('2026-07-01T12:00:00Z', 'UTC')).toBe('2026-07-01T12:00:00+00:00');
    expect(zonedTime(null, 'Asia/Jakarta')).toBe('');
  });
});
