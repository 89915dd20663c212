import type { SecondFactorMethod } from '@app/contract';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { passkeyCancelled } from '../../lib/passkey-answer';
import { readServerErrors } from '../../lib/server-errors';

/**
 * One attempt at a second factor, shared by sign-in's second step and the step-up dialog: the method in use
 * (`fallback` until the person picks another), the code typed, the emailed-code notice, and what went wrong.
 * `confirm` sends the answer (asking the browser for a passkey's), `emailCode` asks for a code by email.
 */
export function useSecondFactorAttempt({
  fallback,
  emailCode,
  confirm,
}: {
  fallback: SecondFactorMethod;
  emailCode: () => Promise<unknown>;
  confirm: (method: SecondFactorMethod, code: string) => Promise<void>;
}) {
  const { t } = useLingui();
  const [chosen, setMethod] = useState<SecondFactorMethod | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const method = chosen ?? fallback;

  const failed = (failure: unknown) =>
    setError(
      passkeyCancelled(failure)
        ? t`No passkey was used. Try again, or choose another way.`
        : (readServerErrors(failure).message ?? t`Something went wrong. Please try again.`),
    );

  const sendEmailCode = async () => {
    setError(null);
    try {
      await emailCode();
      setNotice(t`We emailed you a 6-digit code. It works for 10 minutes.`);
    } catch (failure) {
      failed(failure);
    }
  };

  const submit = async () => {
    setBusy(true);
    setError(null);
    try {
      await confirm(method, code);
    } catch (failure) {
      failed(failure);
    } finally {
      setBusy(false);
    }
  };

  return { method, setMethod, code, setCode, error, notice, busy, sendEmailCode, submit };
}
