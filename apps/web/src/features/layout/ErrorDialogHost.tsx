import { lazy, Suspense, useSyncExternalStore } from 'react';
import { errorDialog } from '../../lib/error-dialog';

// The dialog's code (Radix) loads only when an error first needs it: visitors rarely see one.
const ErrorDialog = lazy(() => import('./ErrorDialog'));
const subscribe = (onChange: () => void) => errorDialog.subscribe(onChange);

export function ErrorDialogHost({ onTokenExpiredConfirm }: { onTokenExpiredConfirm?: () => void }) {
  const state = useSyncExternalStore(
    subscribe,
    () => errorDialog.snapshot,
    () => errorDialog.snapshot,
  );
  if (!state) return null;
  return (
    <Suspense fallback={null}>
      <ErrorDialog state={state} onTokenExpiredConfirm={onTokenExpiredConfirm} />
    </Suspense>
  );
}
