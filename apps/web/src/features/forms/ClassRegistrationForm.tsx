import { useQueryClient } from '@tanstack/react-query';
import type { ClassRegistrationInput, ClassSession } from '@app/contract';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { api, useTRPC } from '../../app/trpc';
import { SessionCancellation } from '../sessions/CancellationRule';
import { isFull } from '../sessions/sessionChoice';
import { formatSessionShortDay, formatSessionTime, sessionZoneLabel } from '../sessions/sessionFormat';
import { VisitorTime } from '../sessions/VisitorTime';
import { useVisitorTimeZone } from '../../lib/use-visitor-time-zone';
import { BookingConfirmation } from './BookingConfirmation';
import { ConsentCheckbox } from './ConsentCheckbox';
import { ContactFields } from './ContactFields';
import { Field, inputClass } from './fields';
import { schemaMessage } from './schemaMessages';
import { FormBody } from './FormBody';
import { FormFooter } from './FormFooter';
import { lazyResolver } from './lazyResolver';
import { OptionalMessageField } from './OptionalMessageField';
import { seatChoices } from './seatChoices';
import { useServerForm } from './useServerForm';

/** Validation loads on the form's first check (lazyResolver.ts). */
const classRegistrationResolver = lazyResolver(() => import('./validation').then((m) => m.classRegistrationResolver));
const hybridRegistrationResolver = lazyResolver(() => import('./validation').then((m) => m.hybridRegistrationResolver));

interface Props {
  slug: string;
  title: string;
  /** The dates that can be booked, soonest first (never empty: without dates there is no form). */
  sessions: readonly ClassSession[];
  /** The chosen date, shared with the page's list of dates. */
  sessionId: number;
  onSessionChange: (id: number) => void;
  /** Bookings can be cancelled online until this many hours before the start. */
  cancelCutoffHours: number;
  /** A hybrid class: the visitor says how they join, in person or online. */
  hybrid?: boolean;
}

const FIELDS = ['sessionId', 'attendanceMode', 'name', 'email', 'phone', 'seats', 'message', 'consent'];

/** "Tue, Dec 1 · 7:00 – 8:30 PM" (short enough for a phone), and whether only the waiting list is left. */
function useOptionLabel() {
  const { t } = useLingui();
  return (session: ClassSession) => {
    const when = `${formatSessionShortDay(session)} · ${formatSessionTime(session)}`;
    return isFull(session) ? t`${when} (full – waiting list)` : when;
  };
}

/**
 * The date, how the visitor joins (a hybrid class only), then name, email, phone, seats, message and
 * consent; a full date offers its waiting list.
 */
