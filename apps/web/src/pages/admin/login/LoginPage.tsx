import { useQuery } from '@tanstack/react-query';
import { COOKIE_NAMES, SIGN_IN_ERROR_CODES, type SignInErrorCode } from '@app/contract/constants';
import { type LoginInput, loginInputSchema, type SecondFactorChallenge } from '@app/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { browserSupportsWebAuthn, browserSupportsWebAuthnAutofill } from '@simplewebauthn/browser';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useSearch } from 'wouter';
import { api, useTRPC } from '../../../app/trpc';
import { authLink } from '../../../features/auth/AuthCard';
import { session } from '../../../features/auth/session';
import { getCookie, removeCookie } from '../../../lib/cookies';
import { answerWithPasskey, passkeyCancelled } from '../../../lib/passkey-answer';
import { userText } from '../../../lib/user-text';
import { SecondFactorStep } from './SecondFactorStep';
import { AuthField, AuthFormError, AuthSubmit, EmailAuthField } from '../../../features/admin/AuthFields';
import { useAuthSubmit } from '../../../features/admin/useAuthSubmit';

/** Where to go after signing in: the page that sent us here (cookie intended_url), else the welcome page. */
function takeIntendedUrl(): string {
  const intended = getCookie(COOKIE_NAMES.intendedUrl);
  removeCookie(COOKIE_NAMES.intendedUrl);
  return intended?.startsWith('/') && !intended.startsWith('//') ? intended : '/admin';
}

/**
 * The message for an `?error=` code the sign-in callback redirected with. Only known codes have their
 * own message and anything else gets a generic one: the address bar is anyone's to write, so its text
 * is never shown.
 */
function useSignInErrorMessage() {
  const { t } = useLingui();
  return (code: string | null): string | null => {
    if (code === null) return null;
    const known = (SIGN_IN_ERROR_CODES as readonly string[]).includes(code) ? (code as SignInErrorCode) : null;
    switch (known) {
      case 'expired':
        return t`This sign-in attempt has expired. Please start again.`;
      case 'unavailable':
        return t`The sign-in provider cannot be reached right now. Please try again in a moment.`;
      case 'not-confirmed':
        return t`The sign-in provider did not confirm your sign-in.`;
      case 'email-unverified':
        return t`Your sign-in provider did not confirm your email address.`;
      case 'no-account':
        return t`No staff account uses this email address.`;
      case 'disabled':
        return t`This staff account is disabled. Ask an administrator to enable it.`;
      case 'unknown-provider':
        return t`This sign-in provider is not available.`;
      default:
        return t`Signing in did not work. Please try again.`;
    }
  };
}

