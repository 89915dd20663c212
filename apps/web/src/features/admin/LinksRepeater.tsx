import { Trans, useLingui } from '@lingui/react/macro';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { TextField } from './fields';
import { Plus, Trash2 } from 'lucide-react';
import { buttonSecondary, iconButton, legend, muted } from './ui';

/** A list of { label, url } rows: add, edit, remove (at most `max`). */
export function LinksRepeater({ name, label, max = 8 }: { name: string; label: string; max?: number }) {
  const { t } = useLingui();
  const { control } = useFormContext();
  const { fields, append, remove } = useFieldArray({ control, name });
  return (
    <fieldset className="min-w-0 space-y-3">
      <legend className={legend}>{label}</legend>
      {fields.length === 0 && (
        <p className={`text-sm ${muted}`}>
          <Trans>No links yet.</Trans>
        </p>
      )}
      <ol className="space-y-3">
        {fields.map((field, index) => (
          <li
            key={field.id}
            className="grid items-start gap-3 rounded-lg border border-dark/10 p-3 min-[600px]:grid-cols-[1fr_2fr_auto] dark:border-sand/15"
          >
            <TextField name={`${name}.${index}.label`} label={t`Label ${index + 1}`} required placeholder="WhatsApp" />
            <TextField
              name={`${name}.${index}.url`}
              label={t`Address ${index + 1}`}
              required
              type="url"
              placeholder="https://, mailto: or tel:"
            />
            <button
              type="button"
              className={`${iconButton} mt-6 text-danger dark:text-red-400`}
              onClick={() => remove(index)}
              aria-label={t`Remove link ${index + 1}`}
            >
              <Trash2 size={16} aria-hidden />
            </button>
          </li>
        ))}
      </ol>
      {fields.length < max && (
        <button type="button" className={buttonSecondary} onClick={() => append({ label: '', url: '' })}>
          <Plus size={16} aria-hidden />
          <Trans>Add link</Trans>
        </button>
      )}
    </fieldset>
  );
}
