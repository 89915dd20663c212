import { calendarDateIn, type PrivateSessionRequestInput } from '@app/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { type FieldError, useForm } from 'react-hook-form';
import { api } from '../../app/trpc';
import { useNow } from '../../lib/clock';
import { ConsentCheckbox } from './ConsentCheckbox';
import { ContactFields } from './ContactFields';
import { Field, inputClass } from './fields';
import { FormBody } from './FormBody';
import { FormFooter } from './FormFooter';
import { lazyResolver } from './lazyResolver';
import { OptionalMessageField } from './OptionalMessageField';
import { schemaMessage } from './schemaMessages';
import { useServerForm } from './useServerForm';
import { userText } from '../../lib/user-text';

interface Props {
  slug: string;
  title: string;
  /** The class's IANA zone: the preferred dates are days on its clock. */
  timeZone: string;
}

/** Validation loads on the form's first check (lazyResolver.ts). */
const privateSessionRequestResolver = lazyResolver(() =>
  import('./validation').then((m) => m.privateSessionRequestResolver),
);

const FIELDS = ['name', 'email', 'phone', 'preferredTimes', 'preferredDates', 'message', 'consent'];

/** The first message about the preferred dates, whichever of them it is about. */
function datesError(error: unknown): FieldError | undefined {
  if (!error || typeof error !== 'object') return undefined;
  if ('message' in error && typeof error.message === 'string') return error as FieldError;
  for (const item of Object.values(error)) {
    const found = datesError(item);
    if (found) return found;
  }
  return undefined;
}

/** A private session is asked for, not booked: preferred times and dates; the studio proposes one by email. */
export default function PrivateSessionRequestForm({ slug, title: classTitle, timeZone }: Props) {
  const title = userText(classTitle);
  const { t, i18n } = useLingui();
  const form = useForm<PrivateSessionRequestInput>({
    // The preprocessing step types its input as unknown; the form's values are the contract's input.
    resolver: privateSessionRequestResolver,
    defaultValues: {
      slug,
      name: '',
      email: '',
      phone: '',
      preferredTimes: '',
      preferredDates: ['', '', ''],
      message: '',
    },
  });
  const { onSubmit, formError, result } = useServerForm(form, FIELDS, (values, idempotencyKey) =>
    api.registration.privateSessionRequest.mutate(values, { context: { idempotencyKey } }),
  );
  const errors = form.formState.errors;
  const dateError = datesError(errors.preferredDates);
  const sent = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (result) sent.current?.focus();
  }, [result]);
  // Today on the class's clock (where the session takes place), not the visitor's: the server refuses earlier dates.
  const min = calendarDateIn(timeZone, useNow());

  if (result) {
    return (
      <p
        ref={sent}
        tabIndex={-1}
        role="status"
        className="rounded-2xl bg-success/10 p-5 text-dark outline-none focus-visible:ring-2 focus-visible:ring-primary dark:text-sand"
      >
        <Trans>
          Thank you: we have your request for {title}. We will propose a date and time by email as soon as we can.
        </Trans>
      </p>
    );
  }

  const choices = [t`First choice`, t`Second choice`, t`Third choice`];
  return (
    <form onSubmit={onSubmit} noValidate className="relative" aria-label={t`Request ${classTitle}`}>
      <FormBody className="space-y-4">
        <ContactFields form={form} idPrefix="request" />
        <Field
          id="request-times"
          label={<Trans>Which days and times suit you?</Trans>}
          hint={<Trans>For example: weekday evenings after 6 pm, or Saturday mornings.</Trans>}
          error={errors.preferredTimes}
        >
          {(props) => <textarea rows={2} className={inputClass} {...props} {...form.register('preferredTimes')} />}
        </Field>
        <fieldset aria-describedby={`request-dates-hint${dateError ? ' request-dates-error' : ''}`}>
          <legend className="text-sm font-medium">
            <Trans>Preferred dates</Trans>
            <span className="ms-1 font-normal opacity-75">
              <Trans>(optional)</Trans>
            </span>
          </legend>
          <p id="request-dates-hint" className="mt-1 text-sm opacity-80">
            <Trans>Up to three dates that would work for you.</Trans>
          </p>
          <div className="mt-2 grid gap-3 min-[600px]:grid-cols-3">
            {choices.map((label, i) => (
              <div key={label}>
                <label htmlFor={`request-date-${i}`} className="text-sm">
                  {label}
                </label>
                <input
                  id={`request-date-${i}`}
                  type="date"
                  min={min}
                  className={`${inputClass} min-h-11`}
                  aria-invalid={dateError ? true : undefined}
                  {...form.register(`preferredDates.${i}`)}
                />
              </div>
            ))}
          </div>
          {dateError?.message && (
            <p id="request-dates-error" className="mt-1 text-sm text-error">
              {schemaMessage(dateError.message, (d) => i18n._(d))}
            </p>
          )}
        </fieldset>
        <OptionalMessageField
          id="request-message"
          registration={form.register('message')}
          hint={<Trans>Anything the facilitator should know beforehand.</Trans>}
          error={errors.message}
        />
        <ConsentCheckbox idPrefix="request" registration={form.register('consent')} invalid={!!errors.consent}>
          <Trans>I agree that Ruang Teduh keeps my details to arrange this session.</Trans>
        </ConsentCheckbox>
        <FormFooter honeypot={form.register('website')} formError={formError} busy={form.formState.isSubmitting}>
          <Trans>Send request</Trans>
        </FormFooter>
      </FormBody>
    </form>
  );
}
