import { useSyncExternalStore } from 'react';
import { PROGRESS, progress } from '../../lib/progress';

const subscribe = (onChange: () => void) => progress.subscribe(onChange);

/** The 2px page-progress bar at the top of the viewport. */
export function ProgressBar() {
  const state = useSyncExternalStore(
    subscribe,
    () => progress.snapshot,
    () => progress.snapshot,
  );
  return (
    <div
      aria-hidden="true"
      className="pointer-events-none fixed inset-x-0 top-0 z-[60]"
      style={{ height: PROGRESS.heightPx, opacity: state.visible ? 1 : 0, transition: 'opacity 300ms' }}
    >
      <div
        data-testid="progress-bar"
        data-failed={state.failed || undefined}
        style={{
          height: '100%',
          width: `${state.percent}%`,
          background: state.failed ? PROGRESS.failedColor : PROGRESS.color,
          transition: `width ${PROGRESS.tickMs}ms linear`,
        }}
      />
    </div>
  );
}
