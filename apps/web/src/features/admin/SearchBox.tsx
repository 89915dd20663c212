import { useLingui } from '@lingui/react/macro';
import { Search } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { input } from './ui';
import { useDebouncedValue } from './useDebouncedValue';

/** A search box that reports its text 300 ms after typing stops. */
export function SearchBox({
  value,
  onSearch,
  label,
}: {
  value: string;
  onSearch: (text: string) => void;
  label?: string;
}) {
  const { t } = useLingui();
  const id = useId();
  const [text, setText] = useState(value);
  const debounced = useDebouncedValue(text, 300);
  // biome-ignore lint/correctness/useExhaustiveDependencies: report only the debounced text
  useEffect(() => {
    if (debounced.trim() !== value) onSearch(debounced.trim());
  }, [debounced]);
  // The address bar changed from elsewhere (back button): follow it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the outside value changes
  useEffect(() => {
    if (value !== text.trim()) setText(value);
  }, [value]);
  return (
    <div className="relative min-w-0 flex-1 basis-56">
      <label htmlFor={id} className="sr-only">
        {label ?? t`Search`}
      </label>
      <Search
        size={16}
        aria-hidden
        className="pointer-events-none absolute top-1/2 left-3 mt-0.5 -translate-y-1/2 text-dark/50 dark:text-sand/50"
      />
      <input
        id={id}
        type="search"
        value={text}
        placeholder={label ?? t`Search`}
        onChange={(event) => setText(event.target.value)}
        className={`${input} pl-9`}
      />
    </div>
  );
}
