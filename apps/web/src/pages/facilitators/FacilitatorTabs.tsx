import { useLingui } from '@lingui/react/macro';
import { type KeyboardEvent, useRef } from 'react';
import { focusRing } from '../../features/content/ui';
import { FACILITATOR_TABS, type FacilitatorTab, useGroupLabel } from '../../features/facilitators/groups';

export const tabId = (tab: FacilitatorTab) => `facilitators-tab-${tab}`;
export const panelId = 'facilitators-panel';

interface FacilitatorTabsProps {
  selected: FacilitatorTab;
  onSelect: (tab: FacilitatorTab) => void;
  /** The address of the page with `tab` selected. */
  hrefOf: (tab: FacilitatorTab) => string;
}

/**
 * WAI-ARIA tabs: arrow keys, Home and End move between tabs and select them. Each tab is a link to the
 * page with its group selected, so a tap before the app runs (or without JavaScript) still gets there.
 */
export function FacilitatorTabs({ selected, onSelect, hrefOf }: FacilitatorTabsProps) {
  const { t } = useLingui();
  const label = useGroupLabel();
  const refs = useRef<Partial<Record<FacilitatorTab, HTMLAnchorElement | null>>>({});

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = FACILITATOR_TABS.indexOf(selected);
    const last = FACILITATOR_TABS.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % FACILITATOR_TABS.length
        : event.key === 'ArrowLeft'
          ? (index + last) % FACILITATOR_TABS.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    const tab = FACILITATOR_TABS[next] ?? 'all';
    onSelect(tab);
    refs.current[tab]?.focus();
  };

  return (
    <div
      role="tablist"
      aria-label={t`Facilitator groups`}
      onKeyDown={onKeyDown}
      className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 min-[600px]:mx-0 min-[600px]:px-0"
    >
      {FACILITATOR_TABS.map((tab) => {
        const active = tab === selected;
        return (
          <a
            key={tab}
            href={hrefOf(tab)}
            ref={(element) => {
              refs.current[tab] = element;
            }}
            role="tab"
            id={tabId(tab)}
            aria-selected={active}
            aria-controls={panelId}
            tabIndex={active ? 0 : -1}
            onClick={(event) => {
              if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
              event.preventDefault();
              onSelect(tab);
            }}
            className={`inline-flex min-h-11 shrink-0 items-center rounded-full px-5 py-2 text-sm font-medium transition-colors ${focusRing} ${
              active
                ? 'bg-primary text-white'
                : 'bg-white text-dark ring-1 ring-dark/10 hover:bg-primary/10 dark:bg-white/5 dark:text-sand dark:ring-sand/15 dark:hover:bg-white/10'
            }`}
          >
            {label(tab)}
          </a>
        );
      })}
    </div>
  );
}
