import { Trans } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { withPageMessages } from '../../app/i18n';
import { onFirstUse } from '../../lib/first-use';

// Rendered with the page (in the server's HTML, in the keyboard's path), its code loaded at the visitor's first sign
// of use: until then its fields take typing, and its button turns on once the code has read what was typed.
// Its validation loads on its first check.
const NewsletterForm = lazy(onFirstUse(withPageMessages(() => import('../forms/NewsletterForm'))));

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
