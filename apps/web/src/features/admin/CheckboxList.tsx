import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { FieldNotes, useFieldError } from './fields';
import { useFieldId, useFieldLabel } from './formContext';
import { focusRing, legend, muted } from './ui';

interface CheckboxOption<V extends string | number> {
  value: V;
  label: string;
  detail?: string;
}

interface CheckboxListProps<V extends string | number> {
  name: string;
  label: string;
  options: readonly CheckboxOption<V>[];
  loading?: boolean;
  hint?: ReactNode;
  /** Long lists scroll inside a box at most 200px high (SPEC section 9). */
  scroll?: boolean;
}

/** Multi-select as a list of checkboxes; the value is the array of checked values, in option order. */
export function CheckboxList<V extends string | number>({
  name,
  label,
  options,
  loading,
  hint,
  scroll = true,
}: CheckboxListProps<V>) {
  const { control } = useFormContext();
  const id = useFieldId(name);
  const error = useFieldError(name);
  useFieldLabel(name, label);
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <fieldset aria-describedby={describedBy || undefined} className="min-w-0">
      <legend className={legend}>{label}</legend>
      <Controller
        control={control}
        name={name}
        render={({ field }) => {
          const selected = new Set((field.value as V[] | undefined) ?? []);
          const toggle = (value: V, on: boolean) => {
            const next = new Set(selected);
            if (on) next.add(value);
            else next.delete(value);
            field.onChange(options.map((o) => o.value).filter((v) => next.has(v)));
          };
          return (
            <div
              className={`mt-1 rounded-md border border-dark/20 dark:border-sand/25 ${
                scroll ? 'max-h-[200px] overflow-auto' : ''
              }`}
            >
              {loading ? (
                <p className={`px-3 py-2 text-sm ${muted}`} aria-busy="true">
                  <Trans>Loading…</Trans>
                </p>
              ) : options.length === 0 ? (
                <p className={`px-3 py-2 text-sm ${muted}`}>
                  <Trans>No data available</Trans>
                </p>
              ) : (
                <ul className="divide-y divide-dark/5 dark:divide-sand/10">
                  {options.map((option, index) => {
                    const optionId = `${id}-${index}`;
                    return (
                      <li key={String(option.value)}>
                        <label className="flex cursor-pointer items-center gap-3 px-3 py-2 text-sm hover:bg-dark/5 dark:hover:bg-sand/5">
                          <input
                            id={index === 0 ? id : optionId}
                            ref={index === 0 ? field.ref : undefined}
                            type="checkbox"
                            className={`h-4 w-4 shrink-0 accent-primary ${focusRing}`}
                            checked={selected.has(option.value)}
                            onChange={(event) => toggle(option.value, event.target.checked)}
                            onBlur={field.onBlur}
                          />
                          <span className="min-w-0 flex-1">
                            {option.label}
                            {option.detail && <span className={`ml-2 text-xs ${muted}`}>{option.detail}</span>}
                          </span>
                        </label>
                      </li>
                    );
                  })}
                </ul>
              )}
            </div>
          );
        }}
      />
      <FieldNotes id={id} hint={hint} error={error} />
    </fieldset>
  );
}
