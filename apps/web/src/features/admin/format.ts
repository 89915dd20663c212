import { currentLocale } from '../../app/i18n';

/** "24 Nov 2026, 14:05" in the interface language. */
export function formatDateTime(iso: string): string {
  return new Intl.DateTimeFormat(currentLocale(), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

/** "5 minutes ago", "yesterday"… */
export function formatRelative(iso: string, now = Date.now()): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  const format = new Intl.RelativeTimeFormat(currentLocale(), { numeric: 'auto' });
  // `now` may be kept to the minute (useNow): a time less than a minute ahead of it is now, not "in 20 seconds".
  if (seconds > 0 && seconds < 60) return format.format(0, 'second');
  const abs = Math.abs(seconds);
  if (abs < 60) return format.format(seconds, 'second');
  if (abs < 3600) return format.format(Math.round(seconds / 60), 'minute');
  if (abs < 86_400) return format.format(Math.round(seconds / 3600), 'hour');
  if (abs < 30 * 86_400) return format.format(Math.round(seconds / 86_400), 'day');
  return formatDateTime(iso);
}
