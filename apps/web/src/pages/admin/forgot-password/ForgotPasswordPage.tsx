import { forgotPasswordInputSchema } from '@app/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { api } from '../../../app/trpc';
import { AuthCard } from '../../../features/auth/AuthCard';
import { userText } from '../../../lib/user-text';
import { AuthFormError, AuthSubmit, EmailAuthField } from '../../../features/admin/AuthFields';
import { useAuthSubmit } from '../../../features/admin/useAuthSubmit';

/** /admin/forgot-password: asks for a reset link. The answer never says whether the address has an account. */
export default function ForgotPasswordPage() {
  const { t } = useLingui();
  const [sentToAddress, setSentTo] = useState<string | null>(null);
  const sentTo = sentToAddress === null ? null : userText(sentToAddress);
  const form = useForm<z.input<typeof forgotPasswordInputSchema>>({
    resolver: zodResolver(forgotPasswordInputSchema),
    defaultValues: { email: '' },
  });
  const { onSubmit, formError } = useAuthSubmit({
    form,
    fields: ['email'],
    submit: async (values) => {
      await api.auth.forgotPassword.mutate(values);
      setSentTo(values.email);
    },
  });

  return (
    <AuthCard title={t`Forgot your password?`}>
      {sentTo ? (
        <p role="status" className="mt-4 text-sm">
          <Trans>
            If {sentTo} belongs to a staff account, a link to choose a new password is on its way. It works once, for
            one hour.
          </Trans>
        </p>
      ) : (
        <form className="mt-6 space-y-4" onSubmit={onSubmit} noValidate>
          <p className="text-sm">
            <Trans>Enter your email address and we will send you a link to choose a new password.</Trans>
          </p>
          <AuthFormError message={formError} />
          <EmailAuthField form={form} name="email" />
          <AuthSubmit busy={form.formState.isSubmitting}>
            <Trans>Send the link</Trans>
          </AuthSubmit>
        </form>
      )}
    </AuthCard>
  );
}
