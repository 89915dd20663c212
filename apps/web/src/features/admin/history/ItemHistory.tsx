import type { UseFormReturn } from 'react-hook-form';
import { HistoryButton } from './HistoryButton';
import { historyOf } from './source';
import { useFieldLabels } from './fieldLabels';

interface ItemHistoryProps {
  /** The router's name, for the query cache. */
  name: string;
  procedures: Parameters<typeof historyOf>[1];
  item: { id: number; version: number; data: object };
  form: Pick<UseFormReturn<any>, 'reset'>;
  invalidate: () => Promise<unknown>;
  reload: () => unknown;
  /** Labels of fields the shared list (fieldLabels.ts) does not name: a described type's (content-type/). */
  fieldLabels?: Record<string, string>;
}

/** An edit form's History button: after a restore, the form reloads with the restored record. */
export function ItemHistory({ name, procedures, item, form, invalidate, reload, fieldLabels }: ItemHistoryProps) {
  const labels = { ...useFieldLabels(), ...fieldLabels };
  return (
    <HistoryButton
      source={historyOf(name, procedures, item)}
      current={item.data}
      labels={labels}
      onRestored={async () => {
        form.reset();
        await invalidate();
        await reload();
      }}
    />
  );
}
