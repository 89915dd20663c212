import { Trans } from '@lingui/react/macro';

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
        published
          ? 'bg-success/15 text-success dark:bg-success/25 dark:text-green-300'
          : 'bg-warn/15 text-[#8a5a14] dark:bg-warn/25 dark:text-amber-300'
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
