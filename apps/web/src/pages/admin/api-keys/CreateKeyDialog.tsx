import { API_KEY_SCOPES, type ApiKey, apiKeyCreateInputSchema, type CreatedApiKey } from '@app/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Controller, type Resolver, useForm, useFormContext } from 'react-hook-form';
import { z } from 'zod';
import { api } from '../../../app/trpc';
import { userText } from '../../../lib/user-text';
import { AdminForm } from '../../../features/admin/AdminForm';
import { CheckboxList } from '../../../features/admin/CheckboxList';
import { FormActions } from '../../../features/admin/FormActions';
import { Field, TextField } from '../../../features/admin/fields';
import { SecretOnce } from '../../../features/admin/SecretOnceDialog';
import { ActionDialog } from '../../../features/admin/sessions/ActionDialog';
import { useActionForm } from '../../../features/admin/sessions/useActionForm';
import { fromStudioInput, toStudioInput } from '../../../features/admin/studioTime';
import { input, muted } from '../../../features/admin/ui';
import { SCOPE_EXPLANATIONS } from './scopes';

/**
 * The shared schema, with the form's empty expiry box read as "never" (the box holds '' when empty).
 * Everything else is checked exactly as the server checks it.
 */
const formSchema = apiKeyCreateInputSchema.extend({
  expiresAt: apiKeyCreateInputSchema.shape.expiresAt.or(z.literal('').transform(() => null)),
});

/** The shared schema's English messages this form can meet, in the interface language. */
const SCHEMA_MESSAGES: Record<string, MessageDescriptor> = {
  'Name is required.': msg`Name is required.`,
  'At most 80 characters.': msg`At most 80 characters.`,
  'Choose at least one scope.': msg`Choose at least one scope.`,
  'Choose each scope once.': msg`Choose each scope once.`,
};

/** The shared schema's resolver, its messages shown in the interface language. */
function useTranslatedResolver(): Resolver<z.input<typeof formSchema>, unknown, z.output<typeof formSchema>> {
  const { t } = useLingui();
  const resolve = zodResolver(formSchema);
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    for (const error of Object.values(result.errors) as Array<{ message?: string } | undefined>) {
      const descriptor = error?.message ? SCHEMA_MESSAGES[error.message] : undefined;
      if (error && descriptor) error.message = t(descriptor);
    }
    return result;
  };
}

/** Create a key: name, scopes, optional expiry; then its secret, shown this once. */
export function CreateKeyDialog({
  open,
  onClose,
  onDone,
}: {
  open: boolean;
  onClose: () => void;
  onDone: (key: ApiKey) => unknown;
}) {
  const { t } = useLingui();
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const close = () => {
    setCreated(null);
    onClose();
  };
  return (
    <ActionDialog open={open} onClose={close} title={created ? t`Copy the new key` : t`Create an API key`}>
      {() =>
        created ? (
          <CreatedKey created={created} onClose={close} />
        ) : (
          <CreateKeyForm
            onClose={close}
            onDone={(key) => {
              setCreated(key);
              onDone(key);
            }}
          />
        )
      }
    </ActionDialog>
  );
}

function CreateKeyForm({ onClose, onDone }: { onClose: () => void; onDone: (key: CreatedApiKey) => unknown }) {
  const { t } = useLingui();
  const form = useForm({
    resolver: useTranslatedResolver(),
    defaultValues: { name: '', scopes: [], expiresAt: '' },
  });
  const { onSubmit, formError } = useActionForm({
    form,
    fields: ['name', 'scopes', 'expiresAt'],
    run: (data) => api.admin.apiKeys.create.mutate(data),
    done: onDone,
    // The dialog stays open: it shows the secret next.
    close: () => {},
    successMessage: t`The key was created.`,
  });
  return (
    <AdminForm form={form} onSubmit={onSubmit} formError={formError} className="space-y-5">
      <p className={muted}>
        {t`A key lets another system (an HR tool, accounting, a calendar) use this site's API without a person's password. It may do only what its scopes allow.`}
      </p>
      <TextField
        name="name"
        label={t`Name`}
        autoComplete="off"
        required
        hint={t`What uses it, e.g. "HR sync"; the history names the key by it.`}
      />
      <CheckboxList
        name="scopes"
        label={t`Scopes`}
        scroll={false}
        hint={t`Choose at least one; give a key only what it needs.`}
        options={API_KEY_SCOPES.map((scope) => ({ value: scope, label: scope, detail: t(SCOPE_EXPLANATIONS[scope]) }))}
      />
      <ExpiryField
        label={t`Expires on (optional)`}
        hint={t`At the end of that day, studio time. Empty: it never expires.`}
      />
      <FormActions onCancel={onClose} saveLabel={t`Create key`} />
    </AdminForm>
  );
}

/** A day on the studio's calendar; the key stops working at the end of it (held as an ISO instant, '' for none). */
function ExpiryField({ label, hint }: { label: string; hint: string }) {
  const { control } = useFormContext();
  return (
    <Field name="expiresAt" label={label} hint={hint}>
      {(aria) => (
        <Controller
          control={control}
          name="expiresAt"
          render={({ field }) => (
            <input
              ref={field.ref}
              type="date"
              className={input}
              value={toStudioInput(field.value as string | undefined).slice(0, 10)}
              onChange={(event) => {
                const day = event.target.value;
                field.onChange(day ? (fromStudioInput(`${day}T23:59`) ?? '') : '');
              }}
              onBlur={field.onBlur}
              {...aria}
            />
          )}
        />
      )}
    </Field>
  );
}

/** The secret, this once, with the warning that it will not be shown again. */
function CreatedKey({ created, onClose }: { created: CreatedApiKey; onClose: () => void }) {
  return (
    <SecretOnce
      warning={
        <Trans>
          Copy the key “{userText(created.name)}” now and keep it somewhere safe: you will not see it again. Only its
          start ({created.prefix}…) stays visible here.
        </Trans>
      }
      secret={created.secret}
      testId="api-key-secret"
      note={
        <Trans>
          Send it as <code>Authorization: Bearer …</code> with each request. Lost it? Revoke this key and create
          another.
        </Trans>
      }
      onClose={onClose}
    />
  );
}
