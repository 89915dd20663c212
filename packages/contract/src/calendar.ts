/**
 * Whether a class has dates a calendar file can hold: a weekday and start time (regular classes) or
 * a first date (workshops and events). Private sessions are booked one by one and have none.
 */
export function hasCalendarDates(info: {
  day: string | null;
  startTime: string | null;
  startDate: string | null;
}): boolean {
  return Boolean((info.day && info.startTime) || info.startDate);
}

/** The class's calendar file, in the visitor's language. */
export const classCalendarPath = (slug: string, locale: string) =>
  `/class/${encodeURIComponent(slug)}.ics?lang=${encodeURIComponent(locale)}`;
