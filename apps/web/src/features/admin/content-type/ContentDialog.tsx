import { useQuery } from '@tanstack/react-query';
import type { ContentType } from '@app/contract';
import { useLingui } from '@lingui/react/macro';
import { itemQueryOptions } from '../EditorShell';
import { FormDialog } from '../FormDialog';
import { Loaded } from '../LoadStates';
import { ContentForm, type ContentItem } from './ContentForm';
import { type ContentTypeName, useBindingOf } from './procedures';

/** Adds (`id` null, starting from `defaults`) or edits one item of a type edited in a dialog over its list. */
export function ContentDialog({
  type,
  id,
  open,
  onClose,
  defaults,
}: {
  type: ContentType;
  id: number | null;
  open: boolean;
  onClose: () => void;
  defaults: Record<string, unknown>;
}) {
  const { i18n } = useLingui();
  const binding = useBindingOf(type.name as ContentTypeName);
  const query = useQuery(
    binding.get.queryOptions({ id: id ?? 1 }, { ...itemQueryOptions(id), enabled: open && id !== null }),
  );
  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={i18n._(id === null ? type.words.newTitle : type.words.editTitle)}
    >
      {id === null ? (
        <ContentForm type={type} item={null} defaults={defaults} onDone={onClose} reload={() => {}} />
      ) : (
        <Loaded query={query}>
          {(item) => (
            <ContentForm
              key={item.version}
              type={type}
              item={item as ContentItem}
              onDone={onClose}
              reload={() => query.refetch()}
            />
          )}
        </Loaded>
      )}
    </FormDialog>
  );
}
