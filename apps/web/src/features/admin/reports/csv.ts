/*
 * A report table as a CSV file, built in the browser. csv-stringify (the server's CSV library) needs Node's
 * Buffer, which its browser build bundles (80 kB before compression) for what is a few lines here.
 */

import { saveFile } from '../../../lib/save-file';

/** One cell: quoted when it holds a comma, quote or line break; a cell a spreadsheet would run as a formula gets a leading apostrophe (CSV injection). */
export function csvCell(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The header row and the rows, CRLF-separated, with a byte-order mark so spreadsheets read UTF-8. */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  return `\uFEFF${[header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

/** Saves the text as a CSV file the browser downloads. */
export function downloadCsv(filename: string, text: string): void {
  saveFile(new Blob([text], { type: 'text/csv;charset=utf-8' }), filename);
}
