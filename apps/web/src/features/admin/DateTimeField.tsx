import { Controller, useFormContext } from 'react-hook-form';
import { Field } from './fields';
import { input } from './ui';

const pad = (n: number) => String(n).padStart(2, '0');

/** ISO date-time -> the `datetime-local` box's value in this browser's time zone. */
function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A date and time picked in local time, held as an ISO date-time (UTC). */
export function DateTimeField({
  name,
  label,
  hint,
  required,
}: {
  name: string;
  label: string;
  hint?: string;
  required?: boolean;
}) {
  const { control } = useFormContext();
  return (
    <Field name={name} label={label} hint={hint} required={required}>
      {(aria) => (
        <Controller
          control={control}
          name={name}
          render={({ field }) => (
            <input
              ref={field.ref}
              type="datetime-local"
              className={input}
              value={toLocalInput(field.value as string | undefined)}
              onChange={(event) => {
                const d = new Date(event.target.value);
                field.onChange(event.target.value && !Number.isNaN(d.getTime()) ? d.toISOString() : '');
              }}
              onBlur={field.onBlur}
              {...aria}
            />
          )}
        />
      )}
    </Field>
  );
}
