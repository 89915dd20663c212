import { useQuery } from '@tanstack/react-query';
import type { ContentType } from '@app/contract';
import { useLingui } from '@lingui/react/macro';
import { EditorShell, idParam, itemQueryOptions } from '../EditorShell';
import { ContentForm, type ContentItem } from './ContentForm';
import { type ContentTypeName, useBindingOf } from './procedures';

/** `<admin path>/create` and `<admin path>/:id/edit` of a described type. */
export function ContentEditPage({ type, params }: { type: ContentType; params: Record<string, string | undefined> }) {
  const { t, i18n } = useLingui();
  const binding = useBindingOf(type.name as ContentTypeName);
  const id = idParam(params);
  const query = useQuery(binding.get.queryOptions({ id: id || 1 }, itemQueryOptions(id)));
  const title = query.data?.data[type.titleField as 'title'];
  const name = typeof title === 'string' ? title : (title?.en ?? '');
  return (
    <EditorShell
      id={id}
      query={query}
      title={
        id === null
          ? i18n._(type.words.newTitle)
          : !name
            ? i18n._(type.words.editTitle)
            : type.words.editNamed
              ? i18n._(type.words.editNamed.id, { name }, { message: type.words.editNamed.message })
              : t`Edit “${name}”`
      }
      back={{ href: type.paths.admin, label: i18n._(type.words.allItems) }}
      notFound={i18n._(type.words.notFound)}
    >
      {(item) => <ContentForm type={type} item={item as ContentItem | null} reload={() => query.refetch()} />}
    </EditorShell>
  );
}
