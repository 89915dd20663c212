import { Trans, useLingui } from '@lingui/react/macro';
import * as Dialog from '@radix-ui/react-dialog';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'wouter';
import { api } from '../../app/trpc';
import { readServerErrors } from '../../lib/server-errors';
import { reSignIn } from '../../lib/re-sign-in';
import { session } from '../auth/session';
import { signOut } from '../auth/signOut';
import { useSession } from '../auth/useSession';
import { button, buttonSecondary, errorText, input, label, muted } from './ui';

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
  const ids = { email: useId(), password: useId() };

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
    <Dialog.Root open={state !== null} onOpenChange={(open) => !open && void leave()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[80] bg-dark/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-[81] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 text-dark shadow-xl dark:bg-dark dark:text-sand dark:ring-1 dark:ring-sand/15">
          <Dialog.Title className="text-lg font-semibold">
            <Trans>Your session has expired</Trans>
          </Dialog.Title>
          <Dialog.Description className={`mt-2 text-sm ${muted}`}>
            {state?.retry ? (
              <Trans>Sign in again and your changes will be saved. Nothing you typed is lost.</Trans>
            ) : (
              <Trans>Sign in again to carry on. Nothing you typed is lost.</Trans>
            )}
          </Dialog.Description>
          <form
            className="mt-4 space-y-4"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void submit();
            }}
          >
            {error && (
              <p role="alert" className={errorText}>
                {error}
              </p>
            )}
            <div>
              <label htmlFor={ids.email} className={label}>
                <Trans>Email</Trans>
              </label>
              <input
                id={ids.email}
                type="email"
                autoComplete="username"
                className={input}
                value={email}
                onChange={(event) => setEmail(event.target.value)}
              />
            </div>
            <div>
              <label htmlFor={ids.password} className={label}>
                <Trans>Password</Trans>
              </label>
              <input
                id={ids.password}
                type="password"
                autoComplete="current-password"
                // biome-ignore lint/a11y/noAutofocus: the one thing to type in this dialog
                autoFocus
                className={input}
                value={password}
                onChange={(event) => setPassword(event.target.value)}
              />
            </div>
            <div className="flex flex-wrap justify-end gap-3">
              <button type="button" className={buttonSecondary} onClick={() => void leave()}>
                <Trans>Sign out</Trans>
              </button>
              <button type="submit" className={button} disabled={busy}>
                <Trans>Sign in</Trans>
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
