import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { toast } from './toast';

/**
 * Up/down ordering of a short list. The new order shows at once and is saved as the full list of ids
 * (`reorder({ ids })` sets each sort order to its position); a failure puts the server's order back.
 */
export function useReorder<T extends { id: number }>(
  rows: readonly T[] | undefined,
  reorder: (input: { ids: number[] }) => Promise<unknown>,
  refresh: () => Promise<unknown>,
  nameOf: (row: T) => string,
) {
  const { t } = useLingui();
  const [order, setOrder] = useState<readonly T[] | undefined>(rows);
  const [saving, setSaving] = useState(false);
  useEffect(() => setOrder(rows), [rows]);

  const move = async (id: number, delta: -1 | 1) => {
    if (!order || saving) return;
    const from = order.findIndex((row) => row.id === id);
    const to = from + delta;
    if (from < 0 || to < 0 || to >= order.length) return;
    const next = [...order];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved!);
    setOrder(next);
    setSaving(true);
    try {
      await reorder({ ids: next.map((row) => row.id) });
      toast.info(t`“${nameOf(moved!)}” moved to position ${to + 1}.`, 2500);
      await refresh();
    } catch (error) {
      setOrder(rows);
      toast.error(error instanceof Error && error.message ? error.message : t`Something went wrong. Please try again.`);
    } finally {
      setSaving(false);
    }
  };

  return { rows: order, move, saving };
}
