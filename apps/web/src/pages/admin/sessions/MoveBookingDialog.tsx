import { moveBookingInputSchema, type Roster } from '@app/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { api, useTRPC } from '../../../app/trpc';
import { AdminForm } from '../../../features/admin/AdminForm';
import { FormActions } from '../../../features/admin/FormActions';
import { FormSkeleton, LoadError } from '../../../features/admin/LoadStates';
import { SelectField } from '../../../features/admin/fields';
import { actionDialog } from '../../../features/admin/sessions/ActionDialog';
import { formatSession } from '../../../features/admin/sessions/format';
import { useActionForm } from '../../../features/admin/sessions/useActionForm';
import { hint, muted } from '../../../features/admin/ui';
import { userText } from '../../../lib/user-text';

const FIELDS = ['sessionId', 'joinWaitingList'];

interface Props {
  /** The session the booking is in now: another date of its class is offered. */
  session: { id: number; class: { id: number } };
  booking: { id: number; name: string | null; seats: number };
  onClose: () => void;
  onDone: (roster: Roster) => void;
}

/**
 * Another date of the same class for someone's booking (as their own "Change date" does): seats on the
 * new date first; a full one only with its waiting list, the seats here kept until a place opens there.
 */
export const MoveBookingDialog = actionDialog(msg`Move to another date`, MoveBookingForm);

function MoveBookingForm({ session, booking, onClose, onDone }: Props) {
  const { t } = useLingui();
  const trpc = useTRPC();
  const sessions = useQuery(
    trpc.admin.sessions.list.queryOptions({ classId: session.class.id, status: 'scheduled', pageSize: 100 }),
  );
  const form = useForm({
    resolver: zodResolver(moveBookingInputSchema),
    defaultValues: { bookingId: booking.id, sessionId: 0, joinWaitingList: false },
  });
  const { onSubmit, formError } = useActionForm({
    form,
    fields: FIELDS,
    run: (data) => api.admin.sessions.moveBooking.mutate(data),
    done: onDone,
    close: onClose,
    successMessage: t`The booking was moved.`,
  });
  if (sessions.error) return <LoadError message={sessions.error.message} onRetry={() => sessions.refetch()} />;
  if (!sessions.data) return <FormSkeleton />;
  const now = Date.now();
  const dates = sessions.data.rows.filter((row) => row.id !== session.id && Date.parse(row.startsAt) > now);
  if (dates.length === 0) return <p className={muted}>{t`This class has no other upcoming dates.`}</p>;
  const name = booking.name ?? t`Booking ${booking.id}`;
  const options = [
    { value: '0', label: t`Choose a date` },
    ...dates.map((row) => ({
      value: String(row.id),
      label:
        row.seatsLeft === null
          ? formatSession(row)
          : row.seatsLeft >= booking.seats
            ? t`${formatSession(row)} (${row.seatsLeft} seats left)`
            : t`${formatSession(row)} (full for this booking)`,
    })),
  ];
  return (
    <AdminForm form={form} onSubmit={onSubmit} formError={formError} className="space-y-5">
      <p className={muted}>
        <Trans>
          {userText(name)}, {booking.seats} seats. They are emailed the new date; seats freed here go to the waiting
          list.
        </Trans>
      </p>
      <SelectField
        name="sessionId"
        label={t`New date`}
        required
        options={options}
        registerOptions={{ setValueAs: (value: string) => Number(value) }}
      />
      <label className="flex items-start gap-2 text-sm">
        <input type="checkbox" className="mt-1 h-4 w-4" {...form.register('joinWaitingList')} />
        <span>
          <Trans>If that date is full, put them on its waiting list</Trans>
          <span className={`block ${hint}`}>
            <Trans>They keep their seats here until a place opens there, then move by themselves.</Trans>
          </span>
        </span>
      </label>
      <FormActions onCancel={onClose} saveLabel={t`Move booking`} />
    </AdminForm>
  );
}
