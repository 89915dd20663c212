import { useQueryClient } from '@tanstack/react-query';
import { slideInputSchema, type SlideInput } from '@app/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react/macro';
import { Controller, useForm } from 'react-hook-form';
import { useLocation } from 'wouter';
import { api, useTRPC } from '../../../app/trpc';
import { AdminForm } from '../../../features/admin/AdminForm';
import { FormActions } from '../../../features/admin/FormActions';
import { PreviewButton } from '../../../features/admin/preview/PreviewButton';
import { ItemHistory } from '../../../features/admin/history/ItemHistory';
import { numberOrZero, TextField } from '../../../features/admin/fields';
import { ImageField } from '../../../features/admin/ImageField';
import { LocalizedTextArea, LocalizedTextField } from '../../../features/admin/LocalizedFields';
import { toLocalizedForm } from '../../../features/admin/locales';
import { Section } from '../../../features/admin/Section';
import type { AdminOutputs } from '../../../features/admin/types';
import { focusRing, hint } from '../../../features/admin/ui';
import { useDeleteConfirm } from '../../../features/admin/useDeleteConfirm';
import { useResourceEditor } from '../../../features/admin/useResourceEditor';
import { ScheduleFields } from '../../../features/admin/ScheduleFields';

export type SlideItem = AdminOutputs['slider']['get'];

function slideValues(item: SlideItem | null): SlideInput {
  const data = item?.data;
  return {
    title: toLocalizedForm(data?.title),
    text: toLocalizedForm(data?.text),
    imageId: data?.imageId ?? null,
    linkUrl: data?.linkUrl ?? '',
    linkLabel: toLocalizedForm(data?.linkLabel),
    status: data?.status ?? 'published',
    publishAt: data?.publishAt ?? null,
    unpublishAt: data?.unpublishAt ?? null,
    sortOrder: data?.sortOrder ?? 0,
  };
}

/** One slide: picture, words, an optional button, order and whether it shows. */
export function SlideForm({ item, reload }: { item: SlideItem | null; reload: () => unknown }) {
  const trpc = useTRPC();
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const form = useForm({ resolver: zodResolver(slideInputSchema), defaultValues: slideValues(item) });
  const invalidate = () => queryClient.invalidateQueries(trpc.admin.slider.pathFilter());
  const { onSubmit, formError, banner } = useResourceEditor({
    form,
    item,
    create: (data) => api.admin.slider.create.mutate(data),
    update: (input) => api.admin.slider.update.mutate(input),
    invalidate,
    listHref: '/admin/slider',
    savedMessage: t`The slide was saved.`,
    reload,
  });
  const { ask, dialog } = useDeleteConfirm(
    (input) => api.admin.slider.delete.mutate(input),
    () => {
      form.reset(form.getValues());
      navigate('/admin/slider');
      return invalidate();
    },
  );
  return (
    <AdminForm form={form} onSubmit={onSubmit} formError={formError} banner={banner}>
      <Section title={t`Slide`}>
        <ImageField name="imageId" label={t`Image`} image={item?.image ?? null} />
        <LocalizedTextField name="title" label={t`Title`} />
        <LocalizedTextArea name="text" label={t`Text`} />
      </Section>
      <Section title={t`Button`} description={t`Optional: a link under the text.`}>
        <TextField
          name="linkUrl"
          label={t`Link address`}
          placeholder="/session-classes"
          hint={t`A page of this site (/session-classes) or a full address (https://…).`}
        />
        <LocalizedTextField name="linkLabel" label={t`Button text`} required={false} />
      </Section>
      <Section title={t`Publishing`}>
        <Controller
          control={form.control}
          name="status"
          render={({ field }) => (
            <div>
              <label className="flex items-center gap-3 text-sm font-medium">
                <input
                  ref={field.ref}
                  type="checkbox"
                  className={`h-4 w-4 accent-primary ${focusRing}`}
                  checked={field.value === 'published'}
                  onChange={(event) => field.onChange(event.target.checked ? 'published' : 'draft')}
                  onBlur={field.onBlur}
                  aria-describedby="slide-active-hint"
                />
                {t`Active`}
              </label>
              <p id="slide-active-hint" className={hint}>
                {t`Only active slides are shown on the home page.`}
              </p>
            </div>
          )}
        />
        <TextField
          name="sortOrder"
          label={t`Order`}
          type="number"
          inputMode="numeric"
          min={0}
          options={numberOrZero}
          hint={t`Lower numbers come first. The list’s arrows change it too.`}
          className="max-w-48"
        />
        <ScheduleFields />
      </Section>
      <FormActions
        history={
          item ? (
            <ItemHistory
              name="slider"
              procedures={api.admin.slider}
              item={item}
              form={form}
              invalidate={invalidate}
              reload={reload}
            />
          ) : undefined
        }
        cancelHref="/admin/slider"
        preview={<PreviewButton toItem={(data) => ({ type: 'slider', data })} />}
        onDelete={item ? () => ask({ id: item.id, version: item.version, title: item.data.title.en ?? '' }) : undefined}
      />
      {dialog}
    </AdminForm>
  );
}
