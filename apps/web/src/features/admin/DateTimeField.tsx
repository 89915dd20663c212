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

/** The box's value in this browser's time zone -> ISO date-time (UTC); an empty or unreadable box is ''. */
function fromLocalInput(value: string): string {
  const d = new Date(value);
  return value && !Number.isNaN(d.getTime()) ? d.toISOString() : '';
}

/**
 * A date and time held as an ISO date-time (UTC). The box shows it in this browser's time zone, or on another clock
 * given by `clock` (the studio's, for publishing times: `toInput`, `fromInput`).
 */
export function DateTimeField({
  name,
  label,
  hint,
  required,
  clock = { toInput: toLocalInput, fromInput: fromLocalInput },
}: {
  name: string;
  label: string;
  hint?: string;
  required?: boolean;
  clock?: { toInput: (value: string | null) => string; fromInput: (value: string) => string | null };
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
              value={clock.toInput((field.value as string | null | undefined) ?? null)}
              onChange={(event) => field.onChange(clock.fromInput(event.target.value))}
              onBlur={field.onBlur}
              {...aria}
            />
          )}
        />
      )}
    </Field>
  );
}
