import { Trans } from '@lingui/react/macro';
import { pillTones } from './StatusPill';

/** Published (green) or draft (amber); with `active` wording for the slider. */
export function StatusBadge({
  status,
  wording = 'status',
}: {
  status: 'draft' | 'published';
  wording?: 'status' | 'active';
}) {
  const published = status === 'published';
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap ${
        published ? pillTones.success : pillTones.warn
      }`}
    >
      {wording === 'active' ? (
        published ? (
          <Trans>Active</Trans>
        ) : (
          <Trans>Hidden</Trans>
        )
      ) : published ? (
        <Trans>Published</Trans>
      ) : (
        <Trans>Draft</Trans>
      )}
    </span>
  );
}
