import type { AnyField, ContentType } from '@app/contract';
import { toLocalizedForm } from '../locales';
import { FORM_PLUGINS } from './plugins';

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
    case 'plugin':
      return FORM_PLUGINS[field.plugin ?? '']?.formValue(value) ?? value;
    case 'count':
      return value ?? null;
    case 'choice':
      return value ?? field.initial ?? field.options?.[0] ?? '';
    case 'choices':
    case 'relation':
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
      Object.entries(type.fields as Record<string, AnyField>)
        .filter(([, field]) => field.inForm !== false)
        .map(([key, field]) => [key, formValueOf(field, data?.[key])]),
    ),
    status: data?.status ?? type.status?.newItem ?? 'draft',
    publishAt: data?.publishAt ?? null,
    unpublishAt: data?.unpublishAt ?? null,
  };
}
