import type { ClassSummary } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { groupByWeekday } from './weekdays';

const make = (slug: string, day: ClassSummary['extendInfo']['day'], startTime: string | null = null): ClassSummary => ({
  id: slug.length,
  slug,
  classType: 'REGULAR',
  title: slug,
  summary: '',
  image: null,
  facilitators: [],
  nextSession: null,
  extendInfo: {
    day,
    startTime,
    endTime: null,
    timeZone: 'Asia/Jakarta',
    startDate: null,
    endDate: null,
    durationMinutes: null,
    format: 'in-person',
    location: null,
    price: null,
    currency: 'IDR',
  },
});

describe('groupByWeekday', () => {
  it('groups Tuesday to Sunday in week order, sorted by start time, skipping empty days', () => {
    const groups = groupByWeekday([
      make('sun', 'Sunday'),
      make('tue-late', 'Tuesday', '19:00'),
      make('fri', 'Friday'),
      make('tue-early', 'Tuesday', '07:00'),
    ]);
    expect(groups.map((g) => g.day)).toEqual(['Tuesday', 'Friday', 'Sunday']);
    expect(groups[0]!.classes.map((c) => c.slug)).toEqual(['tue-early', 'tue-late']);
  });

  it('never shows Monday or classes without a day', () => {
    const monday = make('mon', 'Tuesday');
    (monday.extendInfo as { day: string }).day = 'Monday';
    const groups = groupByWeekday([monday, make('none', null)]);
    expect(groups).toEqual([]);
  });
});
