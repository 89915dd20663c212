import type { AnyField, ContentType, LocalizedText } from '@app/contract';
import type { repo } from '@app/db';
import type { z } from 'zod';
import type { ResourceSpec } from './resource';
import { compactLocalized, sanitizeLocalizedHtml } from './sanitize';

type Row = Record<string, any>;

/** A field's value as its column stores it: text per language as JSON (rich text sanitised), a moment as a Date. */
function toColumn(field: AnyField, value: unknown): unknown {
  if (field.kind === 'translatableText') {
    const text = value as Record<string, string> | null;
    return field.orNull && !text?.en ? null : JSON.stringify(compactLocalized(text ?? {}));
  }
  if (field.kind === 'richText') return JSON.stringify(sanitizeLocalizedHtml(value as LocalizedText));
  if (field.kind === 'dateTime') return new Date(value as string);
  if (field.kind === 'choices') return [...new Set(value as string[])];
  if (field.kind === 'links' || field.kind === 'plugin') return JSON.stringify(value);
  return value;
}

/** A column's value as the form reads it back. */
function fromColumn(field: AnyField, value: unknown): unknown {
  if (field.kind === 'dateTime') return new Date(value as string).toISOString();
  return value;
}

/** The list's detail column's part for a field: a moment as its date (UTC), empty when there is none. */
function detailOf(field: AnyField, row: Row): string {
  const value = row[field.column];
  if (value === null || value === undefined) return '';
  if (field.kind === 'dateTime') return new Date(value).toISOString().slice(0, 10);
  if (Array.isArray(value)) return value.join(', ');
  return String(value);
}

/**
 * How the back office stores, lists and audits a content type, from its description in the contract (issue 34):
 * columns and their conversions from the fields' kinds, the title from its title field, the detail column from
 * `list.detail`. What is not a field (a class's sessions) is added by spreading this into the type's own spec.
 */
export function resourceSpecOf<Type extends ContentType>(
  type: Type,
): ResourceSpec<z.output<Type['input']>, z.input<Type['input']>> {
  const all = Object.entries(type.fields) as Array<[string, AnyField]>;
  // Parts stored outside the type's table (a class's facilitators and hand-dated sessions) are its own spec's.
  const fields = all.filter(([, field]) => !field.elsewhere);
  const title = type.fields[type.titleField] as AnyField;
  const filter = type.list.filter && (type.fields[type.list.filter.field] as AnyField);
  const scope = type.list.scope && (type.fields[type.list.scope] as AnyField);
  return {
    entity: type.entity,
    table: type.table as repo.ContentTable,
    title: { column: title.column, translatable: title.kind === 'translatableText' || title.kind === 'richText' },
    hasSlug: fields.some(([, field]) => field.kind === 'slug'),
    hasSortOrder: fields.some(([, field]) => field.kind === 'sortOrder'),
    hasPublishedAt: fields.some(([, field]) => field.column === 'published_at'),
    imageColumn: fields.find(([, field]) => field.kind === 'image')?.[1].column ?? null,
    detail: (row) =>
      type.list.detail
        .map((key) => detailOf(type.fields[key] as AnyField, row))
        .filter(Boolean)
        .join(' · ') || '—',
    // The list's filter by a `choice` field's value, or one of a `choices` field's (`group` in the list's query unless
    // the type names its parameter).
    ...(filter && {
      filter: (query) => {
        const value = query[type.list.filter?.param ?? 'group'];
        if (!value) return null;
        return filter.kind === 'choice'
          ? { column: filter.column, equals: value }
          : { column: filter.column, contains: value };
      },
    }),
    // A type divided into lists of their own (`list.scope`): the list query's `scope` is one of them.
    ...(scope && { filter: (query) => (query.scope ? { column: scope.column, equals: query.scope } : null) }),
    richText: fields.filter(([, field]) => field.kind === 'richText').map(([key]) => key),
    toColumns: (input) => ({
      ...Object.fromEntries(fields.map(([key, field]) => [field.column, toColumn(field, (input as Row)[key])])),
      status: (input as Row).status,
    }),
    toData: (row) =>
      ({
        ...Object.fromEntries(fields.map(([key, field]) => [key, fromColumn(field, row[field.column])])),
        status: row.status,
      }) as never,
  };
}
