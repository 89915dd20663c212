import { STUDIO_TIME_ZONE } from '@app/contract/constants';
import { currentLocale } from '../../app/i18n';
import { dateTimeFormat, listFormat } from '../../lib/intl-cache';
import { plainSpaces } from '../../lib/plain-spaces';

/** Parses `YYYY-MM-DD` or an ISO date-time; plain dates are read as UTC calendar days. */
function toDate(iso: string): Date {
  return new Date(/^\d{4}-\d{2}-\d{2}$/.test(iso) ? `${iso}T00:00:00Z` : iso);
}

/**
 * A date in the visitor's language, e.g. "24 Nov 2026": a calendar day as it is, an instant (a review, an article)
 * on the studio's calendar, which the server and every visitor's browser share.
 */
export function formatDate(iso: string, style: 'medium' | 'long' | 'full' = 'medium'): string {
  const plainDate = /^\d{4}-\d{2}-\d{2}$/.test(iso);
  return dateTimeFormat(currentLocale(), {
    dateStyle: style,
    timeZone: plainDate ? 'UTC' : STUDIO_TIME_ZONE,
  }).format(toDate(iso));
}

/** A range of calendar days, e.g. "5–6 Dec 2026"; a single day when both ends are the same. */
export function formatDateRange(
  start: string,
  end: string | null,
  style: 'medium' | 'long' | 'full' = 'medium',
): string {
  const format = dateTimeFormat(currentLocale(), { dateStyle: style, timeZone: 'UTC' });
  if (!end || end === start) return plainSpaces(format.format(toDate(start)));
  return plainSpaces(format.formatRange(toDate(start), toDate(end)));
}

/** A list joined the way the language does it: "A, B and C". */
export function formatList(items: readonly string[]): string {
  return listFormat(currentLocale(), { style: 'long', type: 'conjunction' }).format(items);
}

/** Whether a link leaves the site (opened in a new tab). */
export function isExternalUrl(url: string): boolean {
  // Every absolute link counts as leaving the site, in the browser as on the server: comparing with the
  // window's origin would render other markup than the server's page and break its hydration.
  return /^https?:\/\//i.test(url);
}
