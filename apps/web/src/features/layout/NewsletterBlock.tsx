import { Trans } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { withPageMessages } from '../../app/i18n';

/**
 * Resolves once the page has loaded and the browser is idle (at once on the server): the form's code, react-hook-form
 * and the forms' messages do not compete with the page's own load. Until then the browser keeps the form the server
 * rendered, whose fields turn on as it hydrates.
 */
function pageIdle(): Promise<void> {
  if (typeof window === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const idle = () =>
      window.requestIdleCallback
        ? window.requestIdleCallback(() => resolve(), { timeout: 2_000 })
        : setTimeout(resolve, 500);
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  });
}

// Rendered with the page (in the server's HTML, in the keyboard's path); its validation loads on its first check.
const NewsletterForm = lazy(withPageMessages(() => pageIdle().then(() => import('../forms/NewsletterForm'))));

/** The newsletter signup shown above the footer on every app page. */
export function NewsletterBlock() {
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
        <div className="min-h-40 rounded-xl bg-white p-4 text-dark dark:bg-dark dark:text-sand">
          <Suspense fallback={null}>
            <NewsletterForm />
          </Suspense>
        </div>
      </div>
    </section>
  );
}
