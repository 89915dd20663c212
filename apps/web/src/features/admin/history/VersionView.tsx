import type { ItemVersion } from '@app/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { LANGUAGES } from '../locales';
import { formatDateTime } from '../format';
import { button, buttonSecondary, muted } from '../ui';
import { versionDiff } from './versionDiff';
import { userText } from '../../../lib/user-text';

interface VersionViewProps {
  version: ItemVersion | undefined;
  error: string | null;
  current: Record<string, unknown>;
  labels: Record<string, string>;
  onBack: () => void;
  onRestore: () => void;
}

/** One version: what differs from the current record (field, language, then → now), or the whole version. */
export function VersionView({ version, error, current, labels, onBack, onRestore }: VersionViewProps) {
  const { t } = useLingui();
  const [whole, setWhole] = useState(false);
  const labelOf = (field: string) => labels[field] ?? labels[field.split('.')[0] ?? ''] ?? field;
  if (error) return <p role="alert">{error}</p>;
  if (!version)
    return (
      <p className={muted} role="status">
        <Trans>Loading…</Trans>
      </p>
    );
  const changes = whole ? versionDiff({}, version.data) : versionDiff(version.data, current);
  return (
    <div className="space-y-4">
      <p className={muted}>
        <Trans>
          Saved {formatDateTime(version.savedAt)} by{' '}
          {userText(version.savedBy ?? t`unknown (a former account, or before history was kept)`)}
        </Trans>
      </p>
      <div className="flex flex-wrap gap-2">
        <button type="button" className={buttonSecondary} aria-pressed={!whole} onClick={() => setWhole(false)}>
          <Trans>Compare with current</Trans>
        </button>
        <button type="button" className={buttonSecondary} aria-pressed={whole} onClick={() => setWhole(true)}>
          <Trans>Whole version</Trans>
        </button>
      </div>
      {changes.length === 0 ? (
        <p>
          <Trans>This version is the same as the current one.</Trans>
        </p>
      ) : (
        <table className="w-full text-left text-sm">
          <thead>
            <tr>
              <th className="py-1 pr-3">
                <Trans>Field</Trans>
              </th>
              <th className="py-1 pr-3">
                <Trans>Language</Trans>
              </th>
              <th className="py-1 pr-3">{whole ? <Trans>Value</Trans> : <Trans>This version</Trans>}</th>
              {!whole && (
                <th className="py-1">
                  <Trans>Current</Trans>
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {changes.map((change) => (
              <tr
                key={`${change.field}:${change.locale ?? ''}`}
                className="border-t border-dark/10 align-top dark:border-sand/10"
              >
                <th scope="row" className="py-1 pr-3 font-medium">
                  {labelOf(change.field)}
                </th>
                <td className="py-1 pr-3">{change.locale ? LANGUAGES[change.locale].name : '—'}</td>
                <td className="py-1 pr-3 whitespace-pre-wrap">{whole ? change.after : change.before || '—'}</td>
                {!whole && <td className="py-1 whitespace-pre-wrap">{change.after || '—'}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <div className="flex flex-wrap gap-3 border-t border-dark/10 pt-4 dark:border-sand/10">
        <button type="button" className={buttonSecondary} onClick={onBack}>
          <Trans>All versions</Trans>
        </button>
        <span className="flex-1" />
        <button type="button" className={button} onClick={onRestore}>
          <Trans>Restore this version</Trans>
        </button>
      </div>
    </div>
  );
}
