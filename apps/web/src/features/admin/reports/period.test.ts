import { describe, expect, it } from 'vitest';
import { change, presetRange, readParams, studioToday, toQuery, writeParams } from './period';

describe('report periods', () => {
  it('computes weeks (Monday to Sunday) and months around a day', () => {
    // Thursday 26 November 2026.
    expect(presetRange('this-week', '2026-11-26')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(presetRange('last-week', '2026-11-26')).toEqual({ from: '2026-11-16', to: '2026-11-22' });
    expect(presetRange('this-week', '2026-11-29')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(presetRange('this-week', '2026-11-23')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(presetRange('this-month', '2026-11-26')).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(presetRange('last-month', '2026-11-26')).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(presetRange('last-month', '2026-01-15')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    expect(presetRange('this-month', '2028-02-10')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
  });

  it("reads today on the studio's clock (Jakarta), not the browser's", () => {
    // 23:30 UTC on 28 November is already 29 November in Jakarta (UTC+7).
    expect(studioToday(Date.parse('2026-11-28T23:30:00Z'))).toBe('2026-11-29');
    expect(studioToday(Date.parse('2026-11-28T16:59:00Z'))).toBe('2026-11-28');
  });

  it('turns the address into a query, ignoring what it cannot read', () => {
    const today = '2026-11-26';
    expect(toQuery(readParams(''), today)).toEqual({
      period: 'this-week',
      invalidDays: false,
      query: { from: '2026-11-23', to: '2026-11-29' },
    });
    expect(
      toQuery(
        readParams('period=custom&from=2026-01-01&to=2026-01-31&class=4&type=REGULAR&weekday=2&hour=19&language=id'),
        today,
      ),
    ).toEqual({
      period: 'custom',
      invalidDays: false,
      query: {
        from: '2026-01-01',
        to: '2026-01-31',
        classId: 4,
        classType: 'REGULAR',
        weekday: 2,
        hour: 19,
        language: 'id',
      },
    });
    // Reversed, impossible, missing or too far apart days: still custom, said so, this week's report meanwhile.
    for (const days of [
      'from=2026-02-01&to=2026-01-01',
      'from=2026-02-30&to=2026-03-01',
      'to=2026-03-01',
      'from=2023-01-01&to=2026-01-01',
    ]) {
      expect(toQuery(readParams(`period=custom&${days}`), today), days).toEqual({
        period: 'custom',
        invalidDays: true,
        query: { from: '2026-11-23', to: '2026-11-29' },
      });
    }
    // Unknown values: this week, no filter.
    expect(toQuery(readParams('period=soon&weekday=8&hour=24&type=X&language=de&class=-1'), today)).toEqual({
      period: 'this-week',
      invalidDays: false,
      query: { from: '2026-11-23', to: '2026-11-29' },
    });
  });

  it('writes only what differs from the default, and days only for a custom period', () => {
    const params = readParams('period=last-month&from=2026-01-01&to=2026-01-31&class=4');
    expect(writeParams(params)).toBe('period=last-month&class=4');
    expect(writeParams({ ...params, period: 'custom' })).toBe('period=custom&from=2026-01-01&to=2026-01-31&class=4');
    expect(writeParams(readParams('period=this-week'))).toBe('');
  });

  it('compares with the previous period', () => {
    expect(change(112, 100)).toBeCloseTo(0.12);
    expect(change(0, 0)).toBe(0);
    expect(change(5, 0)).toBeNull();
  });
});
