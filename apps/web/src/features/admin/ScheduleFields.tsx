import { STUDIO_TIME_ZONE } from '@app/contract/constants';
import { useLingui } from '@lingui/react/macro';
import { Controller, useFormContext } from 'react-hook-form';
import { Field } from './fields';
import { fromStudioInput, toStudioInput } from './studioTime';
import { input } from './ui';

/** One schedule time: a date and time on the studio's clock, held as an ISO instant (or null). */
function StudioTimeField({ name, label, hint }: { name: 'publishAt' | 'unpublishAt'; label: string; hint: string }) {
  const { control } = useFormContext();
  return (
    <Field name={name} label={label} hint={hint}>
      {(aria) => (
        <Controller
          control={control}
          name={name}
          render={({ field }) => (
            <input
              ref={field.ref}
              type="datetime-local"
              className={input}
              value={toStudioInput(field.value as string | null)}
              onChange={(event) => field.onChange(fromStudioInput(event.target.value))}
              onBlur={field.onBlur}
              {...aria}
            />
          )}
        />
      )}
    </Field>
  );
}

/** "Publish at" and "Unpublish at", in the studio's time zone (named beside them); both optional. */
export function ScheduleFields() {
  const { t } = useLingui();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <StudioTimeField
        name="publishAt"
        label={t`Publish at`}
        hint={t`Time in ${STUDIO_TIME_ZONE}. A draft is published then; leave empty to publish by hand.`}
      />
      <StudioTimeField
        name="unpublishAt"
        label={t`Unpublish at`}
        hint={t`Time in ${STUDIO_TIME_ZONE}. Taken off the site then; leave empty to keep it.`}
      />
    </div>
  );
}
