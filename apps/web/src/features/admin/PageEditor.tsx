import { useQuery, useQueryClient } from '@tanstack/react-query';
import { pageInputSchema } from '@app/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react/macro';
import type { z } from 'zod';
import { useForm } from 'react-hook-form';
import { api, useTRPC } from '../../app/trpc';
import { AdminForm } from './AdminForm';
import { FormActions } from './FormActions';
import { PreviewButton } from './preview/PreviewButton';
import { HistoryButton } from './history/HistoryButton';
import { useFieldLabels } from './history/fieldLabels';
import { StatusField } from './fields';
import { Loaded } from './LoadStates';
import { LocalizedRichText, LocalizedTextField, usePreloadedRichTextEditor } from './LocalizedFields';
import { toLocalizedForm } from './locales';
import { Section } from './Section';
import type { AdminOutputs } from './types';
import { useResourceEditor } from './useResourceEditor';

type PageItem = AdminOutputs['page']['get'];

interface PageEditorProps {
  code: string;
  siteHref?: string;
  /** The card's heading; "Page text" by default. */
  title?: string;
  /** Part of a longer page: the save bar does not stick to the window. */
  inline?: boolean;
}

function PageForm({
  code,
  item,
  reload,
  siteHref,
  title,
  inline,
}: PageEditorProps & { item: PageItem; reload: () => unknown }) {
  const trpc = useTRPC();
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const labels = useFieldLabels();
  const form = useForm<z.input<typeof pageInputSchema>, unknown, z.output<typeof pageInputSchema>>({
    resolver: zodResolver(pageInputSchema),
    defaultValues: {
      title: toLocalizedForm(item.data.title),
      content: toLocalizedForm(item.data.content),
      status: item.data.status,
    },
  });
  const { onSubmit, formError, banner } = useResourceEditor({
    form,
    item: { id: 0, version: item.version },
    create: () => Promise.reject(new Error('not used')),
    update: ({ version, data }) => api.admin.page.update.mutate({ code, version, data }),
    invalidate: () => queryClient.invalidateQueries(trpc.admin.page.get.queryFilter({ code })),
    savedMessage: t`The page was saved.`,
    reload,
  });
  return (
    <AdminForm form={form} onSubmit={onSubmit} formError={formError} banner={banner}>
      <Section title={title ?? t`Page text`}>
        <LocalizedTextField name="title" label={t`Title`} />
        <LocalizedRichText name="content" label={t`Content`} />
        <StatusField
          label={t`Status`}
          labels={{ draft: t`Draft (the site shows no text here)`, published: t`Published` }}
        />
      </Section>
      <FormActions
        siteHref={item.data.status === 'published' ? siteHref : null}
        inline={inline}
        preview={<PreviewButton toItem={(data) => ({ type: 'page', data: { ...data, code } })} />}
        history={
          <HistoryButton
            source={{
              key: `page:${code}`,
              list: () => api.admin.page.history.query({ code }),
              get: (versionNo) => api.admin.page.version.query({ code, versionNo }),
              restore: (versionNo) => api.admin.page.restore.mutate({ code, version: item.version, versionNo }),
            }}
            current={item.data}
            labels={labels}
            onRestored={async () => {
              form.reset();
              await queryClient.invalidateQueries(trpc.admin.page.get.queryFilter({ code }));
              await reload();
            }}
          />
        }
      />
    </AdminForm>
  );
}

/** Edits one static page's title and text per language (`admin.page.get` / `admin.page.update`). */
export function PageEditor(props: PageEditorProps) {
  const trpc = useTRPC();
  const { code } = props;
  usePreloadedRichTextEditor();
  const query = useQuery(
    trpc.admin.page.get.queryOptions({ code }, { staleTime: 0, placeholderData: undefined, retry: false }),
  );
  return (
    <Loaded query={query}>
      {(item) => <PageForm key={item.version} {...props} item={item} reload={() => query.refetch()} />}
    </Loaded>
  );
}