export default function LoginPage() {
  const trpc = useTRPC();
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const search = new URLSearchParams(useSearch());
  const signInErrorMessage = useSignInErrorMessage();
  const providers = useQuery(trpc.auth.providers.queryOptions());
  // The password was right and the account shows a second factor next (issue 32).
  const [challenge, setChallenge] = useState<{
    secondFactor: SecondFactorChallenge['secondFactor'];
    remember: boolean;
  } | null>(null);
  const form = useForm<LoginInput>({
    resolver: zodResolver(loginInputSchema),
    defaultValues: { email: '', password: '', remember: false },
  });

  const finish = async (token: string, remember: boolean) => {
    session.saveToken(token, remember);
    await session.fetchUser(() => api.user.me.query());
    navigate(takeIntendedUrl(), { replace: true });
  };

  const { onSubmit, formError, setFormError } = useAuthSubmit({
    form,
    initialError: () => signInErrorMessage(search.get('error')),
    fields: ['email', 'password'],
    submit: async (values) => {
      const result = await api.auth.login.mutate(values);
      if (!('token' in result)) {
        setChallenge({ secondFactor: result.secondFactor, remember: values.remember ?? false });
        return;
      }
      await finish(result.token, values.remember ?? false);
    },
  });

  // Back from an identity provider: trade the one-time code for the token and drop it from the address bar.
  const handoff = search.get('handoff');
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per handoff code
  useEffect(() => {
    if (!handoff) return;
    history.replaceState(null, '', '/admin/login');
    api.auth.oauthExchange
      .mutate({ code: handoff })
      .then((result) => {
        if (!('token' in result)) return setChallenge({ secondFactor: result.secondFactor, remember: false });
        return finish(result.token, false);
      })
      .catch((error: unknown) =>
        setFormError(error instanceof Error ? error.message : t`Something went wrong. Please try again.`),
      );
  }, [handoff]);

  /**
   * Signs in with a passkey (issue 32): the browser offers this site's passkeys, nobody types an email.
   * `autofill`: the quiet request behind the email field's suggestions (conditional UI), which a click on
   * the button replaces (the library aborts it).
   */
  const signInWithPasskey = async (autofill: boolean) => {
    if (!autofill) setFormError(null);
    try {
      const options = await api.auth.passkeyOptions.mutate();
      const response = await answerWithPasskey(options, autofill);
      setFormError(null);
      const result = await api.auth.passkeySignIn.mutate({ response, remember: form.getValues('remember') ?? false });
      await finish(result.token, form.getValues('remember') ?? false);
    } catch (error) {
      // Closed, timed out or replaced by another request: the person chooses again.
      if (passkeyCancelled(error)) {
        if (!autofill) setFormError(t`No passkey was used. Try again, or sign in with your password.`);
        return;
      }
      if (autofill && !(error instanceof Error && 'data' in error)) return;
      setFormError(error instanceof Error ? error.message : t`Something went wrong. Please try again.`);
    }
  };
  // Known after hydration only: the server cannot tell what the browser supports.
  const [passkeys, setPasskeys] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: starts the autofill request once per page
  useEffect(() => {
    setPasskeys(browserSupportsWebAuthn());
    if (handoff) return;
    let active = true;
    void browserSupportsWebAuthnAutofill().then((supported) => {
      if (supported && active) void signInWithPasskey(true);
    });
    return () => {
      active = false;
    };
  }, []);

  const startProvider = async (name: string) => {
    setFormError(null);
    try {
      const { url } = await api.auth.oauthStart.mutate({ provider: name });
      window.location.assign(url);
    } catch (error) {
      setFormError(error instanceof Error ? error.message : t`Something went wrong. Please try again.`);
    }
  };

  return (
    <div className="flex min-h-screen items-center justify-center px-4 py-12">
      <div className="w-full max-w-sm rounded-2xl bg-white p-8 shadow-sm ring-1 ring-dark/5 dark:bg-white/5 dark:ring-sand/10">
        <p className="text-center text-xl font-bold text-primary-strong dark:text-gold">Ruang Teduh</p>
        <h1 className="mt-2 text-center text-2xl font-semibold">
          <Trans>Staff sign-in</Trans>
        </h1>
        <AuthFormError message={formError} className="mt-4" />
        {challenge ? (
          <SecondFactorStep
            challenge={challenge.secondFactor}
            onSignedIn={(token) => finish(token, challenge.remember)}
            onRestart={() => setChallenge(null)}
          />
        ) : (
          <form className="mt-6 space-y-4" onSubmit={onSubmit} noValidate>
            <EmailAuthField form={form} name="email" autoComplete="username webauthn" />
            <AuthField
              form={form}
              name="password"
              label={<Trans>Password</Trans>}
              type="password"
              autoComplete="current-password"
            />
            <div className="flex flex-wrap items-center justify-between gap-2">
              <label className="flex items-center gap-2 text-sm">
                <input type="checkbox" className="h-4 w-4 accent-primary" {...form.register('remember')} />
                <Trans>Remember me</Trans>
              </label>
              <Link href="/admin/forgot-password" className={authLink}>
                <Trans>Forgot your password?</Trans>
              </Link>
            </div>
            <AuthSubmit busy={form.formState.isSubmitting}>
              {form.formState.isSubmitting ? <Trans>Signing in…</Trans> : <Trans>Sign in</Trans>}
            </AuthSubmit>
          </form>
        )}
        {!challenge && passkeys && (
          <button
            type="button"
            onClick={() => void signInWithPasskey(false)}
            className="mt-4 w-full rounded-full border border-primary px-4 py-2.5 font-medium text-primary hover:bg-primary/10 focus-visible:ring-2 focus-visible:ring-primary dark:border-gold dark:text-gold"
          >
            <Trans>Sign in with a passkey</Trans>
          </button>
        )}
        {!challenge && providers.data && providers.data.length > 0 && (
          <div className="mt-6 space-y-2 border-t border-dark/10 pt-6 dark:border-sand/10">
            {providers.data.map((provider) => (
              <button
                key={provider.name}
                type="button"
                onClick={() => startProvider(provider.name)}
                className="w-full rounded-full border border-primary px-4 py-2.5 font-medium text-primary hover:bg-primary/10 focus-visible:ring-2 focus-visible:ring-primary dark:border-gold dark:text-gold"
              >
                <Trans>Sign in with {userText(provider.label)}</Trans>
              </button>
            ))}
          </div>
        )}
      </div>
    </div>
  );
}
