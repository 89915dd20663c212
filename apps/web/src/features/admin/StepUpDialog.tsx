import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { api, useTRPC } from '../../app/trpc';
import { answerWithPasskey } from '../../lib/passkey-answer';
import { stepUp } from '../../lib/step-up';
import { OneTimeCodeField, useCodeLabels } from './OneTimeCodeField';
import { InterruptDialog, InterruptForm } from './InterruptDialog';
import { button, buttonSecondary, muted } from './ui';
import { useSecondFactorAttempt } from './useSecondFactorAttempt';

/**
 * "Confirm it's you" (issue 32): a sensitive action (a role change, an export, a newsletter send…) needs
 * a second factor from the last 10 minutes. The action waits under this dialog and goes on once a code
 * is confirmed; nothing typed on the page is lost.
 */
export function StepUpDialog() {
  const asking = useSyncExternalStore(stepUp.subscribe, stepUp.snapshot, () => false);
  useEffect(() => stepUp.host(), []);
  return (
    <InterruptDialog
      open={asking}
      onDismiss={() => stepUp.settle(false)}
      title={<Trans>Confirm it’s you</Trans>}
      description={
        <Trans>This action needs a second factor from the last 10 minutes. It goes on once you confirm.</Trans>
      }
    >
      {asking && <StepUpForm />}
    </InterruptDialog>
  );
}

function StepUpForm() {
  const { t } = useLingui();
  const trpc = useTRPC();
  const factors = useQuery(trpc.account.factors.queryOptions());
  const labels = useCodeLabels();
  const hasPasskey = (factors.data?.passkeys ?? 0) > 0;
  const { method, setMethod, code, setCode, error, notice, busy, sendEmailCode, submit } = useSecondFactorAttempt({
    fallback: hasPasskey ? 'passkey' : factors.data?.totp ? 'totp' : 'email',
    emailCode: () => api.auth.stepUp.mutate({ method: 'email' }),
    confirm: async (method, code) => {
      const answer =
        method === 'passkey'
          ? await api.auth.stepUp.mutate({
              method,
              response: await answerWithPasskey(await api.auth.stepUpOptions.mutate()),
            })
          : await api.auth.stepUp.mutate({ method, code });
      if ('freshUntil' in answer) stepUp.settle(true);
    },
  });

  if (factors.isPending) return <p className={`mt-4 text-sm ${muted}`}>{t`Loading…`}</p>;
  return (
    <InterruptForm onSubmit={submit} error={error}>
      {notice && (
        <p role="status" className="text-sm">
          {notice}
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
            <button type="button" className={`text-sm underline ${muted}`} onClick={() => setMethod('passkey')}>
              <Trans>Use a passkey</Trans>
            </button>
          )}
          {factors.data?.totp && method !== 'totp' && (
            <button type="button" className={`text-sm underline ${muted}`} onClick={() => setMethod('totp')}>
              <Trans>Use the authenticator app</Trans>
            </button>
          )}
          {factors.data?.totp && method !== 'recovery' && (
            <button type="button" className={`text-sm underline ${muted}`} onClick={() => setMethod('recovery')}>
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
    </InterruptForm>
  );
}
