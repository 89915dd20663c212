/**
 * `Intl` formatters, made once per language and options: building one costs more than using it, and
 * every email formats a dozen values.
 */
const made = new Map<string, unknown>();

function once<T>(kind: string, tag: string, options: object, make: () => T): T {
  const key = `${kind} ${tag} ${JSON.stringify(options)}`;
  let formatter = made.get(key) as T | undefined;
  if (formatter === undefined) {
    formatter = make();
    made.set(key, formatter);
  }
  return formatter;
}

export const dateTimeFormat = (tag: string, options: Intl.DateTimeFormatOptions) =>
  once('date', tag, options, () => new Intl.DateTimeFormat(tag, options));

export const numberFormat = (tag: string, options: Intl.NumberFormatOptions) =>
  once('number', tag, options, () => new Intl.NumberFormat(tag, options));

export const listFormat = (tag: string, options: Intl.ListFormatOptions) =>
  once('list', tag, options, () => new Intl.ListFormat(tag, options));
