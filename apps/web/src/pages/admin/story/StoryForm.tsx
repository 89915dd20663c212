import { useQueryClient } from '@tanstack/react-query';
import { type StoryInput, storyInputSchema } from '@app/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import { useLocation } from 'wouter';
import { api, useTRPC } from '../../../app/trpc';
import { AdminForm } from '../../../features/admin/AdminForm';
import { ArticleFields } from '../../../features/admin/ArticleFields';
import { FormActions } from '../../../features/admin/FormActions';
import { ItemHistory } from '../../../features/admin/history/ItemHistory';
import { toLocalizedForm } from '../../../features/admin/locales';
import type { AdminOutputs } from '../../../features/admin/types';
import { useDeleteConfirm } from '../../../features/admin/useDeleteConfirm';
import { useResourceEditor } from '../../../features/admin/useResourceEditor';
import { useSlugAutofill } from '../../../features/admin/useSlugAutofill';
import { PreviewButton } from '../../../features/admin/preview/PreviewButton';

export type StoryItem = AdminOutputs['story']['get'];

function storyValues(item: StoryItem | null): StoryInput {
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
  };
}

/** One story. */
export function StoryForm({ item, reload }: { item: StoryItem | null; reload: () => unknown }) {
  const trpc = useTRPC();
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const form = useForm({ resolver: zodResolver(storyInputSchema), defaultValues: storyValues(item) });
  useSlugAutofill(form, 'title.en', 'slug', item === null);
  const invalidate = () => queryClient.invalidateQueries(trpc.admin.story.pathFilter());
  const { onSubmit, formError, banner } = useResourceEditor({
    form,
    item,
    create: (data) => api.admin.story.create.mutate(data),
    update: (input) => api.admin.story.update.mutate(input),
    invalidate,
    listHref: '/admin/story',
    savedMessage: t`The story was saved.`,
    reload,
  });
  const { ask, dialog } = useDeleteConfirm(
    (input) => api.admin.story.delete.mutate(input),
    () => {
      form.reset(form.getValues());
      navigate('/admin/story');
      return invalidate();
    },
  );
  return (
    <AdminForm form={form} onSubmit={onSubmit} formError={formError} banner={banner}>
      <ArticleFields pathPrefix="/story#" image={item?.image ?? null} />
      <FormActions
        history={
          item ? (
            <ItemHistory
              name="story"
              procedures={api.admin.story}
              item={item}
              form={form}
              invalidate={invalidate}
              reload={reload}
            />
          ) : undefined
        }
        cancelHref="/admin/story"
        preview={<PreviewButton toItem={(data) => ({ type: 'story', data })} />}
        siteHref={item?.data.status === 'published' ? `/story#${item.data.slug}` : null}
        onDelete={item ? () => ask({ id: item.id, version: item.version, title: item.data.title.en ?? '' }) : undefined}
      />
      {dialog}
    </AdminForm>
  );
}
