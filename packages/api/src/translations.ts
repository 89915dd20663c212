import { DEFAULT_LOCALE, type Locale } from '@app/contract';
import { readPoCatalog } from '@app/email';
import type { I18n } from '@lingui/core';
import { z } from 'zod';

/**
 * What the API says to people (validation messages, service errors) in every language: Lingui PO
 * catalogues in `packages/api/locales/`, which the web app's `npm run extract` writes from the messages
 * marked `/*i18n*\/` in the contract and in this package. A message's id is its English text (an ICU
 * message when it has values), so English answers are the source itself. Each language's catalogue is
 * read the first time it is needed.
 */
const catalogs = new Map<Locale, I18n>();

function catalog(locale: Locale): I18n {
  let i18n = catalogs.get(locale);
  if (!i18n) {
    i18n = readPoCatalog(new URL(`../locales/${locale}.po`, import.meta.url), locale);
    catalogs.set(locale, i18n);
  }
  return i18n;
}

/** Whether `message` is one of the catalogues' (any other text, e.g. one already translated, is left alone). */
export const isCatalogued = (message: string): boolean => Object.hasOwn(catalog(DEFAULT_LOCALE).messages, message);

/** A catalogued message in `locale`, with its `values` filled in; any other text as it is. */
export function translate(locale: Locale, message: string, values?: Record<string, unknown>): string {
  return isCatalogued(message) ? catalog(locale)._(message, values) : message;
}

/** zod's own messages ("Invalid ISO date", "Too small: expected…") in each language, from zod's locales. */
const ZOD_LOCALES: Record<Locale, () => { localeError: z.core.$ZodErrorMap }> = {
  en: z.locales.en,
  es: z.locales.es,
  fr: z.locales.fr,
  'pt-BR': z.locales.pt,
  'zh-CN': z.locales.zhCN,
  id: z.locales.id,
};
const zodErrorMaps = new Map<Locale, z.core.$ZodErrorMap>();

function zodErrorMap(locale: Locale): z.core.$ZodErrorMap {
  let map = zodErrorMaps.get(locale);
  if (!map) {
    map = ZOD_LOCALES[locale]().localeError;
    zodErrorMaps.set(locale, map);
  }
  return map;
}

/** A message of an error map: a string, or an object with one. */
function messageOf(result: ReturnType<z.core.$ZodErrorMap>): string | undefined {
  return typeof result === 'string' ? result : (result?.message ?? undefined);
}

/** A validation issue as zod reports it, with the input it was about (which its message may describe). */
export type ValidationIssue = Parameters<z.core.$ZodErrorMap>[0];

/**
 * An issue's message in `locale`: one of ours from the catalogues; zod's own (the issue's message is what
 * zod's English writes for it) from zod's locale, with a capital letter as our sentences have; else as it is.
 */
export function translateIssue(locale: Locale, issue: ValidationIssue & { message: string }): string {
  if (isCatalogued(issue.message)) return translate(locale, issue.message);
  if (locale === DEFAULT_LOCALE || messageOf(zodErrorMap(DEFAULT_LOCALE)(issue)) !== issue.message)
    return issue.message;
  const message = messageOf(zodErrorMap(locale)(issue)) ?? issue.message;
  return message.charAt(0).toLocaleUpperCase(locale) + message.slice(1);
}
