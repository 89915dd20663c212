import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';

describe('report CSV', () => {
  it('quotes what needs quoting and defuses formulas', () => {
    expect(csvCell('Yoga, slow')).toBe('"Yoga, slow"');
    expect(csvCell('Say "hi"')).toBe('"Say ""hi"""');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('-5')).toBe("'-5");
    expect(csvCell(-5)).toBe('-5');
  });

  it('writes a header row, then the rows, with a BOM', () => {
    expect(toCsv(['Figure', 'This period'], [['Seats booked', 12]])).toBe(
      '\uFEFFFigure,This period\r\nSeats booked,12\r\n',
    );
  });
});
