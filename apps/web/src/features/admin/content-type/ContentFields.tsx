import type { AnyField, ContentType, Image } from '@app/contract';
import { useLingui } from '@lingui/react/macro';
import { useWatch } from 'react-hook-form';
import { DateTimeField } from '../DateTimeField';
import { StatusField, TextField, textOrNull } from '../fields';
import { ImageField } from '../ImageField';
import { LocalizedRichText, LocalizedTextArea, LocalizedTextField } from '../LocalizedFields';
import { ScheduleFields } from '../ScheduleFields';
import { Section } from '../Section';

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
  const slug = useWatch({ name: 'slug' }) as string | undefined;
  const label = i18n._(field.label);
  const address = `${type.paths.site}${slug || '…'}`;
  const hint = field.hint && i18n._(field.hint.id, { address }, { message: field.hint.message });
  switch (field.kind) {
    case 'slug':
      return <TextField name={name} label={label} required hint={hint} />;
    case 'translatableText':
      return field.lines ? (
        <LocalizedTextArea name={name} label={label} hint={hint} rows={field.lines} />
      ) : (
        <LocalizedTextField name={name} label={label} hint={hint} />
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
        <TextField name={name} label={label} hint={hint} required placeholder={field.placeholder} />
      ) : (
        <TextField name={name} label={label} hint={hint} placeholder={field.placeholder} options={textOrNull} />
      );
  }
}

/**
 * A described type's form fields, section by section (its description's `sections`). A field no section names ends
 * the first section: a new field shows in the form without a second edit.
 */
export function ContentFields({ type, image }: { type: ContentType; image: Image | null }) {
  const { t, i18n } = useLingui();
  const placed = new Set<string>(type.sections.flatMap((section) => section.fields));
  const unplaced = Object.keys(type.fields).filter((name) => !placed.has(name));
  return (
    <>
      {type.sections.map((section, index) => {
        const names = index === 0 ? [...section.fields, ...unplaced] : section.fields;
        const fields = names.map((name) => {
          if (name === 'status')
            return (
              <StatusField
                key={name}
                label={t`Status`}
                labels={{ draft: t`Draft (hidden from the site)`, published: t`Published` }}
              />
            );
          if (name === 'schedule') return null;
          return <FieldOfKind key={name} name={name} field={type.fields[name] as AnyField} type={type} image={image} />;
        });
        return (
          <Section
            key={section.title.id}
            title={i18n._(section.title)}
            description={section.description && i18n._(section.description)}
          >
            {section.columns === 2 ? <div className="grid gap-4 min-[600px]:grid-cols-2">{fields}</div> : fields}
            {section.fields.includes('schedule') && <ScheduleFields />}
          </Section>
        );
      })}
    </>
  );
}
