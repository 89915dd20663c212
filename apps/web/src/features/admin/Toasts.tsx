import { useLingui } from '@lingui/react/macro';
import { X } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { dismissToast, toastStore } from './toast';
import { focusRing } from './ui';

const tone = {
  success: 'border-l-success',
  error: 'border-l-danger',
  info: 'border-l-primary',
} as const;

let region: HTMLElement | null = null;

/**
 * The live region outlives page changes (a toast shown just before navigating is still announced):
 * it is created once and every page's host renders into it.
 */
function liveRegion(): HTMLElement {
  if (region?.isConnected) return region;
  region = document.createElement('div');
  region.setAttribute('aria-live', 'polite');
  region.className =
    'pointer-events-none fixed right-4 bottom-20 left-4 z-[60] flex flex-col items-end gap-2 min-[600px]:left-auto';
  document.body.append(region);
  return region;
}

/** Renders the notifications: bottom right (full width on phones), at most 340px wide. */
export function Toasts() {
  const { t } = useLingui();
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.snapshot, toastStore.snapshot);
  return createPortal(
    toasts.map((item) => (
      <div
        key={item.id}
        data-testid="toast"
        className={`pointer-events-auto flex w-full max-w-[340px] items-start gap-2 rounded-lg border-l-4 bg-white px-4 py-3 text-sm text-dark shadow-lg ring-1 ring-dark/10 dark:bg-[#26302d] dark:text-sand dark:ring-sand/15 ${tone[item.kind]}`}
      >
        <p className="flex-1">{item.message}</p>
        <button
          type="button"
          onClick={() => dismissToast(item.id)}
          className={`-m-1 rounded p-1 text-dark/60 hover:text-dark dark:text-sand/70 dark:hover:text-sand ${focusRing}`}
          aria-label={t`Dismiss notification`}
        >
          <X size={16} aria-hidden />
        </button>
      </div>
    )),
    liveRegion(),
  );
}
