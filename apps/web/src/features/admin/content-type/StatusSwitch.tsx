import { Controller } from 'react-hook-form';
import { focusRing, hint as hintClass } from '../ui';

/** The status as one switch (published or not), for a type whose items are "active" rather than drafts (slides). */
export function StatusSwitch({ label, hint }: { label: string; hint: string }) {
  return (
    <Controller
      name="status"
      render={({ field }) => (
        <div>
          <label className="flex items-center gap-3 text-sm font-medium">
            <input
              ref={field.ref}
              type="checkbox"
              className={`h-4 w-4 accent-primary ${focusRing}`}
              checked={field.value === 'published'}
              onChange={(event) => field.onChange(event.target.checked ? 'published' : 'draft')}
              onBlur={field.onBlur}
              aria-describedby="status-switch-hint"
            />
            {label}
          </label>
          <p id="status-switch-hint" className={hintClass}>
            {hint}
          </p>
        </div>
      )}
    />
  );
}
