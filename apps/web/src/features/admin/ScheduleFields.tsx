import { STUDIO_TIME_ZONE } from '@app/contract/constants';
import { useLingui } from '@lingui/react/macro';
import { DateTimeField } from './DateTimeField';
import { fromStudioInput, toStudioInput } from './studioTime';

/** Publishing times are on the studio's clock, whatever the editor's. */
const STUDIO_CLOCK = { toInput: toStudioInput, fromInput: fromStudioInput };

/** "Publish at" and "Unpublish at", in the studio's time zone (named beside them); both optional. */
export function ScheduleFields() {
  const { t } = useLingui();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <DateTimeField
        clock={STUDIO_CLOCK}
        name="publishAt"
        label={t`Publish at`}
        hint={t`Time in ${STUDIO_TIME_ZONE}. A draft is published then; leave empty to publish by hand.`}
      />
      <DateTimeField
        clock={STUDIO_CLOCK}
        name="unpublishAt"
        label={t`Unpublish at`}
        hint={t`Time in ${STUDIO_TIME_ZONE}. Taken off the site then; leave empty to keep it.`}
      />
    </div>
  );
}
