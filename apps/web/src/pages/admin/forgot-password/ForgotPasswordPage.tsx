import { forgotPasswordInputSchema } from '@app/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { api } from '../../../app/trpc';
import { AuthCard } from '../../../features/auth/AuthCard';
import { applyServerErrors, submittedForm } from '../../../lib/server-errors';
import { userText } from '../../../lib/user-text';
import { AuthField, AuthFormError, AuthSubmit } from '../../../features/auth/AuthFields';

/** /admin/forgot-password: asks for a reset link. The answer never says whether the address has an account. */
export default function ForgotPasswordPage() {
  const { t } = useLingui();
  const [sentToAddress, setSentTo] = useState<string | null>(null);
  const sentTo = sentToAddress === null ? null : userText(sentToAddress);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof forgotPasswordInputSchema>>({
    resolver: zodResolver(forgotPasswordInputSchema),
    defaultValues: { email: '' },
  });
  const onSubmit = handleSubmit(async (values, event) => {
    setFormError(null);
    try {
      await api.auth.forgotPassword.mutate(values);
      setSentTo(values.email);
    } catch (error) {
      const fallback = t`Something went wrong. Please try again.`;
      setFormError(applyServerErrors(error, setError, ['email'], fallback, submittedForm(event)).message);
    }
  });

  return (
    <AuthCard title={<Trans>Forgot your password?</Trans>} documentTitle={t`Forgot your password?`}>
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
          <AuthField
            id="email"
            label={<Trans>Email</Trans>}
            type="email"
            autoComplete="username"
            error={errors.email}
            registration={register('email')}
          />
          <AuthSubmit busy={isSubmitting}>
            <Trans>Send the link</Trans>
          </AuthSubmit>
        </form>
      )}
    </AuthCard>
  );
}
