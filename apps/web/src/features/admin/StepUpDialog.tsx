import type { SecondFactorMethod } from '@app/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import * as Dialog from '@radix-ui/react-dialog';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { api, useTRPC } from '../../app/trpc';
import { answerWithPasskey, passkeyCancelled } from '../../lib/passkey-answer';
import { readServerErrors } from '../../lib/server-errors';
import { stepUp } from '../../lib/step-up';
import { OneTimeCodeField, useCodeLabels } from './OneTimeCodeField';
import { button, buttonSecondary, errorText, muted } from './ui';

/**
 * "Confirm it's you" (issue 32): a sensitive action (a role change, an export, a newsletter send…) needs
 * a second factor from the last 10 minutes. The action waits under this dialog and goes on once a code
 * is confirmed; nothing typed on the page is lost.
 */
export function StepUpDialog() {
  const asking = useSyncExternalStore(stepUp.subscribe, stepUp.snapshot, () => false);
  useEffect(() => stepUp.host(), []);
  return (
    <Dialog.Root open={asking} onOpenChange={(open) => !open && stepUp.settle(false)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[80] bg-dark/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-[81] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 text-dark shadow-xl dark:bg-dark dark:text-sand dark:ring-1 dark:ring-sand/15">
          <Dialog.Title className="text-lg font-semibold">
            <Trans>Confirm it’s you</Trans>
          </Dialog.Title>
          <Dialog.Description className={`mt-2 text-sm ${muted}`}>
            <Trans>This action needs a second factor from the last 10 minutes. It goes on once you confirm.</Trans>
          </Dialog.Description>
          {asking && <StepUpForm />}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function StepUpForm() {
  const { t } = useLingui();
  const trpc = useTRPC();
  const factors = useQuery(trpc.account.factors.queryOptions());
  const labels = useCodeLabels();
  const [chosen, setChosen] = useState<SecondFactorMethod | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const hasPasskey = (factors.data?.passkeys ?? 0) > 0;
  const method: SecondFactorMethod = chosen ?? (hasPasskey ? 'passkey' : factors.data?.totp ? 'totp' : 'email');

  const sendEmailCode = async () => {
    setError(null);
    try {
      await api.auth.stepUp.mutate({ method: 'email' });
      setNotice(t`We emailed you a 6-digit code. It works for 10 minutes.`);
    } catch (failure) {
      setError(readServerErrors(failure).message ?? t`Something went wrong. Please try again.`);
    }
  };

  const submit = async () => {
    setBusy(true);
    setError(null);
    try {
      const answer =
        method === 'passkey'
          ? await api.auth.stepUp.mutate({
              method,
              response: await answerWithPasskey(await api.auth.stepUpOptions.mutate()),
            })
          : await api.auth.stepUp.mutate({ method, code });
      if ('freshUntil' in answer) stepUp.settle(true);
    } catch (failure) {
      setError(
        passkeyCancelled(failure)
          ? t`No passkey was used. Try again, or choose another way.`
          : (readServerErrors(failure).message ?? t`Something went wrong. Please try again.`),
      );
    } finally {
      setBusy(false);
    }
  };

  if (factors.isPending) return <p className={`mt-4 text-sm ${muted}`}>{t`Loading…`}</p>;
  return (
    <form
      className="mt-4 space-y-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {notice && (
        <p role="status" className="text-sm">
          {notice}
        </p>
      )}
      {error && (
        <p role="alert" className={errorText}>
          {error}
        </p>
      )}
      {method === 'email' && !notice && (
        <button type="button" className={buttonSecondary} onClick={() => void sendEmailCode()}>
          <Trans>Email me a code</Trans>
        </button>
      )}
      {method === 'passkey' ? (
        <p className="text-sm">
          <Trans>Confirm with one of your passkeys: your browser will ask for it.</Trans>
        </p>
      ) : (
        <OneTimeCodeField label={labels[method]} value={code} onChange={setCode} recovery={method === 'recovery'} />
      )}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap gap-3">
          {hasPasskey && method !== 'passkey' && (
            <button type="button" className={`text-sm underline ${muted}`} onClick={() => setChosen('passkey')}>
              <Trans>Use a passkey</Trans>
            </button>
          )}
          {factors.data?.totp && method !== 'totp' && (
            <button type="button" className={`text-sm underline ${muted}`} onClick={() => setChosen('totp')}>
              <Trans>Use the authenticator app</Trans>
            </button>
          )}
          {factors.data?.totp && method !== 'recovery' && (
            <button type="button" className={`text-sm underline ${muted}`} onClick={() => setChosen('recovery')}>
              <Trans>Use a recovery code</Trans>
            </button>
          )}
        </div>
        <div className="ms-auto flex gap-3">
          <button type="button" className={buttonSecondary} onClick={() => stepUp.settle(false)}>
            <Trans>Cancel</Trans>
          </button>
          <button type="submit" className={button} disabled={busy || (method !== 'passkey' && code.trim() === '')}>
            {method === 'passkey' ? <Trans>Use a passkey</Trans> : <Trans>Confirm</Trans>}
          </button>
        </div>
      </div>
    </form>
  );
}
