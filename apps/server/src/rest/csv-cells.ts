import { utcOffsetIn, wallClockIn } from '@app/contract/constants';

/*
 * What a staff member opening an export in a spreadsheet sees: times on the studio's clock, phone
 * numbers as they were typed, and nothing that runs as a formula (CSV injection).
 */

/** Only digits, spaces and ( ) . - after the plus: a number that cannot escape the quotes it is put in. */
const PHONE = /^\+[0-9][0-9 ().-]{3,30}$/;

/**
 * A cell a spreadsheet would run as a formula gets a leading apostrophe. A phone number ("+62 812 …",
 * which a spreadsheet would otherwise read as a sum) is written as the formula ="+62 812 …", which shows
 * exactly that text and can compute nothing else.
 */
export function csvCell(value: string): string {
  if (PHONE.test(value)) return `="${value}"`;
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** An instant as ISO 8601 on a zone's clock with its offset: "2026-11-24T19:00:00+07:00"; '' for none. */
export function zonedTime(iso: string | null, timeZone: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  const { year, month, day, hour, minute, second } = wallClockIn(timeZone, date);
  return `${year}-${month}-${day}T${hour}:${minute}:${second}${utcOffsetIn(timeZone, date)}`;
}
