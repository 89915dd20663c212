import type { TotpSetup } from '@app/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { api, useTRPC } from '../../../app/trpc';
import { LoadError } from '../../../features/admin/LoadStates';
import { toast } from '../../../features/admin/toast';
import { LabelledInput } from '../../../features/admin/LabelledInput';
import { ScriptForm } from '../../../features/admin/ScriptForm';
import { AlertText } from '../../../features/admin/AlertText';
import { button, buttonGhostDanger, buttonSecondary, muted } from '../../../features/admin/ui';
import { readServerErrors } from '../../../lib/server-errors';
import { QrCode } from './QrCode';
import { SettingsSection } from './SettingsSection';

/** Cancel, and the form's own button, which waits for a code. */
function CodeFormActions({
  code,
  onCancel,
  submitClassName,
  children,
}: {
  code: string;
  onCancel: () => void;
  submitClassName: string;
  children: ReactNode;
}) {
  return (
    <div className="flex justify-end gap-3">
      <button type="button" className={buttonSecondary} onClick={onCancel}>
        <Trans>Cancel</Trans>
      </button>
      <button type="submit" className={submitClassName} disabled={code.trim() === ''}>
        {children}
      </button>
    </div>
  );
}

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
    <LabelledInput
      label={removing ? t`A current code or a recovery code` : t`Code from your authenticator app`}
      value={code}
      onChange={setCode}
      autoComplete="one-time-code"
      inputMode={removing ? 'text' : 'numeric'}
    />
  );

  return (
    <SettingsSection id="authenticator-app" title={<Trans>Authenticator app</Trans>}>
      {factors.error && <LoadError message={factors.error.message} onRetry={() => void factors.refetch()} />}
      <AlertText message={error} />
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
        <ScriptForm className="space-y-3" onSubmit={remove}>
          {codeField}
          <CodeFormActions code={code} onCancel={() => setRemoving(false)} submitClassName={buttonGhostDanger}>
            <Trans>Remove the app</Trans>
          </CodeFormActions>
        </ScriptForm>
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
        <ScriptForm className="space-y-4" onSubmit={confirm}>
          <p className="text-sm">
            <Trans>Scan this code with your authenticator app, then enter the 6-digit code it shows.</Trans>
          </p>
          <QrCode text={setup.otpauthUri} label={t`QR code for your authenticator app`} />
          <p className={`text-sm ${muted}`}>
            <Trans>Cannot scan? Type this key into the app:</Trans> <code className="break-all">{setup.secret}</code>
          </p>
          {codeField}
          <CodeFormActions code={code} onCancel={() => setSetup(null)} submitClassName={button}>
            <Trans>Turn on</Trans>
          </CodeFormActions>
        </ScriptForm>
      )}
    </SettingsSection>
  );
}
