import { useQueryClient } from '@tanstack/react-query';
import type { AnyField, ContentType, Image } from '@app/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import { useLocation } from 'wouter';
import { AdminForm } from '../AdminForm';
import { FormActions } from '../FormActions';
import { ItemHistory } from '../history/ItemHistory';
import { PreviewButton } from '../preview/PreviewButton';
import { useDeleteConfirm } from '../useDeleteConfirm';
import { useResourceEditor } from '../useResourceEditor';
import { useSlugAutofill } from '../useSlugAutofill';
import { ContentFields } from './ContentFields';
import { type ContentTypeName, clientOf, useBindingOf } from './procedures';
import { formValues } from './values';

/** An item of a described type as the back office loads it. */
export interface ContentItem {
  id: number;
  version: number;
  image: Image | null;
  data: Record<string, unknown> & { status: string };
}

/**
 * The edit form of any described type (its fields, save, delete, history, preview, link to the site). In a dialog
 * (`onDone`), saving and cancelling close it, and deleting is the list's; `defaults` start a new item (its list's
 * scope, its place at the end).
 */
export function ContentForm({
  type,
  item,
  reload,
  onDone,
  defaults,
}: {
  type: ContentType;
  item: ContentItem | null;
  reload: () => unknown;
  onDone?: () => void;
  defaults?: Record<string, unknown>;
}) {
  const { i18n } = useLingui();
  const name = type.name as ContentTypeName;
  const procedures = clientOf(name);
  const binding = useBindingOf(name);
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const form = useForm({ resolver: zodResolver(type.input), defaultValues: formValues(type, item?.data ?? defaults) });
  const title = type.fields[type.titleField] as AnyField;
  const hasSlug = 'slug' in type.fields;
  useSlugAutofill(
    form,
    `${type.titleField}${title.kind === 'translatableText' ? '.en' : ''}`,
    'slug',
    hasSlug && item === null,
  );
  const invalidate = () => queryClient.invalidateQueries(binding.pathFilter());
  const { onSubmit, formError, banner } = useResourceEditor({
    form,
    item,
    create: (data) => procedures.create.mutate(data as never),
    update: (input) => procedures.update.mutate(input as never),
    invalidate,
    ...(onDone ? { onSaved: onDone } : { listHref: type.paths.admin }),
    savedMessage: i18n._(type.words.saved),
    reload,
  });
  const { ask, dialog } = useDeleteConfirm(
    (input) => procedures.delete.mutate(input),
    () => {
      form.reset(form.getValues());
      navigate(type.paths.admin);
      return invalidate();
    },
  );
  const englishTitle = (data: Record<string, unknown>) => {
    const value = data[type.titleField];
    return typeof value === 'string' ? value : ((value as { en?: string } | undefined)?.en ?? '');
  };
  // A published item's address; a draft's too where the site shows drafts to staff (`?preview=1`).
  const slug = hasSlug && item ? String(item.data.slug) : null;
  const published = item?.data.status === 'published';
  const siteHref =
    slug === null || type.paths.site === undefined || !(published || type.paths.draftsOnSite)
      ? null
      : `${type.paths.site}${slug}${published ? '' : '?preview=1'}`;
  return (
    <AdminForm
      form={form}
      onSubmit={onSubmit}
      formError={formError}
      banner={banner}
      className={onDone ? 'space-y-5' : undefined}
    >
      <ContentFields type={type} image={item?.image ?? null} inDialog={onDone !== undefined} />
      <FormActions
        history={
          item ? (
            <ItemHistory
              name={name}
              procedures={procedures}
              item={item}
              form={form}
              invalidate={invalidate}
              reload={reload}
              fieldLabels={Object.fromEntries(
                Object.entries(type.fields).map(([key, field]) => [key, i18n._((field as AnyField).label)]),
              )}
            />
          ) : undefined
        }
        {...(onDone ? { onCancel: onDone } : { cancelHref: type.paths.admin })}
        preview={type.preview ? <PreviewButton toItem={(data) => ({ type: name, data }) as never} /> : undefined}
        siteHref={siteHref}
        sitePreview={siteHref !== null && !published}
        onDelete={
          item && !onDone
            ? () => ask({ id: item.id, version: item.version, title: englishTitle(item.data) })
            : undefined
        }
      />
      {dialog}
    </AdminForm>
  );
}
