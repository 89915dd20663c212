import type { ReactNode } from 'react';

/**
 * Renders what `render` returns as a component of its own. React yields to the browser between
 * components while it hydrates, never inside one: a costly format (a language's first Intl formatter
 * takes tens of milliseconds on a slow phone) wrapped in this is a task of its own, not a share of one
 * long task with the rest of its parent.
 */
export function Computed({ render }: { render: () => ReactNode }) {
  return render();
}
