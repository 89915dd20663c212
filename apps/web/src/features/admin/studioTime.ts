import { STUDIO_TIME_ZONE, wallClockIn } from '@app/contract/constants';
import { currentLocale } from '../../app/i18n';

/** The studio's wall clock at an instant, as `YYYY-MM-DDTHH:MM:SS` parts in milliseconds since the epoch (as if UTC). */
function wallClockMs(instant: number): number {
  const wall = wallClockIn(STUDIO_TIME_ZONE, instant);
  return Date.UTC(+wall.year, +wall.month - 1, +wall.day, +wall.hour, +wall.minute, +wall.second);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant (ISO) as the `datetime-local` value of the studio's wall clock; '' for none. */
export function toStudioInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const instant = Date.parse(iso);
  if (Number.isNaN(instant)) return '';
  const wall = new Date(wallClockMs(instant));
  return `${wall.getUTCFullYear()}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}T${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}`;
}

/**
 * A `datetime-local` value read on the studio's wall clock, as an ISO instant; null for an empty or
 * unreadable one. The zone's offset comes from the browser's time-zone data (twice, for a change of
 * offset between the guess and the answer).
 */
export function fromStudioInput(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  let instant = wall - (wallClockMs(wall) - wall);
  instant = wall - (wallClockMs(instant) - instant);
  return new Date(instant).toISOString();
}

/** "24 Nov 2026, 14:05 (Asia/Jakarta)": a time on the studio's clock, in the interface language, the zone named. */
export function formatStudioTime(iso: string): string {
  const time = new Intl.DateTimeFormat(currentLocale(), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: STUDIO_TIME_ZONE,
  }).format(new Date(iso));
  return `${time} (${STUDIO_TIME_ZONE})`;
}
