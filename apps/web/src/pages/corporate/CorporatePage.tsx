import { useQuery } from '@tanstack/react-query';
import type { CorporateClient } from '@app/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { useTRPC } from '../../app/trpc';
import { PageIntro } from '../../features/content/PageIntro';
import { Picture } from '../../features/content/Picture';
import { QueryList } from '../../features/content/QueryList';
import { TitledSection } from '../../features/content/TitledSection';
import { card, focusRing, muted, pageShell } from '../../features/content/ui';

function ClientLogo({ client }: { client: CorporateClient }) {
  const body = (
    <>
      {client.logo ? (
        <Picture
          image={client.logo}
          alt=""
          sizes="160px"
          className="h-14 w-auto max-w-[10rem] bg-transparent object-contain dark:bg-transparent"
        />
      ) : (
        <span aria-hidden="true" className="text-2xl font-semibold text-primary-strong dark:text-gold">
          {client.name.slice(0, 1)}
        </span>
      )}
      <span className="text-sm font-medium text-dark dark:text-sand">{client.name}</span>
    </>
  );
  const box = `flex h-full flex-col items-center justify-center gap-3 p-5 text-center ${card}`;
  if (!client.url) return <div className={box}>{body}</div>;
  return (
    <a
      href={client.url}
      target="_blank"
      rel="noopener noreferrer"
      className={`${box} transition-shadow hover:shadow-md ${focusRing}`}
    >
      {body}
      <span className="sr-only">
        <Trans>(opens in a new tab)</Trans>
      </span>
    </a>
  );
}

const moreLinks = 'group flex h-full flex-col gap-1 p-5 transition-shadow hover:shadow-md';

/** /corporate: the programme for organisations, the clients who use it, and where to read more. */
export default function CorporatePage() {
  const trpc = useTRPC();
  const { t } = useLingui();
  const clients = useQuery(trpc.corporate.clients.queryOptions());
  const morePages = [
    {
      href: '/employee-assistance-program',
      title: <Trans>Employee assistance programme</Trans>,
      description: <Trans>Confidential support for your people, through our partner.</Trans>,
    },
    {
      href: '/corporate/faq',
      title: <Trans>Corporate FAQ</Trans>,
      description: <Trans>Answers to the questions organisations ask us most.</Trans>,
    },
    {
      href: '/corporate/terms',
      title: <Trans>Corporate terms</Trans>,
      description: <Trans>The terms of our programmes for organisations.</Trans>,
    },
  ];

  return (
    <div className={pageShell}>
      <PageIntro code="corporate" fallbackTitle={t`For organisations`} kicker={<Trans>Corporate</Trans>} />

      <TitledSection headingId="corporate-clients" className="mt-14" title={<Trans>Organisations we work with</Trans>}>
        <QueryList
          query={clients}
          className="mt-6 grid grid-cols-2 gap-4 min-[600px]:grid-cols-3 min-[900px]:grid-cols-4"
          placeholderCount={4}
          placeholderClassName="h-32 rounded-2xl"
          renderItem={(client) => <ClientLogo client={client} />}
          empty={
            <p className={`mt-4 ${muted}`}>
              <Trans>Our client list is coming soon.</Trans>
            </p>
          }
        />
      </TitledSection>

      <TitledSection headingId="corporate-more" className="mt-14" title={<Trans>Learn more</Trans>}>
        <ul className="mt-6 grid gap-4 min-[600px]:grid-cols-3">
          {morePages.map((page) => (
            <li key={page.href}>
              <Link href={page.href} className={`${moreLinks} ${card} ${focusRing}`}>
                <span className="font-semibold text-primary-strong group-hover:underline dark:text-gold">
                  {page.title}
                </span>
                <span className={`text-sm ${muted}`}>{page.description}</span>
              </Link>
            </li>
          ))}
        </ul>
      </TitledSection>
    </div>
  );
}
