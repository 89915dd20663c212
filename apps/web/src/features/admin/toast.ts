/** A tiny notification store shared by every admin page (SPEC section 9: 4 seconds by default). */

type ToastKind = 'success' | 'error' | 'info';

interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
}

const TOAST_DURATION_MS = 4000;

let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();

function emit() {
  for (const listener of listeners) listener();
}

export function dismissToast(id: number): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  toasts = toasts.filter((t) => t.id !== id);
  emit();
}

function show(kind: ToastKind, message: string, duration = TOAST_DURATION_MS): number {
  const id = nextId++;
  // At most a few at a time: the oldest goes first.
  toasts = [...toasts.slice(-3), { id, kind, message }];
  timers.set(
    id,
    setTimeout(() => dismissToast(id), duration),
  );
  emit();
  return id;
}

export const toast = {
  success: (message: string, duration?: number) => show('success', message, duration),
  error: (message: string, duration?: number) => show('error', message, duration ?? TOAST_DURATION_MS * 2),
  info: (message: string, duration?: number) => show('info', message, duration),
};

export const toastStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  snapshot: () => toasts,
};
