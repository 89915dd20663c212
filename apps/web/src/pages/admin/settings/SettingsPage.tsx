import { changePasswordInputSchema, updateProfileInputSchema } from '@app/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { type FieldValues, type UseFormReturn, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { api } from '../../../app/trpc';
import { SecondFactorSetupNotice, useSecondFactorSetupRequired } from '../../../features/admin/SecondFactorSetupGate';
import { AuthField, NewPasswordAuthField } from '../../../features/admin/AuthFields';
import { useServerSubmit } from '../../../features/admin/useServerSubmit';
import { session } from '../../../features/auth/session';
import { useSession } from '../../../features/auth/useSession';
import { useDocumentTitle } from '../../../lib/document-title';
import { AuthenticatorApp } from './AuthenticatorApp';
import { OwnSessions } from './OwnSessions';
import { Passkeys } from './Passkeys';

const button =
  'rounded-full bg-primary px-5 py-2 font-medium text-white hover:bg-primary-strong focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-offset-2 disabled:opacity-60';

/**
 * One of the account's own forms: what it saved, or the server's messages on its fields and anything else
 * below them, said where a screen reader hears it.
 */
function AccountForm<In extends FieldValues, Out>({
  form,
  fields,
  save,
  title,
  submitLabel,
  children,
}: {
  form: UseFormReturn<In, any, Out>;
  fields: readonly string[];
  /** Saves and says what was done. */
  save: (values: Out) => Promise<string>;
  title: ReactNode;
  submitLabel: ReactNode;
  children: ReactNode;
}) {
  const {
    onSubmit,
    formError: status,
    setFormError: setStatus,
  } = useServerSubmit({
    form,
    fields,
    submit: async (values: Out): Promise<void> => {
      setStatus(await save(values));
    },
  });
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="space-y-4 rounded-xl bg-white p-6 shadow-sm ring-1 ring-dark/5 dark:bg-white/5"
    >
      <h2 className="text-lg font-semibold">{title}</h2>
      {children}
      {status && (
        <p role="status" className="text-sm">
          {status}
        </p>
      )}
      <button type="submit" className={button} disabled={form.formState.isSubmitting}>
        {submitLabel}
      </button>
    </form>
  );
}

function ProfileForm() {
  const { t } = useLingui();
  const { user } = useSession();
  const form = useForm<z.input<typeof updateProfileInputSchema>>({
    resolver: zodResolver(updateProfileInputSchema),
    values: { name: user?.name ?? '' },
  });
  return (
    <AccountForm
      form={form}
      fields={['name']}
      save={async (values) => {
        // SPEC section 4 "user update": the saved user replaces the loaded one.
        session.updateUser(await api.user.updateProfile.mutate(values));
        return t`Your name was saved.`;
      }}
      title={<Trans>Profile</Trans>}
      submitLabel={<Trans>Save name</Trans>}
    >
      <p className="text-sm text-dark/75 dark:text-sand/80">{user?.email}</p>
      <AuthField form={form} name="name" label={<Trans>Name</Trans>} type="text" autoComplete="name" />
    </AccountForm>
  );
}

function PasswordForm() {
  const { t } = useLingui();
  const form = useForm<z.input<typeof changePasswordInputSchema>>({
    resolver: zodResolver(changePasswordInputSchema),
    defaultValues: { currentPassword: '', newPassword: '' },
  });
  return (
    <AccountForm
      form={form}
      fields={['currentPassword', 'newPassword']}
      save={async (values) => {
        await api.user.changePassword.mutate(values);
        form.reset();
        return t`Your password was changed. Other devices were signed out.`;
      }}
      title={<Trans>Password</Trans>}
      submitLabel={<Trans>Change password</Trans>}
    >
      <AuthField
        form={form}
        name="currentPassword"
        label={<Trans>Current password</Trans>}
        type="password"
        autoComplete="current-password"
      />
      <NewPasswordAuthField form={form} name="newPassword" label={<Trans>New password</Trans>} />
    </AccountForm>
  );
}

export default function SettingsPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Your account`);
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
