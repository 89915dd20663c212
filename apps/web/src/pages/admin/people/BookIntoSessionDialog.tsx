import type { Roster } from '@app/contract';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '../../../app/trpc';
import { AdminForm } from '../../../features/admin/AdminForm';
import { FormActions } from '../../../features/admin/FormActions';
import { LabelledInput } from '../../../features/admin/LabelledInput';
import { FormSkeleton, LoadError } from '../../../features/admin/LoadStates';
import { SelectField, TextField } from '../../../features/admin/fields';
import { actionDialog } from '../../../features/admin/sessions/ActionDialog';
import { formatSession } from '../../../features/admin/sessions/format';
import { OverCapacityField, useWalkInForm, WalkInSeatsField } from '../../../features/admin/sessions/walkInForm';
import { muted } from '../../../features/admin/ui';
import { userText } from '../../../lib/user-text';

const FIELDS = ['sessionId', 'name', 'phone', 'seats', 'overCapacity', 'email'] as const;

interface Props {
  email: string;
  name: string;
  phone: string;
  onClose: () => void;
  onDone: (roster: Roster) => void;
}

/**
 * A person booked into an upcoming session by staff (source "staff"): the roster's walk-in, with their
 * name, phone and address filled in. They are emailed the booking and its manage link.
 */
export const BookIntoSessionDialog = actionDialog(msg`Book into a session`, BookIntoSessionForm);

function BookIntoSessionForm({ email, name, phone, onClose, onDone }: Props) {
  const { t } = useLingui();
  const trpc = useTRPC();
  const [search, setSearch] = useState('');
  // The next 100 sessions from a day (empty: today, on the studio's calendar).
  const [from, setFrom] = useState('');
  const sessions = useQuery(
    trpc.admin.sessions.list.queryOptions(
      { status: 'scheduled', pageSize: 100, ...(/^\d{4}-\d{2}-\d{2}$/.test(from) ? { from } : {}) },
      // Another day keeps the form (and the focus) while its sessions load.
      { placeholderData: keepPreviousData },
    ),
  );
  const { form, onSubmit, formError } = useWalkInForm({
    defaults: { sessionId: 0, name, email, phone, seats: 1, overCapacity: false, source: 'staff' },
    fields: FIELDS,
    onDone,
    onClose,
    successMessage: t`The booking was made.`,
  });
  if (sessions.error) return <LoadError message={sessions.error.message} onRetry={() => sessions.refetch()} />;
  if (!sessions.data) return <FormSkeleton />;
  const fromDay = (
    <LabelledInput
      label={<Trans>From day</Trans>}
      type="date"
      value={from}
      onChange={setFrom}
      hint={<Trans>The next 100 sessions from this day are listed; empty: from today.</Trans>}
    />
  );
  // Opened by a click, after hydration: the browser's clock may decide what has started.
  const now = Date.now();
  const words = search.trim().toLowerCase();
  const address = userText(email);
  const upcoming = sessions.data.rows
    .filter((row) => row.class.classType !== 'PRIVATE_SESSION' && Date.parse(row.startsAt) > now)
    .map((row) => {
      const when = formatSession(row);
      const seatsLeft = row.seatsLeft;
      const left = seatsLeft === null ? '' : seatsLeft > 0 ? ` · ${t`${seatsLeft} seats left`}` : ` · ${t`full`}`;
      return { value: String(row.id), label: `${row.class.title} · ${when}${left}` };
    })
    .filter((option) => words === '' || option.label.toLowerCase().includes(words));
  return (
    <AdminForm form={form} onSubmit={onSubmit} formError={formError} className="space-y-5">
      {fromDay}
      <LabelledInput
        label={<Trans>Find a session</Trans>}
        type="search"
        value={search}
        autoComplete="off"
        onChange={setSearch}
      />
      {upcoming.length === 0 ? (
        <p className={muted}>
          <Trans>No upcoming session matches.</Trans>
        </p>
      ) : null}
      <SelectField
        name="sessionId"
        label={t`Session`}
        required
        options={[{ value: '0', label: t`Choose a session` }, ...upcoming]}
        registerOptions={{ setValueAs: (value: string) => Number(value) }}
      />
      <TextField name="name" label={t`Name`} required autoComplete="off" />
      <div className="grid gap-4 min-[600px]:grid-cols-2">
        <TextField name="phone" label={t`Phone`} autoComplete="off" />
        <WalkInSeatsField />
      </div>
      <p className={`text-sm ${muted}`}>
        <Trans>They are emailed the booking and its link at {address}.</Trans>
      </p>
      <OverCapacityField />
      <FormActions onCancel={onClose} saveLabel={t`Book`} />
    </AdminForm>
  );
}
