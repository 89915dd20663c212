import type { Passkey } from '@app/contract';
import { passkeyNameSchema } from '@app/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  browserSupportsWebAuthn,
  type PublicKeyCredentialCreationOptionsJSON,
  startRegistration,
} from '@simplewebauthn/browser';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { api, useTRPC } from '../../../app/trpc';
import { ConfirmDialog } from '../../../features/admin/ConfirmDialog';
import { formatDateTime, formatRelative } from '../../../features/admin/format';
import { LabelledInput } from '../../../features/admin/LabelledInput';
import { toast } from '../../../features/admin/toast';
import { button, buttonGhostDanger, buttonSecondary, errorText, input, label, muted } from '../../../features/admin/ui';
import { passkeyCancelled as cancelled } from '../../../lib/passkey-answer';
import { readServerErrors, serverErrorText } from '../../../lib/server-errors';
import { userText } from '../../../lib/user-text';
import { ListLoadState, SettingsSection } from './SettingsSection';

function PasskeyRow({ passkey, onChanged }: { passkey: Passkey; onChanged: () => Promise<unknown> }) {
  const { t } = useLingui();
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(passkey.name);
  const [confirming, setConfirming] = useState(false);
  const failed = (error: unknown) =>
    toast.error(serverErrorText(readServerErrors(error), t`Something went wrong. Please try again.`));

  const rename = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await api.account.passkeys.rename.mutate({ id: passkey.id, name });
      setRenaming(false);
      toast.success(t`The passkey was renamed.`);
      await onChanged();
    } catch (error) {
      failed(error);
    }
  };
  const remove = async () => {
    try {
      await api.account.passkeys.remove.mutate({ id: passkey.id });
      toast.success(t`The passkey was removed.`);
    } catch (error) {
      failed(error);
    }
    await onChanged();
  };

  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      {renaming ? (
        <form onSubmit={rename} className="flex flex-wrap items-end gap-2">
          <LabelledInput label={<Trans>Passkey name</Trans>} value={name} maxLength={80} onChange={setName} />
          <button type="submit" className={button}>
            <Trans>Save</Trans>
          </button>
          <button type="button" className={buttonSecondary} onClick={() => setRenaming(false)}>
            <Trans>Cancel</Trans>
          </button>
        </form>
      ) : (
        <div className="min-w-0">
          <p className="font-medium">{userText(passkey.name)}</p>
          <p className={`text-sm ${muted}`}>
            {passkey.lastUsedAt ? (
              <Trans>
                Last used{' '}
                <time dateTime={passkey.lastUsedAt} title={formatDateTime(passkey.lastUsedAt)}>
                  {formatRelative(passkey.lastUsedAt)}
                </time>{' '}
                · added {formatDateTime(passkey.createdAt)}
              </Trans>
            ) : (
              <Trans>Not used yet · added {formatDateTime(passkey.createdAt)}</Trans>
            )}
          </p>
        </div>
      )}
      {!renaming && (
        <div className="flex gap-2">
          <button
            type="button"
            className={buttonSecondary}
            aria-label={t`Rename ${passkey.name}`}
            onClick={() => {
              setName(passkey.name);
              setRenaming(true);
            }}
          >
            <Trans>Rename</Trans>
          </button>
          <button
            type="button"
            className={buttonGhostDanger}
            aria-label={t`Remove ${passkey.name}`}
            onClick={() => setConfirming(true)}
          >
            <Trans>Remove</Trans>
          </button>
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={<Trans>Remove this passkey?</Trans>}
        description={<Trans>“{userText(passkey.name)}” will no longer sign you in. You can add it again later.</Trans>}
        confirmLabel={<Trans>Remove passkey</Trans>}
        onConfirm={remove}
      />
    </li>
  );
}

/**
 * The signed-in person's passkeys (issue 32): each with its name and last use; add one under a name
 * (the browser or phone makes it), rename or remove one. A passkey signs in without a password.
 */
export function Passkeys() {
  const trpc = useTRPC();
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const passkeys = useQuery(trpc.account.passkeys.list.queryOptions());
  // The account's factors change with its passkeys (the policy's gate and the step-up dialog read them).
  const refetch = () =>
    Promise.all([passkeys.refetch(), queryClient.invalidateQueries(trpc.account.factors.queryFilter())]);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const nameId = useId();
  // Known after hydration only: the server cannot tell what the browser supports.
  const [unsupported, setUnsupported] = useState(false);
  useEffect(() => setUnsupported(!browserSupportsWebAuthn()), []);

  const add = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = passkeyNameSchema.safeParse(name);
    if (!parsed.success) {
      setNameError(t`Give the passkey a name, such as “Laptop” or “Phone”.`);
      return;
    }
    setNameError(null);
    setBusy(true);
    try {
      const options = await api.account.passkeys.registrationOptions.mutate();
      const response = await startRegistration({
        optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON,
      });
      await api.account.passkeys.register.mutate({ name: parsed.data, response });
      setName('');
      toast.success(t`The passkey was added.`);
      await refetch();
    } catch (error) {
      if (cancelled(error)) toast.error(t`No passkey was added.`);
      else toast.error(serverErrorText(readServerErrors(error), t`Something went wrong. Please try again.`));
    } finally {
      setBusy(false);
    }
  };

  return (
    <SettingsSection id="passkeys" title={<Trans>Passkeys</Trans>}>
      <p className={`text-sm ${muted}`}>
        <Trans>
          A passkey signs you in with your device’s fingerprint, face or screen lock instead of your password.
        </Trans>
      </p>
      <ListLoadState query={passkeys} />
      {passkeys.data?.length === 0 && (
        <p className="text-sm">
          <Trans>You have no passkeys yet.</Trans>
        </p>
      )}
      <ul className="divide-y divide-dark/10 dark:divide-sand/10">
        {passkeys.data?.map((passkey) => (
          <PasskeyRow key={passkey.id} passkey={passkey} onChanged={refetch} />
        ))}
      </ul>
      <form onSubmit={add} noValidate className="flex flex-wrap items-end gap-3">
        <div className="grow">
          <label htmlFor={nameId} className={label}>
            <Trans>Name of the new passkey</Trans>
          </label>
          <input
            id={nameId}
            className={input}
            value={name}
            maxLength={80}
            placeholder={t`Laptop`}
            aria-invalid={nameError ? true : undefined}
            aria-describedby={nameError ? `${nameId}-error` : undefined}
            onChange={(e) => setName(e.target.value)}
          />
          {nameError && (
            <p id={`${nameId}-error`} className={errorText}>
              {nameError}
            </p>
          )}
        </div>
        <button type="submit" className={button} disabled={busy} aria-busy={busy}>
          <Trans>Add a passkey</Trans>
        </button>
      </form>
      {unsupported && (
        <p className={`text-sm ${muted}`}>
          <Trans>This browser cannot make passkeys.</Trans>
        </p>
      )}
    </SettingsSection>
  );
}
