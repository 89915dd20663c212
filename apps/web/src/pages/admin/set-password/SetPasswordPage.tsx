import { setPasswordWithTokenInputSchema } from '@app/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'wouter';
import type { z } from 'zod';
import { api } from '../../../app/trpc';
import { AuthCard, AuthNotice, authLink } from '../../../features/auth/AuthCard';
import { userText } from '../../../lib/user-text';
import { AuthFormError, AuthSubmit, NewPasswordAuthField } from '../../../features/admin/AuthFields';
import { useTokenLink } from '../../../features/admin/useTokenLink';
import { useAuthSubmit } from '../../../features/admin/useAuthSubmit';

/**
 * /admin/invitation/{token} and /admin/reset-password/{token}: choose a password through an emailed
 * link (once). Every session of the account ends; the person then signs in.
 */
export default function SetPasswordPage({ params }: { params: Record<string, string | undefined> }) {
  const { t } = useLingui();
  const token = params.token ?? '';
  const link = useTokenLink('auth.passwordLink', token, api.auth.passwordLink.mutate);
  const [done, setDone] = useState(false);
  const form = useForm<z.input<typeof setPasswordWithTokenInputSchema>>({
    resolver: zodResolver(setPasswordWithTokenInputSchema),
    defaultValues: { token, password: '' },
  });
  const { onSubmit, formError } = useAuthSubmit({
    form,
    fields: ['password'],
    submit: async (values) => {
      await api.auth.setPassword.mutate(values);
      setDone(true);
    },
  });

  const invitation = link.data?.purpose === 'invitation';
  const title = invitation ? t`Welcome, ${link.data?.name}` : t`Choose a new password`;
  const signIn = (
    <Link href="/admin/login" className={authLink}>
      <Trans>Sign in</Trans>
    </Link>
  );
  if (done)
    return (
      <AuthNotice title={t`Your password is set`} next={<p className="mt-4 text-center">{signIn}</p>}>
        <Trans>You can now sign in with your email address and the new password.</Trans>
      </AuthNotice>
    );
  if (link.isError || token.length < 20)
    return (
      <AuthNotice
        title={t`This link does not work`}
        alert
        next={
          <p className="mt-4 flex flex-wrap justify-center gap-4">
            <Link href="/admin/forgot-password" className={authLink}>
              <Trans>Ask for a new link</Trans>
            </Link>
            {signIn}
          </p>
        }
      >
        <Trans>It was used already, it expired, or a newer one replaced it.</Trans>
      </AuthNotice>
    );
  if (!link.data)
    return (
      <AuthNotice title={t`Choose a password`} busy>
        <Trans>Loading…</Trans>
      </AuthNotice>
    );
  return (
    <AuthCard title={title}>
      <form className="mt-6 space-y-4" onSubmit={onSubmit} noValidate>
        <p className="text-sm">
          {invitation ? (
            <Trans>Choose the password you will sign in with as {userText(link.data.email)}.</Trans>
          ) : (
            <Trans>
              Choose a new password for {userText(link.data.email)}. You will be signed out everywhere else.
            </Trans>
          )}
        </p>
        <AuthFormError message={formError} />
        {/* Lets password managers save the new password under the right account. */}
        <input type="email" value={link.data.email} autoComplete="username" readOnly hidden />
        <NewPasswordAuthField form={form} name="password" label={<Trans>New password</Trans>} />
        <AuthSubmit busy={form.formState.isSubmitting}>
          <Trans>Set the password</Trans>
        </AuthSubmit>
      </form>
    </AuthCard>
  );
}
