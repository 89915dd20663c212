import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

interface ConsentCheckboxProps {
  /** The error message's id is `${idPrefix}-consent-error`. */
  idPrefix: string;
  registration: UseFormRegisterReturn;
  /** Whether the form was sent without the box ticked. */
  invalid: boolean;
  /** What the visitor agrees to. */
  children: ReactNode;
  /** On the newsletter's card: a smaller box, in gold. */
  onCard?: boolean;
}

/** The consent box every public form that keeps someone's details ends with, and its one error. */
export function ConsentCheckbox({ idPrefix, registration, invalid, children, onCard = false }: ConsentCheckboxProps) {
  const { t } = useLingui();
  const errorId = `${idPrefix}-consent-error`;
  return (
    <>
      <label className={onCard ? 'flex items-start gap-2 text-sm' : 'flex min-h-11 items-start gap-3 text-sm'}>
        <input
          type="checkbox"
          className={onCard ? 'mt-1 h-4 w-4 accent-gold' : 'mt-0.5 h-5 w-5 shrink-0 accent-primary'}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={invalid ? errorId : undefined}
          {...registration}
        />
        <span>{children}</span>
      </label>
      {/* The contract's only reason for refusing consent: the box was not ticked. */}
      {invalid && (
        <p id={errorId} className="text-sm text-error">
          {t`Please agree so we can keep your details.`}
        </p>
      )}
    </>
  );
}
