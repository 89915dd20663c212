import type { CounselorGroup } from '@app/contract/constants';
import { useGroupBadge } from '../../facilitators/groups';

/**
 * The label sets a `choices` field names (`optionLabels` in its description): the words for its values, which the
 * site shows too. A new set is one entry here.
 */
export function useOptionLabels(): Record<string, (value: string) => string> {
  const groupLabel = useGroupBadge();
  return { facilitatorGroup: (value) => groupLabel(value as CounselorGroup) };
}
