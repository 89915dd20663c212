import { forgotPasswordInputSchema } from '@app/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { api } from '../../../app/trpc';
import { AuthCard } from '../../../features/auth/AuthCard';
import { inputClass as input } from '../../../features/forms/fields';
import { applyServerErrors, submittedForm } from '../../../lib/server-errors';
import { userText } from '../../../lib/user-text';

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
          {formError && (
            <p role="alert" className="rounded-md bg-danger/10 px-3 py-2 text-sm text-error">
              {formError}
            </p>
          )}
          <div>
            <label htmlFor="email" className="text-sm font-medium">
              <Trans>Email</Trans>
            </label>
            <input
              id="email"
              type="email"
              autoComplete="username"
              className={input}
              aria-invalid={errors.email ? true : undefined}
              aria-describedby={errors.email ? 'email-error' : undefined}
              {...register('email')}
            />
            {errors.email && (
              <p id="email-error" className="mt-1 text-sm text-error">
                {errors.email.message}
              </p>
            )}
          </div>
          <button
            type="submit"
            disabled={isSubmitting}
            className="w-full rounded-full bg-primary px-4 py-2.5 font-medium text-white hover:bg-primary-strong focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-offset-2 disabled:opacity-60"
          >
            <Trans>Send the link</Trans>
          </button>
        </form>
      )}
    </AuthCard>
  );
}
