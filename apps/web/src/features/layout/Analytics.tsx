import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { useSiteSettings } from './useSiteSettings';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

function gtag(..._args: unknown[]) {
  window.dataLayer = window.dataLayer ?? [];
  // gtag.js reads Arguments objects, not arrays.
  // biome-ignore lint/complexity/noArguments: the format gtag.js expects
  window.dataLayer.push(arguments);
}

/** Loads the analytics tag only when an analytics id is configured, and reports client-side navigations. */
export function Analytics() {
  const id = useSiteSettings().data?.analyticsId;
  const [location] = useLocation();

  useEffect(() => {
    if (!id || document.getElementById('analytics-tag')) return;
    gtag('js', new Date());
    gtag('config', id, { send_page_view: false });
    const script = document.createElement('script');
    script.id = 'analytics-tag';
    script.async = true;
    script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;
    document.head.append(script);
  }, [id]);

  useEffect(() => {
    if (id) gtag('event', 'page_view', { page_path: location });
  }, [id, location]);

  return null;
}
