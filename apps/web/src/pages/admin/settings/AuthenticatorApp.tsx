import type { TotpSetup } from '@app/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { api, useTRPC } from '../../../app/trpc';
import { LoadError } from '../../../features/admin/LoadStates';
import { toast } from '../../../features/admin/toast';
import { button, buttonGhostDanger, buttonSecondary, errorText, input, label, muted } from '../../../features/admin/ui';
import { readServerErrors } from '../../../lib/server-errors';
import { QrCode } from './QrCode';

/**
 * The signed-in person's authenticator app (issue 32): set it up by scanning a QR code and confirming one
 * code, keep the 10 recovery codes shown once, or remove it with a current code.
 */
export function AuthenticatorApp() {
  const trpc = useTRPC();
  const { t } = useLingui();
  const factors = useQuery(trpc.account.factors.queryOptions());
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [removing, setRemoving] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const codeId = useId();

  const fail = (failure: unknown) =>
    setError(readServerErrors(failure).message ?? t`Something went wrong. Please try again.`);
  const start = async () => {
    setError(null);
    try {
      setSetup(await api.account.totp.setup.mutate());
    } catch (failure) {
      fail(failure);
    }
  };
  const confirm = async () => {
    setError(null);
    try {
      const { recoveryCodes: codes } = await api.account.totp.confirm.mutate({ code });
      setRecoveryCodes(codes);
      setSetup(null);
      setCode('');
      await factors.refetch();
    } catch (failure) {
      fail(failure);
    }
  };
  const remove = async () => {
    setError(null);
    try {
      await api.account.totp.remove.mutate({ code });
      setRemoving(false);
      setCode('');
      toast.success(t`The authenticator app was removed.`);
      await factors.refetch();
    } catch (failure) {
      fail(failure);
    }
  };

  const codeField = (
    <div>
      <label htmlFor={codeId} className={label}>
        {removing ? t`A current code or a recovery code` : t`Code from your authenticator app`}
      </label>
      <input
        id={codeId}
        className={input}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        autoComplete="one-time-code"
        inputMode={removing ? 'text' : 'numeric'}
      />
    </div>
  );

  return (
    <section
      aria-labelledby="authenticator-app"
      className="space-y-4 rounded-xl bg-white p-6 shadow-sm ring-1 ring-dark/5 dark:bg-white/5"
    >
      <h2 id="authenticator-app" className="text-lg font-semibold">
        <Trans>Authenticator app</Trans>
      </h2>
      {factors.error && <LoadError message={factors.error.message} onRetry={() => void factors.refetch()} />}
      {error && (
        <p role="alert" className={errorText}>
          {error}
        </p>
      )}
      {recoveryCodes && (
        <div className="space-y-3">
          <p className="font-medium">
            <Trans>
              Your recovery codes: keep them somewhere safe, away from this device. Each works once if you lose the app.
              You will not see them again.
            </Trans>
          </p>
          <ol className="grid grid-cols-2 gap-2 font-mono text-sm" aria-label={t`Recovery codes`}>
            {recoveryCodes.map((recovery) => (
              <li key={recovery}>{recovery}</li>
            ))}
          </ol>
          <button type="button" className={button} onClick={() => setRecoveryCodes(null)}>
            <Trans>I have saved them</Trans>
          </button>
        </div>
      )}
      {!recoveryCodes && factors.data?.totp && !removing && (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className={`text-sm ${muted}`}>
            <Trans>
              On: a code from the app is asked after your password. Recovery codes left:{' '}
              {factors.data.recoveryCodesLeft}
            </Trans>
          </p>
          <button type="button" className={buttonGhostDanger} onClick={() => setRemoving(true)}>
            <Trans>Remove</Trans>
          </button>
        </div>
      )}
      {removing && (
        <form
          className="space-y-3"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void remove();
          }}
        >
          {codeField}
          <div className="flex justify-end gap-3">
            <button type="button" className={buttonSecondary} onClick={() => setRemoving(false)}>
              <Trans>Cancel</Trans>
            </button>
            <button type="submit" className={buttonGhostDanger} disabled={code.trim() === ''}>
              <Trans>Remove the app</Trans>
            </button>
          </div>
        </form>
      )}
      {!recoveryCodes && factors.data && !factors.data.totp && !setup && (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className={`text-sm ${muted}`}>
            <Trans>
              Off. With an app such as Google Authenticator or 1Password, a stolen password alone cannot sign in.
            </Trans>
          </p>
          <button type="button" className={button} onClick={() => void start()}>
            <Trans>Set up</Trans>
          </button>
        </div>
      )}
      {setup && (
        <form
          className="space-y-4"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void confirm();
          }}
        >
          <p className="text-sm">
            <Trans>Scan this code with your authenticator app, then enter the 6-digit code it shows.</Trans>
          </p>
          <QrCode text={setup.otpauthUri} label={t`QR code for your authenticator app`} />
          <p className={`text-sm ${muted}`}>
            <Trans>Cannot scan? Type this key into the app:</Trans> <code className="break-all">{setup.secret}</code>
          </p>
          {codeField}
          <div className="flex justify-end gap-3">
            <button type="button" className={buttonSecondary} onClick={() => setSetup(null)}>
              <Trans>Cancel</Trans>
            </button>
            <button type="submit" className={button} disabled={code.trim() === ''}>
              <Trans>Turn on</Trans>
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
