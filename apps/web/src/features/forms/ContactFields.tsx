import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { Field, inputClass } from './fields';

/** The values the contact fields fill, whatever else the form holds. */
interface ContactValues {
  name: string;
  email: string;
  phone?: string | undefined;
}

interface ContactFieldsProps<T extends ContactValues> {
  form: UseFormReturn<T>;
  /** Prefixes the inputs' ids (`register` gives `register-name`, `register-email`…). */
  idPrefix: string;
  /** A phone number only if the visitor wants a call back; bookings and requests need one for WhatsApp. */
  optionalPhone?: boolean;
  /** Further fields in the same two-column grid. */
  children?: ReactNode;
}

/** Name, email and phone in a two-column grid: how the public forms ask who is writing. */
export function ContactFields<T extends ContactValues>({
  form,
  idPrefix,
  optionalPhone = false,
  children,
}: ContactFieldsProps<T>) {
  // react-hook-form cannot prove that a generic form holds these paths; T's constraint does.
  const { register, formState } = form as unknown as UseFormReturn<ContactValues>;
  const errors = formState.errors;
  return (
    <div className="grid gap-4 min-[600px]:grid-cols-2">
      <Field id={`${idPrefix}-name`} label={<Trans>Name</Trans>} error={errors.name}>
        {(props) => <input autoComplete="name" className={inputClass} {...props} {...register('name')} />}
      </Field>
      <Field id={`${idPrefix}-email`} label={<Trans>Email</Trans>} error={errors.email}>
        {(props) => (
          <input type="email" autoComplete="email" className={inputClass} {...props} {...register('email')} />
        )}
      </Field>
      <Field
        id={`${idPrefix}-phone`}
        label={optionalPhone ? <Trans>Phone</Trans> : <Trans>Phone (WhatsApp)</Trans>}
        optional={optionalPhone ? <Trans>(optional)</Trans> : undefined}
        error={errors.phone}
      >
        {(props) => <input type="tel" autoComplete="tel" className={inputClass} {...props} {...register('phone')} />}
      </Field>
      {children}
    </div>
  );
}
