import type { ClassType, CounselorGroup } from '@app/contract/constants';
import { useClassTypeName } from '../classTypes';
import { useGroupBadge } from '../../facilitators/groups';

/**
 * The label sets a `choice` or `choices` field names (`optionLabels` in its description): the words for its values, which the
 * site shows too. A new set is one entry here.
 */
export function useOptionLabels(): Record<string, (value: string) => string> {
  const groupLabel = useGroupBadge();
  const classTypeName = useClassTypeName();
  return {
    facilitatorGroup: (value) => groupLabel(value as CounselorGroup),
    classType: (value) => classTypeName(value as ClassType),
  };
}
