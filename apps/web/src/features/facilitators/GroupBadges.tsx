import type { CounselorGroup } from '@app/contract';
import { useLingui } from '@lingui/react/macro';
import { badge } from '../content/ui';
import { useGroupBadge } from './groups';

/** A facilitator's groups as small labelled pills. */
export function GroupBadges({ groups, className = '' }: { groups: readonly CounselorGroup[]; className?: string }) {
  const { t } = useLingui();
  const label = useGroupBadge();
  if (groups.length === 0) return null;
  return (
    <ul aria-label={t`Groups`} className={`flex flex-wrap gap-2 ${className}`}>
      {groups.map((group) => (
        <li key={group} className={badge}>
          {label(group)}
        </li>
      ))}
    </ul>
  );
}
