import type { Image } from '@app/contract';
import { Controller, useFormContext } from 'react-hook-form';
import { FieldNotes, useFieldError } from './fields';
import { useFieldId, useFieldLabel } from './formContext';
import { ImagePicker } from './ImagePicker';
import { label as labelClass } from './ui';

/** A form's image: the value is the stored image's id (or null). */
export function ImageField({ name, label, image }: { name: string; label: string; image: Image | null }) {
  const { control } = useFormContext();
  const id = useFieldId(name);
  const error = useFieldError(name);
  useFieldLabel(name, label);
  return (
    <div>
      <span id={`${id}-label`} className={labelClass}>
        {label}
      </span>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <ImagePicker
            id={id}
            labelledBy={`${id}-label`}
            value={(field.value as number | null | undefined) ?? null}
            image={image}
            onChange={(value) => field.onChange(value)}
            invalid={Boolean(error)}
            describedBy={error ? `${id}-error` : undefined}
            buttonRef={field.ref}
          />
        )}
      />
      <FieldNotes id={id} error={error ?? undefined} />
    </div>
  );
}
