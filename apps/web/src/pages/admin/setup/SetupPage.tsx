import { type FirstAdminSetupInput, firstAdminSetupInputSchema } from '@app/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'wouter';
import { api } from '../../../app/trpc';
import { AuthCard, AuthNotice, authLink } from '../../../features/auth/AuthCard';
import { session } from '../../../features/auth/session';
import {
  AuthField,
  AuthFormError,
  AuthSubmit,
  EmailAuthField,
  NewPasswordAuthField,
} from '../../../features/admin/AuthFields';
import { useTokenLink } from '../../../features/admin/useTokenLink';
import { useAuthSubmit } from '../../../features/admin/useAuthSubmit';

const FIELDS = ['name', 'email', 'password'] as const;
const SETUP_LINK_COMMAND = 'npm run user -- setup-link';

/**
 * /admin/setup/{token}: the link a production server logs on an empty database. Whoever holds it chooses
 * the first admin's name, email and password and is signed in; then the link works no more. The token is
 * read by POST, never in a query string.
 */
export default function SetupPage({ params }: { params: Record<string, string | undefined> }) {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const token = params.token ?? '';
  const link = useTokenLink('auth.setupLink', token, api.auth.setupLink.mutate);
  const [setUpMeanwhile, setSetUpMeanwhile] = useState(false);
  const form = useForm<FirstAdminSetupInput>({
    resolver: zodResolver(firstAdminSetupInputSchema),
    defaultValues: { token, name: '', email: '', password: '' },
  });
  const { onSubmit, formError } = useAuthSubmit({
    form,
    fields: FIELDS,
    submit: async (values) => {
      const result = await api.auth.completeSetup.mutate(values);
      session.saveToken(result.token, false);
      await session.fetchUser(() => api.user.me.query());
      navigate('/admin', { replace: true });
    },
    // Someone else used the link first (or made an account another way).
    failed: (failure) => {
      if (failure.status === 409) setSetUpMeanwhile(true);
      return failure.status === 409;
    },
  });

  const signIn = (
    <Link href="/admin/login" className={authLink}>
      <Trans>Sign in</Trans>
    </Link>
  );
  if (setUpMeanwhile || link.data?.state === 'done')
    return (
      <AuthNotice title={t`This site is already set up`} next={<p className="mt-4 text-center">{signIn}</p>}>
        <Trans>Its first admin exists. Sign in, or ask an admin to invite you.</Trans>
      </AuthNotice>
    );
  if (link.isError || token.length < 20)
    return (
      <AuthNotice title={t`This link does not work`} alert>
        <Trans>
          A newer setup link replaced it. The server's log shows the newest one; whoever runs the server can make
          another with <code>{SETUP_LINK_COMMAND}</code>.
        </Trans>
      </AuthNotice>
    );
  if (!link.data)
    return (
      <AuthNotice title={t`Set up the site`} busy>
        <Trans>Loading…</Trans>
      </AuthNotice>
    );
  return (
    <AuthCard title={t`Set up the site`}>
      <form className="mt-6 space-y-4" onSubmit={onSubmit} noValidate>
        <p className="text-sm">
          <Trans>
            Create the first admin account. You will sign in with this email and password; this link then stops working.
          </Trans>
        </p>
        <AuthFormError message={formError} />
        <AuthField
          form={form}
          name="name"
          id="setup-name"
          label={<Trans>Your name</Trans>}
          type="text"
          autoComplete="name"
        />
        <EmailAuthField form={form} name="email" id="setup-email" />
        <NewPasswordAuthField form={form} name="password" id="setup-password" label={<Trans>Password</Trans>} />
        <AuthSubmit busy={form.formState.isSubmitting}>
          <Trans>Create the admin account</Trans>
        </AuthSubmit>
      </form>
    </AuthCard>
  );
}
