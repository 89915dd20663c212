import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { Field, inputClass } from './fields';

interface OptionalMessageFieldProps {
  id: string;
  registration: UseFormRegisterReturn;
  error: FieldError | undefined;
  hint?: ReactNode;
}

/** The optional message a visitor may add to a registration or a request. */
export function OptionalMessageField({ id, registration, error, hint }: OptionalMessageFieldProps) {
  return (
    <Field id={id} label={<Trans>Message</Trans>} optional={<Trans>(optional)</Trans>} hint={hint} error={error}>
      {(props) => <textarea rows={3} className={inputClass} {...props} {...registration} />}
    </Field>
  );
}
