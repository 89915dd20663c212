import type { CounselorGroup } from '@app/contract';
import { useLingui } from '@lingui/react/macro';

/** The facilitator tabs: everyone, then each group. `all` has no `?group=` in the URL. */
export const FACILITATOR_TABS = ['all', 'employee-assistance', 'coach'] as const;
export type FacilitatorTab = (typeof FACILITATOR_TABS)[number];

export function isFacilitatorTab(value: string | null): value is FacilitatorTab {
  return value !== null && (FACILITATOR_TABS as readonly string[]).includes(value);
}

/** Translated group and tab names. */
export function useGroupLabel(): (group: CounselorGroup | 'all') => string {
  const { t } = useLingui();
  return (group) =>
    ({
      all: t`All facilitators`,
      'employee-assistance': t`Employee assistance`,
      coach: t`Coaches`,
    })[group];
}

/** Singular badge text for a facilitator's groups. */
export function useGroupBadge(): (group: CounselorGroup) => string {
  const { t } = useLingui();
  return (group) =>
    ({
      'employee-assistance': t`Employee assistance`,
      coach: t`Coach`,
    })[group];
}
