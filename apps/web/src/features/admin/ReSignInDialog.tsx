import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'wouter';
import { api } from '../../app/trpc';
import { readServerErrors } from '../../lib/server-errors';
import { reSignIn } from '../../lib/re-sign-in';
import { session } from '../auth/session';
import { signOut } from '../auth/signOut';
import { useSession } from '../auth/useSession';
import { InterruptDialog, InterruptForm } from './InterruptDialog';
import { LabelledInput } from './LabelledInput';
import { button, buttonSecondary } from './ui';

/**
 * The session ended while working: sign in again here, over the form, and carry on where you were (the
 * save that failed is sent again). Signing out instead goes to the sign-in page, as SPEC section 8 says.
 */
export function ReSignInDialog() {
  const { t } = useLingui();
  const state = useSyncExternalStore(reSignIn.subscribe, reSignIn.snapshot, () => null);
  const { user } = useSession();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [email, setEmail] = useState(user?.email ?? '');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => reSignIn.host(), []);
  useEffect(() => {
    if (state && user?.email) setEmail((current) => current || user.email);
  }, [state, user?.email]);

  const leave = async () => {
    reSignIn.close();
    await signOut();
    navigate('/admin/login');
  };

  const submit = async () => {
    setBusy(true);
    setError(null);
    try {
      const answer = await api.auth.login.mutate({ email, password, remember: false });
      // A second factor's challenge (issue 32) is asked for by the next session's dialog.
      if (!('token' in answer)) throw new Error(t`Something went wrong. Please try again.`);
      session.saveToken(answer.token, false);
      await session.fetchUser(() => api.user.me.query());
      const retry = reSignIn.snapshot()?.retry;
      reSignIn.close();
      setPassword('');
      await queryClient.invalidateQueries();
      await retry?.();
    } catch (failure) {
      setError(readServerErrors(failure).message ?? t`Something went wrong. Please try again.`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <InterruptDialog
      open={state !== null}
      onDismiss={() => void leave()}
      title={<Trans>Your session has expired</Trans>}
      description={
        state?.retry ? (
          <Trans>Sign in again and your changes will be saved. Nothing you typed is lost.</Trans>
        ) : (
          <Trans>Sign in again to carry on. Nothing you typed is lost.</Trans>
        )
      }
    >
      <InterruptForm onSubmit={submit} error={error}>
        <LabelledInput
          label={<Trans>Email</Trans>}
          type="email"
          autoComplete="username"
          value={email}
          onChange={setEmail}
        />
        <LabelledInput
          label={<Trans>Password</Trans>}
          type="password"
          autoComplete="current-password"
          // The password is the one thing to type in this dialog.
          autoFocus
          value={password}
          onChange={setPassword}
        />
        <div className="flex flex-wrap justify-end gap-3">
          <button type="button" className={buttonSecondary} onClick={() => void leave()}>
            <Trans>Sign out</Trans>
          </button>
          <button type="submit" className={button} disabled={busy}>
            <Trans>Sign in</Trans>
          </button>
        </div>
      </InterruptForm>
    </InterruptDialog>
  );
}