export default function ClassRegistrationForm({
  slug,
  title,
  sessions,
  sessionId,
  onSessionChange,
  cancelCutoffHours,
  hybrid = false,
}: Props) {
  const trpc = useTRPC();
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const optionLabel = useOptionLabel();
  const form = useForm<ClassRegistrationInput>({
    resolver: hybrid ? hybridRegistrationResolver : classRegistrationResolver,
    defaultValues: { slug, sessionId, name: '', email: '', phone: '', seats: 1, message: '' },
  });
  const chosen = sessions.find((s) => s.id === sessionId) ?? null;
  const full = chosen ? isFull(chosen) : false;
  const most = seatChoices(chosen);
  // The page's list of dates chooses too; the form follows it.
  useEffect(() => {
    if (form.getValues('sessionId') !== sessionId) form.setValue('sessionId', sessionId);
    form.clearErrors('sessionId');
  }, [form, sessionId]);
  // Fewer places after a refresh, or another date: a choice that no longer fits comes down with them.
  useEffect(() => {
    if (form.getValues('seats') > most) form.setValue('seats', most);
  }, [form, most]);
  // What the confirmation names: the session as it was when the form was sent.
  const booked = useRef<ClassSession | null>(null);
  // Optional names on the seats beyond the first (kept by seat while the number of seats changes).
  const [guestNames, setGuestNames] = useState<string[]>([]);
  const seatsChosen = form.watch('seats');
  const guestSeats = Number.isInteger(seatsChosen) && seatsChosen > 1 ? seatsChosen - 1 : 0;
  const { onSubmit, formError, result } = useServerForm(form, FIELDS, async (values, idempotencyKey) => {
    booked.current = chosen;
    const guests = guestNames
      .slice(0, Math.max(0, values.seats - 1))
      .map((name) => name.trim())
      .filter((name) => name !== '')
      .map((name) => ({ name }));
    try {
      return await api.registration.classRegistration.mutate(guests.length > 0 ? { ...values, guests } : values, {
        context: { idempotencyKey },
      });
    } finally {
      // Booked, or refused because the date filled up or closed meanwhile: refresh the dates.
      await queryClient.invalidateQueries(trpc.class.detail.queryFilter({ slug }));
    }
  });
  const errors = form.formState.errors;
  // Known once the form runs: the server's form names no zone.
  const visitorZone = useVisitorTimeZone();
  const zone = chosen ? sessionZoneLabel(chosen, visitorZone) : null;
  const seatsLeft = chosen?.seatsLeft ?? null;
  const availability = full ? (
    <Trans>This date is full. Leave your details to join its waiting list.</Trans>
  ) : seatsLeft !== null ? (
    <Plural value={seatsLeft} one="# place left on this date." other="# places left on this date." />
  ) : null;
  // Before anyone books a date they then cannot cancel: until when this one can be.
  const hint = (
    <>
      {availability}
      {zone && chosen && (
        <>
          <span className="block">
            <Trans>Times are in the class’s time zone ({zone}).</Trans>
          </span>
          <VisitorTime session={chosen} className="block" />
        </>
      )}
      {chosen && (
        <span className="block">
          <SessionCancellation session={chosen} hours={cancelCutoffHours} />
        </span>
      )}
    </>
  );

  if (result) return <BookingConfirmation title={title} result={result} session={booked.current} />;

  const sessionField = form.register('sessionId', {
    valueAsNumber: true,
    onChange: (event: { target: { value: string } }) => onSessionChange(Number(event.target.value)),
  });

  return (
    <form onSubmit={onSubmit} noValidate className="relative" aria-label={t`Register for ${title}`}>
      <FormBody className="space-y-4">
        <Field
          id="register-session"
          label={<Trans>Date</Trans>}
          // The server's reasons (past, cancelled, unknown) all mean the same to the visitor.
          error={
            errors.sessionId && {
              ...errors.sessionId,
              message: t`This date can no longer be booked. Please choose another.`,
            }
          }
          hint={hint}
        >
          {(props) => (
            <select className={inputClass} {...props} {...sessionField}>
              {sessions.map((session) => (
                <option key={session.id} value={session.id}>
                  {optionLabel(session)}
                </option>
              ))}
            </select>
          )}
        </Field>
        {hybrid && (
          <fieldset
            className="space-y-2"
            aria-describedby={errors.attendanceMode ? 'register-attendance-error' : undefined}
          >
            <legend className="text-sm font-medium">
              <Trans>How will you join?</Trans>
            </legend>
            <div className="grid grid-cols-1 gap-2 min-[360px]:grid-cols-2">
              {(
                [
                  ['in-person', <Trans key="in-person">In person</Trans>],
                  ['online', <Trans key="online">Online</Trans>],
                ] as const
              ).map(([value, label]) => (
                <label
                  key={value}
                  className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-dark/15 p-3 has-[:checked]:border-primary dark:border-sand/20"
                >
                  <input
                    type="radio"
                    value={value}
                    className="h-4 w-4 shrink-0"
                    required
                    {...(errors.attendanceMode ? { 'aria-invalid': true } : {})}
                    {...form.register('attendanceMode')}
                  />
                  <span>{label}</span>
                </label>
              ))}
            </div>
            {errors.attendanceMode?.message && (
              <p id="register-attendance-error" className="text-sm text-error">
                {schemaMessage(errors.attendanceMode.message, (d) => i18n._(d))}
              </p>
            )}
          </fieldset>
        )}
        <ContactFields form={form} idPrefix="register">
          <Field id="register-seats" label={<Trans>Seats</Trans>} error={errors.seats}>
            {(props) => (
              <select className={inputClass} {...props} {...form.register('seats', { valueAsNumber: true })}>
                {Array.from({ length: most }, (_, i) => i + 1).map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </ContactFields>
        {guestSeats > 0 && (
          <fieldset className="space-y-3">
            <legend className="text-sm font-medium">
              <Trans>Your guests’ names</Trans> <span className="font-normal opacity-75">{t`(optional)`}</span>
            </legend>
            {Array.from({ length: guestSeats }, (_, i) => i).map((i) => (
              <Field key={i} id={`register-guest-${i + 2}`} label={<Trans>Guest on seat {i + 2}</Trans>}>
                {(props) => (
                  <input
                    className={inputClass}
                    autoComplete="off"
                    maxLength={120}
                    {...props}
                    value={guestNames[i] ?? ''}
                    onChange={(event) => {
                      const next = [...guestNames];
                      next[i] = event.target.value;
                      setGuestNames(next);
                    }}
                  />
                )}
              </Field>
            ))}
          </fieldset>
        )}
        <OptionalMessageField id="register-message" registration={form.register('message')} error={errors.message} />
        <ConsentCheckbox idPrefix="register" registration={form.register('consent')} invalid={!!errors.consent}>
          <Trans>I agree that Ruang Teduh keeps my details to manage this registration.</Trans>
        </ConsentCheckbox>
        <FormFooter honeypot={form.register('website')} formError={formError} busy={form.formState.isSubmitting}>
          {full ? <Trans>Join the waiting list</Trans> : <Trans>Register</Trans>}
        </FormFooter>
      </FormBody>
    </form>
  );
}
