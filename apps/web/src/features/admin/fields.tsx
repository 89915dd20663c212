import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { type FieldError, get, type RegisterOptions, useFormContext } from 'react-hook-form';
import { useFieldId, useFieldLabel } from './formContext';
import { errorText, hint as hintClass, input, label as labelClass } from './ui';

/** The message of a field's error, wherever it sits in the form's error tree. */
export function useFieldError(name: string): string | undefined {
  const {
    formState: { errors },
  } = useFormContext();
  const error = get(errors, name) as FieldError | undefined;
  return typeof error?.message === 'string' ? error.message : undefined;
}

interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
}

interface FieldProps {
  name: string;
  label: string;
  hint?: ReactNode;
  required?: boolean;
  /** Renders the control with the id and ARIA attributes that tie it to its label, hint and error. */
  children: (control: ControlProps) => ReactNode;
  className?: string;
}

/** Label, control, hint and error message, tied together for assistive technology. */
export function Field({ name, label, hint, required, children, className }: FieldProps) {
  const id = useFieldId(name);
  const error = useFieldError(name);
  useFieldLabel(name, label);
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
        {required && <RequiredMark />}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
        'aria-required': required ? true : undefined,
      })}
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

/** A field's hint and error message, under it, with the ids its control's `aria-describedby` names. */
export function FieldNotes({ id, hint, error }: { id: string; hint?: ReactNode; error?: string }) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className={hintClass}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={errorText}>
          {error}
        </p>
      )}
    </>
  );
}

export function RequiredMark() {
  return (
    <span className="ml-0.5 text-danger dark:text-red-400">
      <span aria-hidden>*</span>
      <span className="sr-only">
        {' '}
        <Trans>(required)</Trans>
      </span>
    </span>
  );
}

interface InputFieldProps {
  name: string;
  label: string;
  hint?: ReactNode;
  required?: boolean;
  type?: 'text' | 'url' | 'number' | 'time' | 'date' | 'datetime-local' | 'email';
  placeholder?: string;
  options?: RegisterOptions;
  className?: string;
  inputMode?: 'numeric' | 'decimal' | 'url' | 'text';
  autoComplete?: string;
  step?: string;
  min?: number;
  /** Id of a <datalist> of suggestions. */
  list?: string;
}

export function TextField({
  name,
  label,
  hint,
  required,
  type = 'text',
  options,
  className,
  ...rest
}: InputFieldProps) {
  const { register } = useFormContext();
  return (
    <Field name={name} label={label} hint={hint} required={required} className={className}>
      {(control) => <input type={type} className={input} {...control} {...rest} {...register(name, options)} />}
    </Field>
  );
}

/**
 * A number box: the numeric keyboard on phones (the decimal one for amounts). `empty` is what an empty box
 * means: null for an optional number, 0 where the schema wants one and says how small it may be.
 */
export function NumberField({
  empty,
  decimal,
  ...props
}: Omit<InputFieldProps, 'type' | 'inputMode' | 'options'> & { empty: 'null' | 'zero'; decimal?: boolean }) {
  return (
    <TextField
      type="number"
      inputMode={decimal ? 'decimal' : 'numeric'}
      step={decimal ? 'any' : undefined}
      options={empty === 'null' ? numberOrNull : numberOrZero}
      {...props}
    />
  );
}

export interface Option {
  value: string;
  label: string;
}

/** A select's options; `key` where values may repeat (a class without a slug). */
export function SelectOptions({ options }: { options: readonly (Option & { key?: number })[] }) {
  return options.map((option) => (
    <option key={option.key ?? option.value} value={option.value}>
      {option.label}
    </option>
  ));
}

export function SelectField({
  name,
  label,
  hint,
  required,
  options,
  registerOptions,
  className,
}: {
  name: string;
  label: string;
  hint?: ReactNode;
  required?: boolean;
  options: readonly Option[];
  registerOptions?: RegisterOptions;
  className?: string;
}) {
  const { register } = useFormContext();
  return (
    <Field name={name} label={label} hint={hint} required={required} className={className}>
      {(control) => (
        <select className={input} {...control} {...register(name, registerOptions)}>
          <SelectOptions options={options} />
        </select>
      )}
    </Field>
  );
}

/** Register options for optional numbers: an empty box is null. */
const numberOrNull: RegisterOptions = {
  setValueAs: (value: unknown) => {
    if (value === '' || value === null || value === undefined) return null;
    const n = Number(value);
    return Number.isNaN(n) ? value : n;
  },
};

/** Register options for required numbers (sort order): an empty box is 0. */
const numberOrZero: RegisterOptions = {
  setValueAs: (value: unknown) => (value === '' || value === null || value === undefined ? 0 : Number(value)),
};

/** Register options for optional text (times, dates): an empty box is null. */
export const textOrNull: RegisterOptions = {
  setValueAs: (value: unknown) => (value === '' || value === undefined ? null : value),
};

/** Draft or published. */
export function StatusField({
  name = 'status',
  label,
  labels,
}: {
  name?: string;
  label: string;
  labels: { draft: string; published: string };
}) {
  return (
    <SelectField
      name={name}
      label={label}
      options={[
        { value: 'draft', label: labels.draft },
        { value: 'published', label: labels.published },
      ]}
    />
  );
}
