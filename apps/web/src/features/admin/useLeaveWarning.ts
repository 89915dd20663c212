import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';

/**
 * While a form has unsaved changes, leaving asks first: a reload or a closed tab (the browser's own
 * question), and a link inside the app (the sidebar, a breadcrumb), which would otherwise drop the edit
 * without a word. Saving makes the form clean, and the question goes away.
 */
export function useLeaveWarning(dirty: boolean) {
  const { t } = useLingui();
  useEffect(() => {
    if (!dirty) return;
    const question = t`Leave this page? Your changes have not been saved.`;
    const onUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || link.target === '_blank' || link.hasAttribute('download')) return;
      const to = new URL(link.href, location.href);
      if (to.origin !== location.origin || (to.pathname === location.pathname && to.search === location.search)) return;
      if (window.confirm(question)) return;
      // Captured before the router's own handler: the link does nothing.
      event.preventDefault();
      event.stopPropagation();
    };
    window.addEventListener('beforeunload', onUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [dirty, t]);
}
