import { type ClassRegistrationInput, classRegistrationInputSchema, MAX_SEATS_PER_REGISTRATION } from '@app/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { api, trpc } from '../../app/trpc';
import { Field, FormMessage, Honeypot, inputClass } from './fields';
import { useServerForm } from './useServerForm';

interface Props {
  slug: string;
  title: string;
  /** Seats per session; null when unlimited. */
  capacity: number | null;
  seatsLeft: number | null;
}

/**
 * The most seats one registration can ask for now: the places left while there are any; once the
 * class is full, a whole class's worth (a waiting-list request); at most the contract's limit.
 */
function seatChoices(capacity: number | null, seatsLeft: number | null): number {
  const room =
    capacity === null ? MAX_SEATS_PER_REGISTRATION : seatsLeft !== null && seatsLeft > 0 ? seatsLeft : capacity;
  return Math.max(1, Math.min(MAX_SEATS_PER_REGISTRATION, room));
}

/** Name, email, phone, seats, message and consent; a full class offers the waiting list instead. */
export default function ClassRegistrationForm({ slug, title, capacity, seatsLeft }: Props) {
  const { t } = useLingui();
  const utils = trpc.useUtils();
  const full = seatsLeft === 0;
  const most = seatChoices(capacity, seatsLeft);
  const form = useForm<ClassRegistrationInput>({
    resolver: zodResolver(classRegistrationInputSchema),
    defaultValues: { slug, name: '', email: '', phone: '', seats: 1, message: '' },
  });
  // Fewer places after a refresh of the class: a choice that no longer fits comes down with them.
  useEffect(() => {
    if (form.getValues('seats') > most) form.setValue('seats', most);
  }, [form, most]);
  const { onSubmit, formError, result } = useServerForm(
    form,
    ['name', 'email', 'phone', 'seats', 'message', 'consent'],
    async (values) => {
      try {
        return await api.registration.classRegistration.mutate(values);
      } finally {
        // Registered, or refused because fewer places are left than the page showed: refresh them.
        await utils.class.detail.invalidate({ slug });
      }
    },
  );
  const errors = form.formState.errors;

  if (result) {
    return (
      <FormMessage kind="success">
        {result.status === 'confirmed' ? (
          <Trans>You are registered for {title}. We have sent a confirmation to your email.</Trans>
        ) : (
          <Trans>
            {title} is full for now: you are on the waiting list, and we will write as soon as a place opens.
          </Trans>
        )}
      </FormMessage>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="relative space-y-4" aria-label={t`Register for ${title}`}>
      {full && (
        <p className="rounded-md bg-warn/10 px-3 py-2 text-sm">
          <Trans>This class is fully booked. Leave your details to join the waiting list.</Trans>
        </p>
      )}
      <div className="grid gap-4 min-[600px]:grid-cols-2">
        <Field id="register-name" label={<Trans>Name</Trans>} error={errors.name}>
          {(props) => <input autoComplete="name" className={inputClass} {...props} {...form.register('name')} />}
        </Field>
        <Field id="register-email" label={<Trans>Email</Trans>} error={errors.email}>
          {(props) => (
            <input type="email" autoComplete="email" className={inputClass} {...props} {...form.register('email')} />
          )}
        </Field>
        <Field id="register-phone" label={<Trans>Phone (WhatsApp)</Trans>} error={errors.phone}>
          {(props) => (
            <input type="tel" autoComplete="tel" className={inputClass} {...props} {...form.register('phone')} />
          )}
        </Field>
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
      </div>
      <Field
        id="register-message"
        label={<Trans>Message</Trans>}
        optional={<Trans>(optional)</Trans>}
        error={errors.message}
      >
        {(props) => <textarea rows={3} className={inputClass} {...props} {...form.register('message')} />}
      </Field>
      <label className="flex items-start gap-2 text-sm">
        <input
          type="checkbox"
          className="mt-1 h-4 w-4 accent-primary"
          aria-invalid={errors.consent ? true : undefined}
          aria-describedby={errors.consent ? 'register-consent-error' : undefined}
          {...form.register('consent')}
        />
        <span>
          <Trans>I agree that Ruang Teduh keeps my details to manage this registration.</Trans>
        </span>
      </label>
      {errors.consent && (
        <p id="register-consent-error" className="text-sm text-danger">
          {t`Please agree so we can keep your details.`}
        </p>
      )}
      <Honeypot register={form.register('website')} />
      {formError && <FormMessage kind="error">{formError}</FormMessage>}
      <button
        type="submit"
        disabled={form.formState.isSubmitting}
        className="rounded-full bg-primary px-5 py-2.5 font-medium text-white hover:bg-primary-strong focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-offset-2 disabled:opacity-60"
      >
        {full ? <Trans>Join the waiting list</Trans> : <Trans>Register</Trans>}
      </button>
    </form>
  );
}
