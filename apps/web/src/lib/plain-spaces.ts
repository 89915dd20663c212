/**
 * Intl output with the thin and narrow no-break spaces ICU puts in ranges and before AM/PM replaced by
 * plain spaces. Node's ICU writes them and Chromium's (patched for compatibility) does not, so text the
 * server renders would differ from what the browser renders when it hydrates ("7:00 – 8:15 AM").
 */
export function plainSpaces(text: string): string {
  return text.replace(/[\u2009\u202f]/g, ' ');
}
