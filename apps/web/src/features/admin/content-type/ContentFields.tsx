import type { AnyField, ContentType, Image } from '@app/contract';
import { useLingui } from '@lingui/react/macro';
import { useWatch } from 'react-hook-form';
import { DateTimeField } from '../DateTimeField';
import { CheckboxList } from '../CheckboxList';
import { NumberField, SelectField, StatusField, TextField, textOrNull } from '../fields';
import { LinksRepeater } from '../LinksRepeater';
import { LanguageTagsField } from '../TagsField';
import { ImageField } from '../ImageField';
import { LocalizedRichText, LocalizedTextArea, LocalizedTextField } from '../LocalizedFields';
import { ScheduleFields } from '../ScheduleFields';
import { Section } from '../Section';
import { useOptionLabels } from './optionLabels';
import { FORM_PLUGINS } from './plugins';
import type { ContentTypeName } from './procedures';
import { RelationField } from './RelationField';
import { StatusSwitch } from './StatusSwitch';

/** A `choice` or `choices` field's values, each named by the field's label set (as it is without one). */
function optionsOf(field: AnyField, optionLabels: ReturnType<typeof useOptionLabels>) {
  const labelOf = optionLabels[field.optionLabels ?? ''] ?? String;
  return (field.options ?? []).map((value) => ({ value, label: labelOf(value) }));
}

/** One field of a described type, as its kind shows it. */
function FieldOfKind({
  name,
  field,
  type,
  image,
}: {
  name: string;
  field: AnyField;
  type: ContentType;
  image: Image | null;
}) {
  const { i18n } = useLingui();
  const optionLabels = useOptionLabels();
  const slug = useWatch({ name: 'slug' }) as string | undefined;
  const label = i18n._(field.label);
  const address = `${type.paths.site ?? ''}${slug || '…'}`;
  const hint = field.hint && i18n._(field.hint.id, { address }, { message: field.hint.message });
  switch (field.kind) {
    case 'slug':
      return <TextField name={name} label={label} required hint={hint} />;
    case 'translatableText':
      return field.lines ? (
        <LocalizedTextArea name={name} label={label} hint={hint} rows={field.lines} />
      ) : (
        <LocalizedTextField name={name} label={label} hint={hint} {...(field.orNull && { required: false })} />
      );
    case 'richText':
      return <LocalizedRichText name={name} label={label} hint={hint} />;
    case 'image':
      return <ImageField name={name} label={label} image={image} />;
    case 'dateTime':
      return <DateTimeField name={name} label={label} required hint={hint} />;
    case 'url':
      return <TextField name={name} label={label} hint={hint} type="url" placeholder={field.placeholder} />;
    case 'text':
      return field.required ? (
        <TextField
          name={name}
          label={label}
          hint={hint}
          required
          placeholder={field.placeholder}
          autoComplete={field.autoComplete ?? 'off'}
        />
      ) : (
        <TextField name={name} label={label} hint={hint} placeholder={field.placeholder} options={textOrNull} />
      );
    case 'choice':
      return <SelectField name={name} label={label} hint={hint} required options={optionsOf(field, optionLabels)} />;
    case 'choices':
      return (
        <CheckboxList name={name} label={label} hint={hint} scroll={false} options={optionsOf(field, optionLabels)} />
      );
    case 'count':
    case 'sortOrder': {
      // A capacity starts at 1 and may be empty (no limit); a place in a list starts at 0 and is 0 when empty.
      const isCount = field.kind === 'count';
      return (
        <NumberField name={name} label={label} hint={hint} min={isCount ? 1 : 0} empty={isCount ? 'null' : 'zero'} />
      );
    }
    case 'relation':
      return <RelationField name={name} label={label} hint={hint} to={field.to as ContentTypeName} />;
    case 'plugin': {
      const Plugin = FORM_PLUGINS[field.plugin ?? '']?.Fields;
      return Plugin ? <Plugin /> : null;
    }
    case 'languageTags':
      return <LanguageTagsField name={name} label={label} hint={hint} />;
    case 'links':
      return <LinksRepeater name={name} label={label} max={field.max} />;
  }
}

type Entry = string | readonly string[];

/**
 * A described type's form fields, section by section (its description's `sections`); in a dialog, one after the
 * other without the sections' titles. A field no section names ends the first section (a new field shows in the form
 * without a second edit), except the one that divides the type into lists (`list.scope`): its list sets it.
 */
export function ContentFields({
  type,
  image,
  inDialog,
}: {
  type: ContentType;
  image: Image | null;
  inDialog: boolean;
}) {
  const { t, i18n } = useLingui();
  const sections: ReadonlyArray<{ fields: readonly Entry[] }> = type.sections;
  const placed = new Set<string>(sections.flatMap((section) => section.fields.flat()));
  const unplaced = Object.entries(type.fields as Record<string, AnyField>)
    .filter(
      ([name, field]) =>
        !placed.has(name) &&
        field.inForm !== false &&
        name !== type.list.scope &&
        !(type.list.ordered && name === 'sortOrder'),
    )
    .map(([name]) => name);
  const fieldOf = (name: string) => {
    if (name === 'status' && type.status?.control === 'switch')
      return <StatusSwitch key={name} label={i18n._(type.status.label)} hint={i18n._(type.status.hint)} />;
    if (name === 'status')
      return (
        <StatusField
          key={name}
          label={t`Status`}
          labels={
            type.status?.control === 'choice'
              ? { draft: i18n._(type.status.labels.draft), published: i18n._(type.status.labels.published) }
              : { draft: t`Draft (hidden from the site)`, published: t`Published` }
          }
        />
      );
    if (name === 'schedule') return <ScheduleFields key={name} />;
    return <FieldOfKind key={name} name={name} field={type.fields[name] as AnyField} type={type} image={image} />;
  };
  if (inDialog) return <>{[...sections.flatMap((section) => section.fields.flat()), ...unplaced].map(fieldOf)}</>;
  return (
    <>
      {type.sections.map((section, index) => {
        const entries: readonly Entry[] = index === 0 ? [...section.fields, ...unplaced] : section.fields;
        return (
          <Section
            key={section.title.id}
            title={i18n._(section.title)}
            description={section.description && i18n._(section.description)}
          >
            {entries.map((entry) =>
              typeof entry === 'string' ? (
                fieldOf(entry)
              ) : (
                <div key={entry.join()} className="grid gap-4 min-[600px]:grid-cols-2">
                  {entry.map(fieldOf)}
                </div>
              ),
            )}
          </Section>
        );
      })}
    </>
  );
}
