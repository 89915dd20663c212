import type { CodeMethod } from '@app/contract';
import { useLingui } from '@lingui/react/macro';
import { LabelledInput } from './LabelledInput';
import { input } from './ui';

/** What each way of confirming by code asks for (sign-in's second step, the step-up dialog). */
export function useCodeLabels(): Record<CodeMethod, string> {
  const { t } = useLingui();
  return {
    totp: t`Code from your authenticator app`,
    recovery: t`Recovery code`,
    email: t`Code from the email`,
  };
}

/**
 * The box a code is typed into: a one-time code (the authenticator app's, an emailed one), numeric on a phone and
 * offered by the browser from a message, or a recovery code (`recovery`), free text and never autofilled.
 */
export function OneTimeCodeField({
  label,
  value,
  onChange,
  recovery = false,
  autoFocus = false,
  inputClassName = input,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  recovery?: boolean;
  autoFocus?: boolean;
  inputClassName?: string;
}) {
  return (
    <LabelledInput
      label={label}
      value={value}
      onChange={onChange}
      inputClassName={inputClassName}
      autoComplete={recovery ? 'off' : 'one-time-code'}
      inputMode={recovery ? 'text' : 'numeric'}
      // Focused where it is the one thing to type (sign-in's second step).
      autoFocus={autoFocus}
    />
  );
}
