import { supportedTimeZones, WEEKDAYS } from '@app/contract/constants';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { NumberField, SelectField, TextField, textOrNull } from '../fields';
import { LocalizedTextField } from '../LocalizedFields';
import { useFormatLabel, weekdayName } from '../../classes/classFormat';

// Indonesia's zones first (where the studio's classes happen), then every zone the server accepts.
const LOCAL_ZONES = ['Asia/Jakarta', 'Asia/Makassar', 'Asia/Jayapura'];

function useTimeZoneOptions(current: string | undefined) {
  const { t } = useLingui();
  return useMemo(() => {
    const zones = supportedTimeZones();
    const local = LOCAL_ZONES.filter((zone) => zones.includes(zone));
    const options = [...local, ...zones.filter((zone) => !local.includes(zone))].map((zone) => ({
      value: zone,
      label: zone.replace(/_/g, ' '),
    }));
    // A zone saved before zones were checked stays visible, so the editor sees what to fix.
    return current && !zones.includes(current)
      ? [{ value: current, label: t`${current} (not a known time zone)` }, ...options]
      : options;
  }, [current, t]);
}

/**
 * The `classSchedule` plug-in's form (declarations/class.ts): when and where a class happens, what it costs; which
 * fields show depends on the type and format.
 */
export function ClassScheduleFields() {
  const { t } = useLingui();
  const formatLabel = useFormatLabel();
  const { control } = useFormContext();
  const classType = useWatch({ control, name: 'classType' }) as string;
  const format = useWatch({ control, name: 'extendInfo.format' }) as string;
  const timeZone = useWatch({ control, name: 'extendInfo.timeZone' }) as string | undefined;
  const timeZones = useTimeZoneOptions(timeZone);

  return (
    <div className="space-y-5">
      <div className="grid gap-4 min-[600px]:grid-cols-2">
        {classType === 'REGULAR' && (
          <SelectField
            name="extendInfo.day"
            label={t`Day of the week`}
            required
            registerOptions={textOrNull}
            options={[
              { value: '', label: t`Choose a day` },
              ...WEEKDAYS.map((d) => ({ value: d, label: weekdayName(d) })),
            ]}
          />
        )}
        {classType === 'WORKSHOP_AND_EVENT' && (
          <>
            <TextField name="extendInfo.startDate" label={t`Start date`} type="date" options={textOrNull} />
            <TextField
              name="extendInfo.endDate"
              label={t`End date`}
              type="date"
              options={textOrNull}
              hint={t`Empty for a one-day event.`}
            />
          </>
        )}
        <TextField name="extendInfo.startTime" label={t`Start time`} type="time" options={textOrNull} />
        <TextField name="extendInfo.endTime" label={t`End time`} type="time" options={textOrNull} />
        <NumberField name="extendInfo.durationMinutes" label={t`Duration (minutes)`} min={1} empty="null" />
        <SelectField name="extendInfo.timeZone" label={t`Time zone`} options={timeZones} />
      </div>
      <SelectField
        name="extendInfo.format"
        label={t`Format`}
        options={(['in-person', 'online', 'hybrid'] as const).map((value) => ({ value, label: formatLabel(value) }))}
      />
      {format !== 'online' && <LocalizedTextField name="extendInfo.location" label={t`Location`} required={false} />}
      {format !== 'in-person' && (
        <TextField name="extendInfo.onlineUrl" label={t`Online meeting link`} type="url" placeholder="https://" />
      )}
      <div className="grid gap-4 min-[600px]:grid-cols-2">
        <NumberField
          name="extendInfo.price"
          label={t`Price`}
          decimal
          min={0}
          empty="null"
          hint={t`Empty means free.`}
        />
        <TextField name="extendInfo.currency" label={t`Currency`} hint={t`3 letters, e.g. IDR.`} />
      </div>
    </div>
  );
}
