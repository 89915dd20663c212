import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { type Option, SelectOptions } from './fields';
import { input, label } from './ui';

/**
 * A list filter with its name shown above it, in a row of filters (FilterSelect is the toolbar's, named
 * for screen readers only). Its first choice means "all"; the others narrow the list.
 */
export function SelectFilter({
  title,
  value,
  onChange,
  allLabel,
  allValue = '',
  options,
}: {
  title: ReactNode;
  value: string;
  onChange: (value: string) => void;
  allLabel: string;
  allValue?: string;
  /** `key` where values may repeat (a class without a slug). */
  options: readonly (Option & { key?: number })[];
}) {
  return (
    <label className="text-sm">
      <span className={label}>{title}</span>
      <select className={input} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value={allValue}>{allLabel}</option>
        <SelectOptions options={options} />
      </select>
    </label>
  );
}

/** A day a list starts or ends at ('' when open-ended), as a date input writes it. */
function DateFilter({
  title,
  value,
  onChange,
}: {
  title: ReactNode;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <label className="text-sm">
      <span className={label}>{title}</span>
      <input type="date" className={input} value={value} onChange={(event) => onChange(event.target.value)} />
    </label>
  );
}

/** From and To days, each changed on its own. */
export function DateRangeFilter({
  from,
  to,
  onChange,
}: {
  from: string;
  to: string;
  onChange: (patch: { from: string } | { to: string }) => void;
}) {
  return (
    <>
      <DateFilter title={<Trans>From</Trans>} value={from} onChange={(value) => onChange({ from: value })} />
      <DateFilter title={<Trans>To</Trans>} value={to} onChange={(value) => onChange({ to: value })} />
    </>
  );
}
