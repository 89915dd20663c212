import { Trans } from '@lingui/react/macro';
import { useSiteSettings } from './useSiteSettings';

/** The newsletter invitation shown above the footer on every app page. */
export function NewsletterBlock({ children }: { children?: React.ReactNode }) {
  const contact = useSiteSettings().data?.contact;
  return (
    <section aria-labelledby="newsletter-title" className="bg-primary text-white">
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-10 min-[900px]:grid-cols-2 min-[900px]:items-center">
        <div>
          <h2 id="newsletter-title" className="text-2xl font-semibold">
            <Trans>A quiet letter, once a month</Trans>
          </h2>
          <p className="mt-2 text-white/90">
            <Trans>New classes, reflections from our facilitators and invitations to workshops. No noise.</Trans>
          </p>
        </div>
        <div>
          {children ??
            (contact?.instagram ? (
              <a
                href={contact.instagram}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-block rounded-full bg-white px-5 py-2 font-medium text-primary-strong focus-visible:ring-2 focus-visible:ring-gold"
              >
                <Trans>Follow us on Instagram</Trans>
              </a>
            ) : null)}
        </div>
      </div>
    </section>
  );
}
