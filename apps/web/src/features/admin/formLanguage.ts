import { createContext, useContext, useEffect } from 'react';
import type { Locale } from './locales';

export interface FormLanguage {
  /** The language every translatable field of the form shows at once; null: each field keeps its own tab. */
  locale: Locale | null;
  /** A translatable field announces itself, so the form knows it has some and which (its path). */
  register(name: string): () => void;
}

export const FormLanguageContext = createContext<FormLanguage>({ locale: null, register: () => () => {} });

/** The form-wide language, for a translatable field at `name`. */
export function useFormLanguage(name: string): Locale | null {
  const context = useContext(FormLanguageContext);
  useEffect(() => context.register(name), [context, name]);
  return context.locale;
}

/** Text of stored HTML for showing as a reference: tags dropped, never interpreted as markup. */
export function plainTextOf(html: string): string {
  if (!/[<&]/.test(html)) return html;
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
