import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { Link, useSearch } from 'wouter';
import { useTRPC } from '../../app/trpc';
import { factRow } from '../../features/content/Fact';
import { PageIntro } from '../../features/content/PageIntro';
import { retryUnlessNotFound } from '../../features/content/queryErrors';
import { Loading, Skeleton } from '../../features/content/Skeleton';
import { TitledSection } from '../../features/content/TitledSection';
import { buttonPrimary, card, muted, pageShell, textLink } from '../../features/content/ui';
import { withPageMessages } from '../../app/i18n';
import { NewTabLink } from '../../features/content/NewTabLink';

const ContactForm = lazy(withPageMessages(() => import('../../features/forms/ContactForm')));

const Detail = factRow({ row: 'py-4 first:pt-0 last:pb-0', value: 'mt-1 text-lg text-dark dark:text-sand' });

/** "?class=slug" from the Register button: names the class the visitor asks about. */
function ClassEnquiry({ slug, email }: { slug: string; email: string | undefined }) {
  const trpc = useTRPC();
  const { t } = useLingui();
  const item = useQuery(trpc.class.detail.queryOptions({ slug }, { retry: retryUnlessNotFound }));
  if (!item.data) return null;
  const title = item.data.title;
  const subject = encodeURIComponent(t`Registration: ${title}`);
  return (
    <aside
      aria-labelledby="class-enquiry"
      className="mt-10 rounded-2xl border-s-4 border-gold bg-white p-6 shadow-sm dark:bg-white/5"
    >
      <h2 id="class-enquiry" className="text-xl font-semibold text-dark dark:text-sand">
        <Trans>Registering for {title}</Trans>
      </h2>
      <p className={`mt-2 ${muted}`}>
        <Trans>Send us your name and the date you'd like to join, and we'll confirm your place.</Trans>
      </p>
      <div className="mt-4 flex flex-wrap items-center gap-4">
        {email && (
          <a href={`mailto:${email}?subject=${subject}`} className={buttonPrimary}>
            <Trans>Email us about this class</Trans>
          </a>
        )}
        <Link href={`/class/${slug}`} className={textLink}>
          <Trans>Back to the class</Trans>
        </Link>
      </div>
    </aside>
  );
}

/** /contact: the introduction and how to reach the studio. The contact form comes later. */
export default function ContactPage() {
  const trpc = useTRPC();
  const { t } = useLingui();
  const settings = useQuery(trpc.settings.public.queryOptions());
  const classSlug = new URLSearchParams(useSearch()).get('class');
  const contact = settings.data?.contact;
  const chatUrl = settings.data?.chatUrl ?? null;

  return (
    <div className={pageShell}>
      <PageIntro code="contact" fallbackTitle={t`Contact us`} />
      {classSlug && <ClassEnquiry slug={classSlug} email={contact?.email || undefined} />}

      <TitledSection
        headingId="contact-form-title"
        className={`mt-10 max-w-3xl p-6 min-[600px]:p-8 ${card}`}
        title={<Trans>Write to us</Trans>}
      >
        <div className="mt-6">
          <Suspense fallback={<Skeleton className="h-72 w-full" />}>
            <ContactForm />
          </Suspense>
        </div>
      </TitledSection>

      <TitledSection
        headingId="contact-details"
        className={`mt-10 max-w-3xl p-6 min-[600px]:p-8 ${card}`}
        title={<Trans>Get in touch</Trans>}
      >
        {settings.isPending ? (
          <Loading className="mt-6 space-y-4">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-12 w-full" />
            ))}
          </Loading>
        ) : contact ? (
          <dl className="mt-6 divide-y divide-dark/10 dark:divide-sand/15">
            {contact.email && (
              <Detail label={<Trans>Email</Trans>}>
                <a href={`mailto:${contact.email}`} className={textLink}>
                  {contact.email}
                </a>
              </Detail>
            )}
            {contact.phone && (
              <Detail label={<Trans>Phone</Trans>}>
                <a href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`} className={textLink}>
                  {contact.phone}
                </a>
              </Detail>
            )}
            {chatUrl && (
              <Detail label={<Trans>Chat</Trans>}>
                <NewTabLink href={chatUrl} className={textLink}>
                  {/wa\.me|whatsapp/i.test(chatUrl) ? (
                    <Trans>Chat with us on WhatsApp</Trans>
                  ) : (
                    <Trans>Chat with us</Trans>
                  )}
                </NewTabLink>
              </Detail>
            )}
            {contact.address && (
              <Detail label={<Trans>Address</Trans>}>
                <address className="whitespace-pre-line not-italic">{contact.address}</address>
              </Detail>
            )}
            {contact.instagram && (
              <Detail label={<Trans>Instagram</Trans>}>
                <NewTabLink href={contact.instagram} className={textLink}>
                  {contact.instagram.replace(/^https?:\/\/(www\.)?instagram\.com\//, '@').replace(/\/$/, '')}
                </NewTabLink>
              </Detail>
            )}
          </dl>
        ) : (
          <p className={`mt-4 ${muted}`}>
            <Trans>Our contact details could not be loaded. Please try again in a moment.</Trans>
          </p>
        )}
      </TitledSection>
    </div>
  );
}
