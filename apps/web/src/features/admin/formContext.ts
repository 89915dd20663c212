import { createContext, useContext, useEffect } from 'react';

export interface AdminFormMeta {
  /** Prefix for element ids, unique per form on the page. */
  idPrefix: string;
  /** Field path -> visible label, for the error summary. */
  labels: Map<string, string>;
}

export const AdminFormContext = createContext<AdminFormMeta>({ idPrefix: 'f', labels: new Map() });

/** The element id of a field path: `title.en` -> `f1-title-en`. */
export function useFieldId(name: string): string {
  const { idPrefix } = useContext(AdminFormContext);
  return fieldIdOf(idPrefix, name);
}

export function fieldIdOf(prefix: string, name: string): string {
  return `${prefix}-${name.replace(/[^A-Za-z0-9_-]+/g, '-')}`;
}

/** Tells the error summary what to call a field. */
export function useFieldLabel(name: string, label: string): void {
  const { labels } = useContext(AdminFormContext);
  useEffect(() => {
    labels.set(name, label);
  }, [labels, name, label]);
}
