import { useQueryClient } from '@tanstack/react-query';
import { type MediaInput, mediaInputSchema } from '@app/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import { useLocation } from 'wouter';
import { api, useTRPC } from '../../../app/trpc';
import { AdminForm } from '../../../features/admin/AdminForm';
import { ArticleFields } from '../../../features/admin/ArticleFields';
import { FormActions } from '../../../features/admin/FormActions';
import { ItemHistory } from '../../../features/admin/history/ItemHistory';
import { TextField, textOrNull } from '../../../features/admin/fields';
import { toLocalizedForm } from '../../../features/admin/locales';
import { Section } from '../../../features/admin/Section';
import type { AdminOutputs } from '../../../features/admin/types';
import { useDeleteConfirm } from '../../../features/admin/useDeleteConfirm';
import { useResourceEditor } from '../../../features/admin/useResourceEditor';
import { useSlugAutofill } from '../../../features/admin/useSlugAutofill';
import { PreviewButton } from '../../../features/admin/preview/PreviewButton';

export type MediaItem = AdminOutputs['media']['get'];

function mediaValues(item: MediaItem | null): MediaInput {
  const data = item?.data;
  return {
    slug: data?.slug ?? '',
    title: toLocalizedForm(data?.title),
    excerpt: toLocalizedForm(data?.excerpt),
    body: toLocalizedForm(data?.body),
    coverImageId: data?.coverImageId ?? null,
    author: data?.author ?? '',
    publishedAt: data?.publishedAt ?? new Date().toISOString(),
    status: data?.status ?? 'draft',
    publishAt: data?.publishAt ?? null,
    unpublishAt: data?.unpublishAt ?? null,
    source: data?.source ?? '',
    externalUrl: data?.externalUrl ?? '',
  };
}

/** One media article. */
export function MediaForm({ item, reload }: { item: MediaItem | null; reload: () => unknown }) {
  const trpc = useTRPC();
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const form = useForm({ resolver: zodResolver(mediaInputSchema), defaultValues: mediaValues(item) });
  useSlugAutofill(form, 'title.en', 'slug', item === null);
  const invalidate = () => queryClient.invalidateQueries(trpc.admin.media.pathFilter());
  const { onSubmit, formError, banner } = useResourceEditor({
    form,
    item,
    create: (data) => api.admin.media.create.mutate(data),
    update: (input) => api.admin.media.update.mutate(input),
    invalidate,
    listHref: '/admin/media',
    savedMessage: t`The article was saved.`,
    reload,
  });
  const { ask, dialog } = useDeleteConfirm(
    (input) => api.admin.media.delete.mutate(input),
    () => {
      form.reset(form.getValues());
      navigate('/admin/media');
      return invalidate();
    },
  );
  return (
    <AdminForm form={form} onSubmit={onSubmit} formError={formError} banner={banner}>
      <ArticleFields pathPrefix="/media#" image={item?.image ?? null} />
      <Section title={t`Source`} description={t`Where the article first appeared, if elsewhere.`}>
        <div className="grid gap-4 min-[600px]:grid-cols-2">
          <TextField name="source" label={t`Publication`} placeholder="Kompas" options={textOrNull} />
          <TextField name="externalUrl" label={t`Original article`} type="url" placeholder="https://" />
        </div>
      </Section>
      <FormActions
        history={
          item ? (
            <ItemHistory
              name="media"
              procedures={api.admin.media}
              item={item}
              form={form}
              invalidate={invalidate}
              reload={reload}
            />
          ) : undefined
        }
        cancelHref="/admin/media"
        preview={<PreviewButton toItem={(data) => ({ type: 'media', data })} />}
        siteHref={item?.data.status === 'published' ? `/media#${item.data.slug}` : null}
        onDelete={item ? () => ask({ id: item.id, version: item.version, title: item.data.title.en ?? '' }) : undefined}
      />
      {dialog}
    </AdminForm>
  );
}
