import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import { input, label as labelClass, muted } from './ui';

type InputAttributes = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange' | 'className'>;

/**
 * A box outside a form library, its text held by the caller: its label and, when given, a hint under it that
 * screen readers read with it. Other attributes (type, autoComplete…) go to the input as they are.
 */
export function LabelledInput({
  label,
  value,
  onChange,
  hint,
  inputClassName = input,
  ...attributes
}: InputAttributes & {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  hint?: ReactNode;
  inputClassName?: string;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input
        id={id}
        className={inputClassName}
        value={value}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => onChange(event.target.value)}
        {...attributes}
      />
      {hint && (
        <p id={`${id}-hint`} className={`text-sm ${muted}`}>
          {hint}
        </p>
      )}
    </div>
  );
}
