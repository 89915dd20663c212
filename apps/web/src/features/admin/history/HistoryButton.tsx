import type { ItemVersion, VersionSummary } from '@app/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { History } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '../ConfirmDialog';
import { FormDialog } from '../FormDialog';
import { formatDateTime } from '../format';
import { Loaded, LoadingText } from '../LoadStates';
import { toast } from '../toast';
import { buttonSecondary, muted } from '../ui';
import { VersionView } from './VersionView';

/** The history procedures of one item, bound to it (and to the version the editor loaded, for restore). */
export interface HistorySource {
  /** Names the item in the query cache: `class:12`, `page:about`. */
  key: string;
  list: () => Promise<VersionSummary[]>;
  get: (versionNo: number) => Promise<ItemVersion>;
  restore: (versionNo: number) => Promise<unknown>;
}

interface HistoryButtonProps {
  source: HistorySource;
  /** The record as loaded now, in the same shape as a version's data. */
  current: object;
  /** Form labels of the fields, by key; other fields show their key. */
  labels?: Record<string, string>;
  /** After a restore: refresh the lists and reload the form with the restored record. */
  onRestored: () => unknown;
}

/** "History": the item's saved versions (who, when); one can be viewed, compared with now, and restored. */
export function HistoryButton({ source, current, labels = {}, onRestored }: HistoryButtonProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [selected, setSelected] = useState<number | null>(null);
  const [confirming, setConfirming] = useState(false);
  const versions = useQuery({ queryKey: ['history', source.key], queryFn: source.list, enabled: open, staleTime: 0 });
  const version = useQuery({
    queryKey: ['history', source.key, selected],
    queryFn: () => source.get(selected as number),
    enabled: open && selected !== null,
  });
  const restore = async () => {
    if (selected === null) return;
    try {
      await source.restore(selected);
      setOpen(false);
      setSelected(null);
      await onRestored();
      toast.success(t`Version ${selected} was restored.`);
    } catch (error) {
      toast.error(error instanceof Error && error.message ? error.message : t`Something went wrong. Please try again.`);
    }
  };
  return (
    <>
      <button type="button" className={buttonSecondary} onClick={() => setOpen(true)}>
        <History size={16} aria-hidden />
        <Trans>History</Trans>
      </button>
      <FormDialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) setSelected(null);
        }}
        title={selected === null ? t`History` : t`Version ${selected}`}
      >
        {selected === null ? (
          <Loaded query={versions} placeholder={<LoadingText />}>
            {(list) =>
              list.length === 0 ? (
                <p className={muted}>
                  <Trans>No saved versions yet: the next save keeps the first one.</Trans>
                </p>
              ) : (
                <ol className="divide-y divide-dark/10 dark:divide-sand/10">
                  {list.map((v, index) => (
                    <li key={v.versionNo} className="flex flex-wrap items-center gap-3 py-2">
                      <span className="font-medium">
                        <Trans>Version {v.versionNo}</Trans>
                      </span>
                      <span className={`text-sm ${muted}`}>
                        {formatDateTime(v.savedAt)} ·{' '}
                        {v.savedBy ?? t`unknown (a former account, or before history was kept)`}
                        {index === 0 ? ` · ${t`current`}` : ''}
                      </span>
                      <span className="flex-1" />
                      <button type="button" className={buttonSecondary} onClick={() => setSelected(v.versionNo)}>
                        <Trans>View</Trans>
                        <span className="sr-only"> {t`version ${v.versionNo}`}</span>
                      </button>
                    </li>
                  ))}
                </ol>
              )
            }
          </Loaded>
        ) : (
          <VersionView
            version={version.data}
            error={version.error?.message ?? null}
            current={current as Record<string, unknown>}
            labels={labels}
            onBack={() => setSelected(null)}
            onRestore={() => setConfirming(true)}
          />
        )}
      </FormDialog>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={<Trans>Restore version {selected}?</Trans>}
        description={
          <Trans>
            It is saved as a new version and replaces what the item holds now (unsaved changes in the form are dropped).
            The current version stays in the history.
          </Trans>
        }
        confirmLabel={<Trans>Restore</Trans>}
        onConfirm={restore}
      />
    </>
  );
}
