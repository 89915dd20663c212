import { WEEKDAYS, type Weekday } from '@app/contract/constants';
import type { ClassSummary } from '@app/contract';

/** Regular classes grouped by weekday, Tuesday to Sunday in that order; days without classes and Monday are left out. */
export function groupByWeekday(classes: readonly ClassSummary[]): Array<{ day: Weekday; classes: ClassSummary[] }> {
  return WEEKDAYS.map((day) => ({
    day,
    classes: classes
      .filter((c) => c.extendInfo.day === day)
      .sort((a, b) => (a.extendInfo.startTime ?? '').localeCompare(b.extendInfo.startTime ?? '')),
  })).filter((group) => group.classes.length > 0);
}
