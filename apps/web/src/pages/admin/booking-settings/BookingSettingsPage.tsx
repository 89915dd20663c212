import { useQuery } from '@tanstack/react-query';
import { type BookingSettings, bookingSettingsFormSchema } from '@app/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import { api, useTRPC } from '../../../app/trpc';
import { AdminForm } from '../../../features/admin/AdminForm';
import { AdminPage } from '../../../features/admin/AdminPage';
import { FormActions } from '../../../features/admin/FormActions';
import { HistoryButton } from '../../../features/admin/history/HistoryButton';
import { NumberField } from '../../../features/admin/fields';
import { FormSkeleton, LoadError } from '../../../features/admin/LoadStates';
import { useActionForm } from '../../../features/admin/sessions/useActionForm';
import { card, focusRing, hint } from '../../../features/admin/ui';

const FIELDS = [
  'horizonWeeks',
  'promotionStopHours',
  'reminderHours',
  'checkInOpensHours',
  'takeAttendance',
  'eraseAfterMonths',
  'noShowLimit',
];

/** How bookings work for the whole studio: how far ahead dates open, the waiting list's cut-off, reminders, check-in. */
export default function BookingSettingsPage() {
  const trpc = useTRPC();
  const { t } = useLingui();
  const settings = useQuery(trpc.admin.bookingSettings.get.queryOptions());
  return (
    <AdminPage
      title={t`Booking settings`}
      description={
        <Trans>
          Changes apply from now on: sessions already dated stay, and reminders already sent are not sent again.
        </Trans>
      }
    >
      <div className={`${card} max-w-xl`}>
        {settings.isPending ? (
          <FormSkeleton />
        ) : settings.isError ? (
          <LoadError message={settings.error.message} onRetry={() => settings.refetch()} />
        ) : (
          <BookingSettingsForm saved={settings.data} onSaved={() => settings.refetch()} />
        )}
      </div>
    </AdminPage>
  );
}

function BookingSettingsForm({ saved, onSaved }: { saved: BookingSettings; onSaved: () => unknown }) {
  const { t } = useLingui();
  const form = useForm({ resolver: zodResolver(bookingSettingsFormSchema), values: saved });
  const { onSubmit, formError } = useActionForm({
    form,
    fields: FIELDS,
    run: (data) => api.admin.bookingSettings.update.mutate(data),
    done: onSaved,
    close: () => {},
    successMessage: t`The booking settings were saved.`,
  });
  return (
    <AdminForm
      form={form}
      onSubmit={onSubmit}
      formError={formError}
      className="space-y-5"
      aria-label={t`Booking settings`}
    >
      <NumberField
        name="horizonWeeks"
        label={t`Weeks of dates open for booking`}
        min={1}
        required
        empty="zero"
        hint={t`Weekly classes are dated this many weeks ahead (1 to 52).`}
      />
      <NumberField
        name="promotionStopHours"
        label={t`Waiting list stops moving (hours before)`}
        min={0}
        required
        empty="zero"
        hint={t`Closer to the start than this, a freed seat is not given to the waiting list automatically; staff decide.`}
      />
      <NumberField
        name="reminderHours"
        label={t`Reminder email (hours before)`}
        min={0}
        required
        empty="zero"
        hint={t`Confirmed bookings are reminded this many hours before their session, with the calendar file; 0 sends no reminders.`}
      />
      <NumberField
        name="checkInOpensHours"
        label={t`Check-in opens (hours before)`}
        min={0}
        required
        empty="zero"
        hint={t`Staff can check people in on the roster from this many hours before the session starts; 0: from the start.`}
      />
      <div className="flex items-start gap-2">
        <input
          id="take-attendance"
          type="checkbox"
          className={`mt-1 h-4 w-4 ${focusRing}`}
          aria-describedby="take-attendance-hint"
          {...form.register('takeAttendance')}
        />
        <div>
          <label htmlFor="take-attendance" className="font-medium">
            <Trans>Take attendance</Trans>
          </label>
          <p id="take-attendance-hint" className={hint}>
            <Trans>
              When a session has ended, everyone booked who is not marked attended is marked a no-show (staff can still
              correct it). Off: bookings nobody marked stay unmarked.
            </Trans>
          </p>
        </div>
      </div>
      <NumberField
        name="eraseAfterMonths"
        label={t`Erase personal details after (months without activity)`}
        min={6}
        required
        empty="zero"
        hint={t`Once a day, the personal details of anyone with no booking, message or subscription for this many months are erased, as when they delete their data themselves (6 to 120). The privacy page states it.`}
      />
      <NumberField
        name="noShowLimit"
        label={t`Pause online booking after no-shows`}
        min={0}
        empty="zero"
        hint={t`Someone with this many no-shows in the last 30 days cannot book online and is asked to contact the studio; staff can still book them, and lift the pause on their person page. 0 or empty: off.`}
      />
      <FormActions
        saveLabel={t`Save settings`}
        inline
        history={
          <HistoryButton
            source={{
              key: 'setting:booking',
              list: () => api.admin.bookingSettings.history.query(),
              get: (versionNo) => api.admin.bookingSettings.version.query({ versionNo }),
              restore: (versionNo) => api.admin.bookingSettings.restore.mutate({ versionNo }),
            }}
            current={saved}
            labels={{
              horizonWeeks: t`Weeks of dates open for booking`,
              promotionStopHours: t`Waiting list stops moving (hours before)`,
              reminderHours: t`Reminder email (hours before)`,
              checkInOpensHours: t`Check-in opens (hours before)`,
              takeAttendance: t`Take attendance`,
              eraseAfterMonths: t`Erase personal details after (months without activity)`,
              noShowLimit: t`Pause online booking after no-shows`,
            }}
            onRestored={() => {
              form.reset();
              return onSaved();
            }}
          />
        }
      />
    </AdminForm>
  );
}
