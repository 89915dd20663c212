import { Trans } from '@lingui/react/macro';
import { pillTones, StatusPill } from './StatusPill';

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
    <StatusPill tone={published ? pillTones.success : pillTones.warn}>
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
    </StatusPill>
  );
}
