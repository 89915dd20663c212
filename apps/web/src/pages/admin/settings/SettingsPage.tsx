import { changePasswordInputSchema, updateProfileInputSchema } from '@app/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { api } from '../../../app/trpc';
import { SecondFactorSetupNotice, useSecondFactorSetupRequired } from '../../../features/admin/SecondFactorSetupGate';
import { AuthField } from '../../../features/auth/AuthFields';
import { session } from '../../../features/auth/session';
import { useSession } from '../../../features/auth/useSession';
import { applyServerErrors, submittedForm } from '../../../lib/server-errors';
import { AuthenticatorApp } from './AuthenticatorApp';
import { OwnSessions } from './OwnSessions';
import { Passkeys } from './Passkeys';

const button =
  'rounded-full bg-primary px-5 py-2 font-medium text-white hover:bg-primary-strong focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-offset-2 disabled:opacity-60';

function ProfileForm() {
  const { t } = useLingui();
  const { user } = useSession();
  const [status, setStatus] = useState<string | null>(null);
  const form = useForm<z.input<typeof updateProfileInputSchema>>({
    resolver: zodResolver(updateProfileInputSchema),
    values: { name: user?.name ?? '' },
  });
  const onSubmit = form.handleSubmit(async (values, event) => {
    setStatus(null);
    try {
      // SPEC section 4 "user update": the saved user replaces the loaded one.
      session.updateUser(await api.user.updateProfile.mutate(values));
      setStatus(t`Your name was saved.`);
    } catch (error) {
      const fallback = t`Something went wrong. Please try again.`;
      setStatus(applyServerErrors(error, form.setError, ['name'], fallback, submittedForm(event)).message);
    }
  });
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="space-y-4 rounded-xl bg-white p-6 shadow-sm ring-1 ring-dark/5 dark:bg-white/5"
    >
      <h2 className="text-lg font-semibold">
        <Trans>Profile</Trans>
      </h2>
      <p className="text-sm text-dark/75 dark:text-sand/80">{user?.email}</p>
      <AuthField
        id="name"
        label={<Trans>Name</Trans>}
        type="text"
        autoComplete="name"
        error={form.formState.errors.name}
        registration={form.register('name')}
      />
      {status && (
        <p role="status" className="text-sm">
          {status}
        </p>
      )}
      <button type="submit" className={button} disabled={form.formState.isSubmitting}>
        <Trans>Save name</Trans>
      </button>
    </form>
  );
}

function PasswordForm() {
  const { t } = useLingui();
  const [status, setStatus] = useState<string | null>(null);
  const form = useForm<z.input<typeof changePasswordInputSchema>>({
    resolver: zodResolver(changePasswordInputSchema),
    defaultValues: { currentPassword: '', newPassword: '' },
  });
  const onSubmit = form.handleSubmit(async (values, event) => {
    setStatus(null);
    try {
      await api.user.changePassword.mutate(values);
      form.reset();
      setStatus(t`Your password was changed. Other devices were signed out.`);
    } catch (error) {
      setStatus(
        applyServerErrors(
          error,
          form.setError,
          ['currentPassword', 'newPassword'],
          t`Something went wrong. Please try again.`,
          submittedForm(event),
        ).message,
      );
    }
  });
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="space-y-4 rounded-xl bg-white p-6 shadow-sm ring-1 ring-dark/5 dark:bg-white/5"
    >
      <h2 className="text-lg font-semibold">
        <Trans>Password</Trans>
      </h2>
      <AuthField
        id="currentPassword"
        label={<Trans>Current password</Trans>}
        type="password"
        autoComplete="current-password"
        error={form.formState.errors.currentPassword}
        registration={form.register('currentPassword')}
      />
      <AuthField
        id="newPassword"
        label={<Trans>New password</Trans>}
        type="password"
        autoComplete="new-password"
        error={form.formState.errors.newPassword}
        registration={form.register('newPassword')}
      />
      {status && (
        <p role="status" className="text-sm">
          {status}
        </p>
      )}
      <button type="submit" className={button} disabled={form.formState.isSubmitting}>
        <Trans>Change password</Trans>
      </button>
    </form>
  );
}

export default function SettingsPage() {
  // While the policy waits for a factor, setting one up is all this page (and the server) offers.
  const settingUp = useSecondFactorSetupRequired() !== false;
  return (
    <div className="max-w-xl space-y-6">
      <h1 className="text-2xl font-semibold">
        <Trans>Your account</Trans>
      </h1>
      <SecondFactorSetupNotice />
      {!settingUp && <ProfileForm />}
      {!settingUp && <PasswordForm />}
      <AuthenticatorApp />
      <Passkeys />
      {!settingUp && <OwnSessions />}
    </div>
  );
}
