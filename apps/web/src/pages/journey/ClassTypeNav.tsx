import { CLASS_TYPES } from '@app/contract/constants';
import { useLingui } from '@lingui/react/macro';
import { CLASS_TYPE_ANCHORS, useClassTypeLabel } from '../../features/classes/classFormat';
import { focusRing } from '../../features/content/ui';
import { useActiveSection } from './useActiveSection';

const ANCHORS = CLASS_TYPES.map((type) => CLASS_TYPE_ANCHORS[type]);

/** In-page navigation to the three class type sections; the one in view is marked. */
export function ClassTypeNav() {
  const { t } = useLingui();
  const label = useClassTypeLabel();
  const active = useActiveSection(ANCHORS);
  return (
    <nav aria-label={t`Class types`} className="border-b border-dark/10 pb-4 dark:border-sand/15">
      <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 min-[600px]:mx-0 min-[600px]:flex-wrap min-[600px]:px-0">
        {CLASS_TYPES.map((type) => {
          const anchor = CLASS_TYPE_ANCHORS[type];
          const current = active === anchor;
          return (
            <li key={type} className="shrink-0">
              <a
                href={`#${anchor}`}
                aria-current={current ? 'location' : undefined}
                className={`inline-flex min-h-11 items-center rounded-full px-4 py-2 text-sm font-medium transition-colors ${focusRing} ${
                  current
                    ? 'bg-primary text-white'
                    : 'bg-white text-dark ring-1 ring-dark/10 hover:bg-primary/10 dark:bg-white/5 dark:text-sand dark:ring-sand/15 dark:hover:bg-white/10'
                }`}
              >
                {label(type)}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
