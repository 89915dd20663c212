import type { ItemVersion, VersionSummary } from '@app/contract';
import type { HistorySource } from './HistoryButton';

/** What every content router has for history (admin.class, admin.faq, …). */
interface HistoryProcedures {
  history: { query: (input: { id: number }) => Promise<VersionSummary[]> };
  version: { query: (input: { id: number; versionNo: number }) => Promise<ItemVersion> };
  restore: { mutate: (input: { id: number; version: number; versionNo: number }) => Promise<unknown> };
}

/** The history of one loaded content item; a restore applies only to the version the editor loaded. */
export function historyOf(
  name: string,
  procedures: HistoryProcedures,
  item: { id: number; version: number },
): HistorySource {
  return {
    key: `${name}:${item.id}`,
    list: () => procedures.history.query({ id: item.id }),
    get: (versionNo) => procedures.version.query({ id: item.id, versionNo }),
    restore: (versionNo) => procedures.restore.mutate({ id: item.id, version: item.version, versionNo }),
  };
}
