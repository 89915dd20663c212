import { useQuery, useQueryClient } from '@tanstack/react-query';
import { classInputSchema } from '@app/contract';
import { CLASS_TYPES } from '@app/contract/constants';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react/macro';
import { useForm, useWatch } from 'react-hook-form';
import { useLocation } from 'wouter';
import { api, useTRPC } from '../../../app/trpc';
import { AdminForm } from '../../../features/admin/AdminForm';
import { CheckboxList } from '../../../features/admin/CheckboxList';
import { FormActions } from '../../../features/admin/FormActions';
import { ItemHistory } from '../../../features/admin/history/ItemHistory';
import { numberOrZero, SelectField, StatusField, TextField } from '../../../features/admin/fields';
import { ImageField } from '../../../features/admin/ImageField';
import { LocalizedRichText, LocalizedTextArea, LocalizedTextField } from '../../../features/admin/LocalizedFields';
import { Section } from '../../../features/admin/Section';
import { useDeleteConfirm } from '../../../features/admin/useDeleteConfirm';
import { useResourceEditor } from '../../../features/admin/useResourceEditor';
import { useSlugAutofill } from '../../../features/admin/useSlugAutofill';
import { useClassTypeName } from '../../../features/admin/classTypes';
import { ClassScheduleFields } from './ClassScheduleFields';
import { type ClassItem, classFormValues } from './classValues';
import { ScheduleFields } from '../../../features/admin/ScheduleFields';

/** Create or edit one class. */
export function ClassForm({ item, reload }: { item: ClassItem | null; reload: () => unknown }) {
  const trpc = useTRPC();
  const { t } = useLingui();
  const typeLabel = useClassTypeName();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const form = useForm({ resolver: zodResolver(classInputSchema), defaultValues: classFormValues(item) });
  useSlugAutofill(form, 'title.en', 'slug', item === null);
  const slug = useWatch({ control: form.control, name: 'slug' });
  const facilitators = useQuery(
    trpc.admin.counselor.list.queryOptions({ pageSize: 100, sort: 'title', direction: 'asc' }),
  );
  const invalidate = () => queryClient.invalidateQueries(trpc.admin.class.pathFilter());
  const { onSubmit, formError, banner } = useResourceEditor({
    form,
    item,
    create: (data) => api.admin.class.create.mutate(data),
    update: (input) => api.admin.class.update.mutate(input),
    invalidate,
    listHref: '/admin/class',
    savedMessage: t`The class was saved.`,
    reload,
  });
  const { ask, dialog } = useDeleteConfirm(
    (input) => api.admin.class.delete.mutate(input),
    () => {
      form.reset(form.getValues());
      navigate('/admin/class');
      return invalidate();
    },
  );

  return (
    <AdminForm form={form} onSubmit={onSubmit} formError={formError} banner={banner}>
      <Section title={t`Class`}>
        <LocalizedTextField name="title" label={t`Title`} />
        <div className="grid gap-4 min-[600px]:grid-cols-2">
          <TextField name="slug" label={t`Slug`} required hint={t`The address: /class/${slug || '…'}`} />
          <SelectField
            name="classType"
            label={t`Type`}
            required
            options={CLASS_TYPES.map((type) => ({ value: type, label: typeLabel(type) }))}
          />
        </div>
        <LocalizedTextArea name="summary" label={t`Summary`} hint={t`One or two sentences for cards and lists.`} />
        <LocalizedRichText name="description" label={t`Description`} />
        <ImageField name="imageId" label={t`Image`} image={item?.image ?? null} />
      </Section>
      <Section title={t`Schedule, place and price`}>
        <ClassScheduleFields />
      </Section>
      <Section title={t`Facilitators`}>
        <CheckboxList
          name="facilitatorIds"
          label={t`Who leads this class`}
          loading={facilitators.isLoading}
          options={(facilitators.data?.rows ?? []).map((row) => ({
            value: row.id,
            label: row.title,
            detail: row.status === 'draft' ? t`draft` : undefined,
          }))}
          hint={t`Up to 10.`}
        />
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
              name="class"
              procedures={api.admin.class}
              item={item}
              form={form}
              invalidate={invalidate}
              reload={reload}
            />
          ) : undefined
        }
        cancelHref="/admin/class"
        siteHref={item ? `/class/${item.data.slug}${item.data.status === 'published' ? '' : '?preview=1'}` : null}
        sitePreview={item?.data.status === 'draft'}
        onDelete={item ? () => ask({ id: item.id, version: item.version, title: item.data.title.en ?? '' }) : undefined}
      />
      {dialog}
    </AdminForm>
  );
}
