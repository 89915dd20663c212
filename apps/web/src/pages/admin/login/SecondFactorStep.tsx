import type { SecondFactorChallenge, SecondFactorMethod } from '@app/contract';
import { Trans } from '@lingui/react/macro';
import { useEffect } from 'react';
import { api } from '../../../app/trpc';
import { inputClass as input } from '../../../features/forms/fields';
import { OneTimeCodeField, useCodeLabels } from '../../../features/admin/OneTimeCodeField';
import { ScriptForm } from '../../../features/admin/ScriptForm';
import { useSecondFactorAttempt } from '../../../features/admin/useSecondFactorAttempt';
import { answerWithPasskey } from '../../../lib/passkey-answer';

const primary =
  'w-full rounded-full bg-primary px-4 py-2.5 font-medium text-white hover:bg-primary-strong focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-offset-2 disabled:opacity-60';
const quiet =
  'text-sm font-medium text-primary underline decoration-primary/40 underline-offset-4 hover:decoration-primary dark:text-gold';

/** The method this step opens with: a passkey, else the authenticator app, else the emailed code. */
const firstMethod = (methods: readonly SecondFactorMethod[]): SecondFactorMethod =>
  methods.includes('passkey') ? 'passkey' : methods.includes('totp') ? 'totp' : 'email';

/**
 * After a correct password, the second factor (issue 32): one of the account's passkeys, a code from the
 * authenticator app, a recovery code, or (a new device of an account without a factor) a code emailed to
 * the staff member. The ticket the password earned is traded with it for the session.
 */
export function SecondFactorStep({
  challenge,
  onSignedIn,
  onRestart,
}: {
  challenge: SecondFactorChallenge['secondFactor'];
  onSignedIn: (token: string) => Promise<void>;
  onRestart: () => void;
}) {
  const labels = useCodeLabels();
  const first = firstMethod(challenge.methods);
  const { method, setMethod, code, setCode, error, notice, busy, sendEmailCode, submit } = useSecondFactorAttempt({
    fallback: first,
    emailCode: () => api.auth.secondFactor.mutate({ ticket: challenge.ticket, method: 'email' }),
    confirm: async (method, code) => {
      const answer =
        method === 'passkey'
          ? await api.auth.secondFactor.mutate({
              ticket: challenge.ticket,
              method,
              response: await answerWithPasskey(await api.auth.passkeyOptions.mutate({ ticket: challenge.ticket })),
            })
          : await api.auth.secondFactor.mutate({ ticket: challenge.ticket, method, code });
      if ('token' in answer) await onSignedIn(answer.token);
    },
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: the email is sent once, when this step opens with it
  useEffect(() => {
    if (first === 'email') void sendEmailCode();
  }, []);

  return (
    <ScriptForm className="mt-6 space-y-4" onSubmit={submit}>
      <p className="text-sm">
        {method === 'passkey' && <Trans>Confirm it’s you with one of your passkeys.</Trans>}
        {method === 'totp' && <Trans>Open your authenticator app and enter the code it shows for Ruang Teduh.</Trans>}
        {method === 'recovery' && <Trans>Enter one of the recovery codes you saved. Each works once.</Trans>}
        {method === 'email' && (
          <Trans>This browser is new for your account: confirm it with the code we email you.</Trans>
        )}
      </p>
      {notice && (
        <p role="status" className="text-sm">
          {notice}
        </p>
      )}
      {error && (
        <p role="alert" className="rounded-md bg-danger/10 px-3 py-2 text-sm text-error">
          {error}
        </p>
      )}
      {method === 'passkey' ? (
        <button type="submit" disabled={busy} className={primary}>
          {busy ? <Trans>Checking…</Trans> : <Trans>Use a passkey</Trans>}
        </button>
      ) : (
        <>
          <OneTimeCodeField
            label={labels[method]}
            value={code}
            onChange={setCode}
            recovery={method === 'recovery'}
            autoFocus
            inputClassName={input}
          />
          <button type="submit" disabled={busy || code.trim() === ''} className={primary}>
            {busy ? <Trans>Checking…</Trans> : <Trans>Continue</Trans>}
          </button>
        </>
      )}
      <div className="flex flex-wrap justify-between gap-3">
        {method !== 'passkey' && challenge.methods.includes('passkey') && (
          <button type="button" className={quiet} onClick={() => setMethod('passkey')}>
            <Trans>Use a passkey</Trans>
          </button>
        )}
        {method === 'passkey' && challenge.methods.includes('totp') && (
          <button type="button" className={quiet} onClick={() => setMethod('totp')}>
            <Trans>Use the authenticator app</Trans>
          </button>
        )}
        {method === 'totp' && challenge.methods.includes('recovery') && (
          <button type="button" className={quiet} onClick={() => setMethod('recovery')}>
            <Trans>Use a recovery code</Trans>
          </button>
        )}
        {method === 'recovery' && (
          <button type="button" className={quiet} onClick={() => setMethod('totp')}>
            <Trans>Use the authenticator app</Trans>
          </button>
        )}
        {method === 'email' && (
          <button type="button" className={quiet} onClick={() => void sendEmailCode()}>
            <Trans>Email me a new code</Trans>
          </button>
        )}
        <button type="button" className={quiet} onClick={onRestart}>
          <Trans>Start again</Trans>
        </button>
      </div>
    </ScriptForm>
  );
}
