import type { AnyField, ContentType } from '@app/contract';
import { toLocalizedForm } from '../locales';

type Data = Record<string, unknown>;

/** A field's value as its form starts: text per language in every box, an empty line for nothing, now for a new date. */
function formValueOf(field: AnyField, value: unknown): unknown {
  switch (field.kind) {
    case 'translatableText':
    case 'richText':
      return toLocalizedForm(value as Record<string, string> | null | undefined);
    case 'image':
      return value ?? null;
    case 'dateTime':
      return (value as string | undefined) ?? new Date().toISOString();
    case 'choices':
    case 'languageTags':
    case 'links':
      return value ?? [];
    case 'sortOrder':
      return value ?? 0;
    default:
      return value ?? '';
  }
}

/** The form's values for a stored item (`data` as the back office loads it), or for a new one. */
export function formValues(type: ContentType, data: Data | undefined): Data {
  return {
    ...Object.fromEntries(
      Object.entries(type.fields).map(([key, field]) => [key, formValueOf(field as AnyField, data?.[key])]),
    ),
    status: data?.status ?? type.status?.newItem ?? 'draft',
    publishAt: data?.publishAt ?? null,
    unpublishAt: data?.unpublishAt ?? null,
  };
}
