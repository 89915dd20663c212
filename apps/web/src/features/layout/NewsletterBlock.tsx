import { Trans } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { withPageMessages } from '../../app/i18n';

// The form (and its validation code) loads when the block comes near the screen, not with the page.
const NewsletterForm = lazy(withPageMessages(() => import('../forms/NewsletterForm')));

function useNearViewport<T extends Element>() {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    if (!('IntersectionObserver' in window)) return setNear(true);
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), {
      rootMargin: '200px',
    });
    // While the page's own content is still loading, the block sits near the top of a short page:
    // start watching once the page has loaded and the browser is idle, so the form never competes with it.
    let idle = 0;
    const watch = () => {
      idle = window.requestIdleCallback
        ? window.requestIdleCallback(() => observer.observe(element), { timeout: 2_000 })
        : window.setTimeout(() => observer.observe(element), 500);
    };
    if (document.readyState === 'complete') watch();
    else window.addEventListener('load', watch, { once: true });
    return () => {
      window.removeEventListener('load', watch);
      if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
      observer.disconnect();
    };
  }, [near]);
  return { ref, near };
}

/** The newsletter signup shown above the footer on every app page. */
export function NewsletterBlock() {
  const { ref, near } = useNearViewport<HTMLDivElement>();
  return (
    <section aria-labelledby="newsletter-title" className="chat-clear lazy-render bg-primary text-white">
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-10 min-[900px]:grid-cols-2 min-[900px]:items-center">
        <div>
          <h2 id="newsletter-title" className="text-2xl font-semibold">
            <Trans>A quiet letter, once a month</Trans>
          </h2>
          <p className="mt-2 text-white/90">
            <Trans>New classes, reflections from our facilitators and invitations to workshops. No noise.</Trans>
          </p>
        </div>
        <div ref={ref} className="min-h-40 rounded-xl bg-white p-4 text-dark dark:bg-dark dark:text-sand">
          {near && (
            <Suspense fallback={null}>
              <NewsletterForm />
            </Suspense>
          )}
        </div>
      </div>
    </section>
  );
}
