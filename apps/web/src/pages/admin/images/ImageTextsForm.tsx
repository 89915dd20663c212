import { type ImageDetail, imageTextsSchema } from '@app/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { api } from '../../../app/trpc';
import { AdminForm } from '../../../features/admin/AdminForm';
import { FormActions } from '../../../features/admin/FormActions';
import { LocalizedTextArea, LocalizedTextField } from '../../../features/admin/LocalizedFields';
import { toLocalizedForm } from '../../../features/admin/locales';
import { toast } from '../../../features/admin/toast';
import { focusRing, hint } from '../../../features/admin/ui';
import { applyServerErrors, submittedForm } from '../../../lib/server-errors';

const isField = (key: string) => /^(alt|caption)\.[A-Za-z-]+$/.test(key) || key === 'decorative';

/** An image's alternative text and caption in every language, or "decorative" (no alternative text). */
export function ImageTextsForm({
  image,
  onSaved,
  onCancel,
}: {
  image: ImageDetail;
  onSaved: () => unknown;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(imageTextsSchema),
    defaultValues: {
      alt: toLocalizedForm(image.alt),
      caption: toLocalizedForm(image.caption),
      decorative: image.decorative,
    },
  });
  const decorative = useWatch({ control: form.control, name: 'decorative' });
  const onSubmit = form.handleSubmit(async (values, event) => {
    setFormError(null);
    try {
      await api.admin.image.update.mutate({ id: image.id, ...values });
      toast.success(t`The image's texts were saved.`);
      form.reset(values);
      await onSaved();
    } catch (failure) {
      const applied = applyServerErrors(
        failure,
        form.setError,
        isField,
        t`The texts could not be saved.`,
        submittedForm(event),
      );
      setFormError(applied.message ?? (applied.invalid ? null : t`The texts could not be saved.`));
    }
  });
  return (
    <AdminForm form={form} onSubmit={onSubmit} formError={formError} className="space-y-5">
      <label className="flex items-start gap-2">
        <input type="checkbox" className={`mt-1 h-4 w-4 ${focusRing}`} {...form.register('decorative')} />
        <span>
          <span className="font-medium">
            <Trans>Decorative image</Trans>
          </span>
          <span className={`block ${hint}`}>
            <Trans>It adds nothing a reader needs: screen readers skip it and it has no alternative text.</Trans>
          </span>
        </span>
      </label>
      {!decorative && (
        <LocalizedTextField
          name="alt"
          label={t`Alternative text`}
          hint={t`What the image shows, for people who cannot see it. English is required; other languages fall back to it.`}
        />
      )}
      <LocalizedTextArea name="caption" label={t`Caption`} required={false} rows={2} />
      <FormActions onCancel={onCancel} />
    </AdminForm>
  );
}
