import { useQueryClient } from '@tanstack/react-query';
import { type ClientInput, clientInputSchema } from '@app/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import { api, useTRPC } from '../../../app/trpc';
import { AdminForm } from '../../../features/admin/AdminForm';
import { FormActions } from '../../../features/admin/FormActions';
import { ItemHistory } from '../../../features/admin/history/ItemHistory';
import { StatusField, TextField } from '../../../features/admin/fields';
import { ImageField } from '../../../features/admin/ImageField';
import type { AdminOutputs } from '../../../features/admin/types';
import { useResourceEditor } from '../../../features/admin/useResourceEditor';
import { ScheduleFields } from '../../../features/admin/ScheduleFields';

export type ClientItem = AdminOutputs['client']['get'];

/** A corporate client: name, logo, website; new clients go to the end of the list. */
export function ClientForm({
  item,
  nextSortOrder,
  onDone,
  reload,
}: {
  item: ClientItem | null;
  nextSortOrder: number;
  onDone: () => void;
  reload: () => unknown;
}) {
  const trpc = useTRPC();
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const defaults: ClientInput = {
    name: item?.data.name ?? '',
    logoImageId: item?.data.logoImageId ?? null,
    url: item?.data.url ?? '',
    status: item?.data.status ?? 'published',
    publishAt: item?.data.publishAt ?? null,
    unpublishAt: item?.data.unpublishAt ?? null,
    sortOrder: item?.data.sortOrder ?? nextSortOrder,
  };
  const invalidate = () => queryClient.invalidateQueries(trpc.admin.client.pathFilter());
  const form = useForm({ resolver: zodResolver(clientInputSchema), defaultValues: defaults });
  const { onSubmit, formError, banner } = useResourceEditor({
    form,
    item,
    create: (data) => api.admin.client.create.mutate(data),
    update: (input) => api.admin.client.update.mutate(input),
    invalidate,
    savedMessage: t`The client was saved.`,
    reload,
    onSaved: onDone,
  });
  return (
    <AdminForm form={form} onSubmit={onSubmit} formError={formError} banner={banner} className="space-y-5">
      <TextField name="name" label={t`Name`} required autoComplete="organization" />
      <ImageField name="logoImageId" label={t`Logo`} image={item?.image ?? null} />
      <TextField name="url" label={t`Website`} type="url" placeholder="https://" />
      <StatusField label={t`Status`} labels={{ draft: t`Hidden`, published: t`Shown on the corporate page` }} />
      <ScheduleFields />
      <FormActions
        onCancel={onDone}
        history={
          item ? (
            <ItemHistory
              name="client"
              procedures={api.admin.client}
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
