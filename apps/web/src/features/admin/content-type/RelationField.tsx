import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { CheckboxList } from '../CheckboxList';
import { type ContentTypeName, useBindingOf } from './procedures';

/** A `relation` field: the items of the other type (`to`) by name, drafts marked, to tick. */
export function RelationField({
  name,
  label,
  hint,
  to,
}: {
  name: string;
  label: string;
  hint?: string;
  to: ContentTypeName;
}) {
  const { t } = useLingui();
  const items = useQuery(useBindingOf(to).list.queryOptions({ pageSize: 100, sort: 'title', direction: 'asc' }));
  return (
    <CheckboxList
      name={name}
      label={label}
      loading={items.isLoading}
      options={(items.data?.rows ?? []).map((row) => ({
        value: row.id,
        label: row.title,
        detail: row.status === 'draft' ? t`draft` : undefined,
      }))}
      hint={hint}
    />
  );
}
