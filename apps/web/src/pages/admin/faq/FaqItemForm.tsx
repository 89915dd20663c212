import { useQueryClient } from '@tanstack/react-query';
import { type FaqInput, faqInputSchema } from '@app/contract';
import type { FaqScope } from '@app/contract/constants';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import { api, useTRPC } from '../../../app/trpc';
import { AdminForm } from '../../../features/admin/AdminForm';
import { FormActions } from '../../../features/admin/FormActions';
import { ItemHistory } from '../../../features/admin/history/ItemHistory';
import { StatusField } from '../../../features/admin/fields';
import { LocalizedRichText, LocalizedTextField } from '../../../features/admin/LocalizedFields';
import { toLocalizedForm } from '../../../features/admin/locales';
import type { AdminOutputs } from '../../../features/admin/types';
import { useResourceEditor } from '../../../features/admin/useResourceEditor';
import { ScheduleFields } from '../../../features/admin/ScheduleFields';
import { PreviewButton } from '../../../features/admin/preview/PreviewButton';

export type FaqItem = AdminOutputs['faq']['get'];

/** A question and its answer in every language. New items go to the end of the list. */
export function FaqItemForm({
  item,
  scope,
  nextSortOrder,
  onDone,
  reload,
}: {
  item: FaqItem | null;
  scope: FaqScope;
  nextSortOrder: number;
  onDone: () => void;
  reload: () => unknown;
}) {
  const trpc = useTRPC();
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const defaults: FaqInput = {
    scope: item?.data.scope ?? scope,
    question: toLocalizedForm(item?.data.question),
    answer: toLocalizedForm(item?.data.answer),
    status: item?.data.status ?? 'published',
    publishAt: item?.data.publishAt ?? null,
    unpublishAt: item?.data.unpublishAt ?? null,
    sortOrder: item?.data.sortOrder ?? nextSortOrder,
  };
  const invalidate = () => queryClient.invalidateQueries(trpc.admin.faq.pathFilter());
  const form = useForm({ resolver: zodResolver(faqInputSchema), defaultValues: defaults });
  const { onSubmit, formError, banner } = useResourceEditor({
    form,
    item,
    create: (data) => api.admin.faq.create.mutate(data),
    update: (input) => api.admin.faq.update.mutate(input),
    invalidate,
    savedMessage: t`The question was saved.`,
    reload,
    onSaved: onDone,
  });
  return (
    <AdminForm form={form} onSubmit={onSubmit} formError={formError} banner={banner} className="space-y-5">
      <LocalizedTextField name="question" label={t`Question`} />
      <LocalizedRichText name="answer" label={t`Answer`} />
      <StatusField label={t`Status`} labels={{ draft: t`Draft (hidden from the site)`, published: t`Published` }} />
      <ScheduleFields />
      <FormActions
        onCancel={onDone}
        preview={<PreviewButton toItem={(data) => ({ type: 'faq', data })} />}
        history={
          item ? (
            <ItemHistory
              name="faq"
              procedures={api.admin.faq}
              item={item}
              form={form}
              invalidate={invalidate}
              reload={reload}
            />
          ) : undefined
        }
      />
    </AdminForm>
  );
}
