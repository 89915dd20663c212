import { useQueryClient } from '@tanstack/react-query';
import { type CounselorInput, counselorInputSchema } from '@app/contract';
import { COUNSELOR_GROUPS } from '@app/contract/constants';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react/macro';
import { useForm, useWatch } from 'react-hook-form';
import { useLocation } from 'wouter';
import { api, useTRPC } from '../../../app/trpc';
import { AdminForm } from '../../../features/admin/AdminForm';
import { CheckboxList } from '../../../features/admin/CheckboxList';
import { FormActions } from '../../../features/admin/FormActions';
import { ItemHistory } from '../../../features/admin/history/ItemHistory';
import { numberOrZero, StatusField, TextField } from '../../../features/admin/fields';
import { ImageField } from '../../../features/admin/ImageField';
import { LinksRepeater } from '../../../features/admin/LinksRepeater';
import { LocalizedRichText, LocalizedTextArea, LocalizedTextField } from '../../../features/admin/LocalizedFields';
import { toLocalizedForm } from '../../../features/admin/locales';
import { Section } from '../../../features/admin/Section';
import { LanguageTagsField } from '../../../features/admin/TagsField';
import type { AdminOutputs } from '../../../features/admin/types';
import { useDeleteConfirm } from '../../../features/admin/useDeleteConfirm';
import { useResourceEditor } from '../../../features/admin/useResourceEditor';
import { useSlugAutofill } from '../../../features/admin/useSlugAutofill';
import { useGroupBadge } from '../../../features/facilitators/groups';
import { ScheduleFields } from '../../../features/admin/ScheduleFields';

export type CounselorItem = AdminOutputs['counselor']['get'];

function counselorValues(item: CounselorItem | null): CounselorInput {
  const data = item?.data;
  return {
    slug: data?.slug ?? '',
    name: data?.name ?? '',
    title: toLocalizedForm(data?.title),
    summary: toLocalizedForm(data?.summary),
    bio: toLocalizedForm(data?.bio),
    photoImageId: data?.photoImageId ?? null,
    groups: data?.groups ?? [],
    languages: data?.languages ?? [],
    contactLinks: data?.contactLinks ?? [],
    status: data?.status ?? 'draft',
    publishAt: data?.publishAt ?? null,
    unpublishAt: data?.unpublishAt ?? null,
    sortOrder: data?.sortOrder ?? 0,
  };
}

/** One facilitator profile. */
export function CounselorForm({ item, reload }: { item: CounselorItem | null; reload: () => unknown }) {
  const trpc = useTRPC();
  const { t } = useLingui();
  const groupLabel = useGroupBadge();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const form = useForm({ resolver: zodResolver(counselorInputSchema), defaultValues: counselorValues(item) });
  useSlugAutofill(form, 'name', 'slug', item === null);
  const slug = useWatch({ control: form.control, name: 'slug' });
  const invalidate = () => queryClient.invalidateQueries(trpc.admin.counselor.pathFilter());
  const { onSubmit, formError, banner } = useResourceEditor({
    form,
    item,
    create: (data) => api.admin.counselor.create.mutate(data),
    update: (input) => api.admin.counselor.update.mutate(input),
    invalidate,
    listHref: '/admin/counselor',
    savedMessage: t`The facilitator profile was saved.`,
    reload,
  });
  const { ask, dialog } = useDeleteConfirm(
    (input) => api.admin.counselor.delete.mutate(input),
    () => {
      form.reset(form.getValues());
      navigate('/admin/counselor');
      return invalidate();
    },
  );
  return (
    <AdminForm form={form} onSubmit={onSubmit} formError={formError} banner={banner}>
      <Section title={t`Profile`}>
        <div className="grid gap-4 min-[600px]:grid-cols-2">
          <TextField name="name" label={t`Name`} required autoComplete="off" />
          <TextField name="slug" label={t`Slug`} required hint={t`The address: /facilitators/${slug || '…'}`} />
        </div>
        <LocalizedTextField name="title" label={t`Professional title`} />
        <LocalizedTextArea name="summary" label={t`Summary`} />
        <LocalizedRichText name="bio" label={t`Biography`} />
        <ImageField name="photoImageId" label={t`Photo`} image={item?.image ?? null} />
      </Section>
      <Section title={t`Groups, languages and contact`}>
        <CheckboxList
          name="groups"
          label={t`Groups`}
          scroll={false}
          options={COUNSELOR_GROUPS.map((value) => ({ value, label: groupLabel(value) }))}
          hint={t`Listed on the facilitators page under each group chosen here.`}
        />
        <LanguageTagsField
          name="languages"
          label={t`Languages spoken`}
          hint={t`Language codes separated by commas, e.g. id, en, zh.`}
        />
        <LinksRepeater name="contactLinks" label={t`Contact links`} />
      </Section>
      <Section title={t`Publishing`}>
        <div className="grid gap-4 min-[600px]:grid-cols-2">
          <StatusField label={t`Status`} labels={{ draft: t`Draft (hidden from the site)`, published: t`Published` }} />
          <TextField
            name="sortOrder"
            label={t`Sort order`}
            type="number"
            inputMode="numeric"
            min={0}
            options={numberOrZero}
            hint={t`Lower numbers come first.`}
          />
        </div>
        <ScheduleFields />
      </Section>
      <FormActions
        history={
          item ? (
            <ItemHistory
              name="counselor"
              procedures={api.admin.counselor}
              item={item}
              form={form}
              invalidate={invalidate}
              reload={reload}
            />
          ) : undefined
        }
        cancelHref="/admin/counselor"
        siteHref={
          item ? `/facilitators/${item.data.slug}${item.data.status === 'published' ? '' : '?preview=1'}` : null
        }
        sitePreview={item?.data.status === 'draft'}
        onDelete={item ? () => ask({ id: item.id, version: item.version, title: item.data.name }) : undefined}
      />
      {dialog}
    </AdminForm>
  );
}
