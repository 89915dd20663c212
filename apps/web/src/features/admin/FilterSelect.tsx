import { useId } from 'react';
import { type Option, SelectOptions } from './fields';
import { input } from './ui';

/** A list filter: a labelled native select; '' means "all". */
export function FilterSelect({
  label,
  value,
  options,
  allLabel,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly Option[];
  allLabel: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={`${input} mt-0 w-auto`}
      >
        <option value="">{allLabel}</option>
        <SelectOptions options={options} />
      </select>
    </div>
  );
}
