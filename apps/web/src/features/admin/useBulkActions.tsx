import type { BulkAction, BulkActionInput, BulkItemResult } from '@app/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useState } from 'react';
import { ConfirmDialog } from './ConfirmDialog';
import { toast } from './toast';
import { buttonGhostDanger, buttonSecondary, focusRing, muted } from './ui';

interface Selectable {
  id: number;
  version: number;
  title: string;
}

/** A list's bulk procedures: every item matching its current filter, and the action itself. */
export interface BulkApi {
  selectAll: () => Promise<{ items: Array<{ id: number; version: number }> }>;
  run: (input: BulkActionInput) => Promise<{ results: BulkItemResult[] }>;
  /** Offer Delete (lists that delete today). */
  canDelete: boolean;
}

/** What a table needs to draw a checkbox per row and one for the page. */
interface TableSelection {
  isSelected: (id: number) => boolean;
  toggle: (row: Selectable) => void;
  togglePage: (rows: readonly Selectable[], selected: boolean) => void;
  /** The accessible name of a row's checkbox. */
  label: (row: Selectable) => string;
}

/**
 * Selection and bulk actions of a content list: checkboxes (see DataTable's `selection`), "select all
 * matching", Publish / Unpublish / Delete behind one confirmation stating the count, then each item's
 * answer: the ones refused (an edit meanwhile, gone) are listed by name until dismissed.
 */
export function useBulkActions(api: BulkApi | undefined, total: number, onDone: () => unknown) {
  const { t } = useLingui();
  const [selected, setSelected] = useState<ReadonlyMap<number, number>>(new Map());
  const [titles, setTitles] = useState<ReadonlyMap<number, string>>(new Map());
  const [pending, setPending] = useState<BulkAction | null>(null);
  const [failures, setFailures] = useState<Array<{ id: number; title: string; message: string }>>([]);
  const count = selected.size;

  const selection: TableSelection = {
    isSelected: (id) => selected.has(id),
    toggle: (row) => {
      const next = new Map(selected);
      if (next.has(row.id)) next.delete(row.id);
      else next.set(row.id, row.version);
      setSelected(next);
      setTitles(new Map(titles).set(row.id, row.title));
    },
    togglePage: (rows, on) => {
      const next = new Map(selected);
      const named = new Map(titles);
      for (const row of rows) {
        if (on) next.set(row.id, row.version);
        else next.delete(row.id);
        named.set(row.id, row.title);
      }
      setSelected(next);
      setTitles(named);
    },
    label: (row) => t`Select “${row.title}”`,
  };

  const selectAll = async () => {
    if (!api) return;
    try {
      const { items } = await api.selectAll();
      setSelected(new Map(items.map((item) => [item.id, item.version])));
    } catch (error) {
      toast.error(error instanceof Error ? error.message : t`Something went wrong. Please try again.`);
    }
  };

  const run = async (action: BulkAction) => {
    if (!api) return;
    try {
      const items = [...selected].map(([id, version]) => ({ id, version }));
      const { results } = await api.run({ action, items });
      const refused = results.flatMap((result) =>
        'error' in result
          ? [{ id: result.id, title: titles.get(result.id) || `#${result.id}`, message: result.message }]
          : [],
      );
      const done = results.length - refused.length;
      if (done > 0) toast.success(t`Items changed: ${done}.`);
      setFailures(refused);
      setSelected(new Map());
    } catch (error) {
      toast.error(error instanceof Error ? error.message : t`Something went wrong. Please try again.`);
    } finally {
      await onDone();
    }
  };

  const question = {
    publish: t`Publish the selected items (${count})?`,
    unpublish: t`Unpublish the selected items (${count})?`,
    delete: t`Move the selected items to the trash (${count})?`,
  };
  const labels: Record<BulkAction, string> = { publish: t`Publish`, unpublish: t`Unpublish`, delete: t`Delete` };

  const bar: ReactNode = api ? (
    <div className="mb-3 space-y-2">
      {count > 0 && (
        <div
          role="toolbar"
          aria-label={t`Bulk actions`}
          className="flex flex-wrap items-center gap-2 rounded-xl bg-primary/5 p-2 dark:bg-gold/10"
        >
          <p className="px-2 text-sm font-medium" aria-live="polite">
            {t`Selected: ${count}`}
          </p>
          {count < total && (
            <button type="button" className={`rounded text-sm underline ${focusRing}`} onClick={selectAll}>
              {t`Select all matching (${total})`}
            </button>
          )}
          <button type="button" className={buttonSecondary} onClick={() => setPending('publish')}>
            {labels.publish}
          </button>
          <button type="button" className={buttonSecondary} onClick={() => setPending('unpublish')}>
            {labels.unpublish}
          </button>
          {api.canDelete && (
            <button type="button" className={buttonGhostDanger} onClick={() => setPending('delete')}>
              {labels.delete}
            </button>
          )}
          <button
            type="button"
            className={`rounded px-2 text-sm ${muted} ${focusRing}`}
            onClick={() => setSelected(new Map())}
          >
            <Trans>Clear selection</Trans>
          </button>
        </div>
      )}
      {failures.length > 0 && (
        <div role="alert" className="rounded-xl border border-danger/40 p-3 text-sm">
          <p className="font-medium">{t`Not changed (${failures.length}):`}</p>
          <ul className="mt-1 list-disc pl-5">
            {failures.map((failure) => (
              <li key={failure.id}>
                <span className="font-medium">{failure.title}</span>: {failure.message}
              </li>
            ))}
          </ul>
          <button
            type="button"
            className={`mt-2 rounded text-sm underline ${focusRing}`}
            onClick={() => setFailures([])}
          >
            <Trans>Dismiss</Trans>
          </button>
        </div>
      )}
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title={pending ? question[pending] : ''}
        description={
          pending === 'delete' ? (
            <Trans>
              They disappear from the site at once and stay in the trash for 30 days, where they can be restored.
            </Trans>
          ) : (
            <Trans>Each item is changed on its own; any that someone changed meanwhile are left as they are.</Trans>
          )
        }
        confirmLabel={pending ? labels[pending] : ''}
        onConfirm={() => (pending ? run(pending) : undefined)}
      />
    </div>
  ) : null;

  return { selection: api ? selection : undefined, bar };
}
