import { IMAGE_SIZES } from '@app/contract/constants';
import { Trans, useLingui } from '@lingui/react/macro';
import { skipToken, useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { usePreview } from '../../features/content/usePreview';
import { useTRPC } from '../../app/trpc';
import { ClassGrid } from '../../features/classes/ClassGrid';
import { factRow } from '../../features/content/Fact';
import { isExternalUrl } from '../../features/content/format';
import { Html } from '../../features/content/Html';
import { PictureOrPlaceholder } from '../../features/content/Picture';
import { retryUnlessNotFound } from '../../features/content/queryErrors';
import { Loading, Skeleton, TextSkeleton } from '../../features/content/Skeleton';
import { QueryFallback } from '../../features/content/QueryFallback';
import { StatusMessage } from '../../features/content/StatusMessage';
import { TitledSection } from '../../features/content/TitledSection';
import { muted, pageShell, pageTitle, textLink } from '../../features/content/ui';
import { GroupBadges } from '../../features/facilitators/GroupBadges';
import { formatLanguages } from '../../features/facilitators/languages';
import { useSeedClassLists } from '../../features/facilitators/useSeedClassLists';
import { userText } from '../../lib/user-text';

const Fact = factRow({ value: 'mt-1 text-dark dark:text-sand' });

function FacilitatorSkeleton() {
  return (
    <Loading className={`${pageShell} grid gap-10 min-[900px]:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]`}>
      <Skeleton className="aspect-[4/5] w-full rounded-2xl" />
      <TextSkeleton lines={6} />
    </Loading>
  );
}

/** /facilitators/{slug}: a facilitator's profile and classes. */
export default function FacilitatorPage({ params }: { params: Record<string, string | undefined> }) {
  const trpc = useTRPC();
  const { t } = useLingui();
  const slug = params.slug;
  const preview = usePreview();
  const published = useQuery(
    trpc.counselor.detail.queryOptions(slug && !preview ? { slug } : skipToken, {
      retry: retryUnlessNotFound,
    }),
  );
  const draft = useQuery(
    trpc.admin.preview.counselor.queryOptions(slug && preview ? { slug } : skipToken, {
      retry: retryUnlessNotFound,
    }),
  );
  const detail = preview ? draft : published;
  useSeedClassLists(detail.data?.classes);

  if (!detail.data) {
    const allFacilitators = [{ href: '/facilitators', label: <Trans>Meet our facilitators</Trans> }];
    return (
      <QueryFallback
        query={detail}
        missing={!slug}
        notFound={
          <StatusMessage title={<Trans>We couldn't find this facilitator</Trans>} links={allFacilitators}>
            <p>
              <Trans>The profile may have moved or is no longer published.</Trans>
            </p>
          </StatusMessage>
        }
        failedLinks={allFacilitators}
        loading={<FacilitatorSkeleton />}
      />
    );
  }

  const person = detail.data;
  const name = userText(person.name);
  const languages = formatLanguages(person.languages);

  return (
    <div className={pageShell}>
      <nav aria-label={t`Breadcrumb`} className="mb-6 text-sm">
        <Link href="/facilitators" className={textLink}>
          <Trans>All facilitators</Trans>
        </Link>
      </nav>

      <article className="grid gap-8 min-[900px]:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] min-[900px]:gap-12">
        <div className="min-[900px]:sticky min-[900px]:top-24 min-[900px]:self-start">
          <PictureOrPlaceholder
            image={person.photo}
            priority
            sizes={IMAGE_SIZES.facilitatorPage}
            className="aspect-[4/5] w-full rounded-2xl object-cover shadow-sm"
            placeholderClassName="aspect-[4/5] w-full rounded-2xl bg-linear-to-br from-primary/20 to-gold/30"
          />
        </div>

        <div>
          <h1 className={pageTitle}>{person.name}</h1>
          <p className="mt-2 text-lg font-medium text-primary-strong dark:text-gold">{person.title}</p>
          <GroupBadges groups={person.groups} className="mt-4" />

          <dl className="mt-6 grid gap-4 border-y border-dark/10 py-5 min-[600px]:grid-cols-2 dark:border-sand/15">
            {person.languages.length > 0 && <Fact label={<Trans>Languages</Trans>}>{languages}</Fact>}
            {person.contactLinks.length > 0 && (
              <Fact label={<Trans>Contact</Trans>}>
                <ul className="flex flex-wrap gap-x-4 gap-y-1">
                  {person.contactLinks.map((link) => {
                    const external = isExternalUrl(link.url);
                    return (
                      <li key={link.url}>
                        <a
                          href={link.url}
                          className={textLink}
                          {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                        >
                          {link.label}
                          {external && (
                            <span className="sr-only">
                              {' '}
                              <Trans>(opens in a new tab)</Trans>
                            </span>
                          )}
                        </a>
                      </li>
                    );
                  })}
                </ul>
              </Fact>
            )}
          </dl>

          {person.summary && <p className={`mt-6 text-lg ${muted}`}>{person.summary}</p>}
          <Html html={person.bio} className="mt-6" />
        </div>
      </article>

      <TitledSection
        headingId="facilitator-classes"
        className="lazy-render mt-16"
        title={<Trans>Classes with {name}</Trans>}
      >
        <div className="mt-6">
          {person.classes.length > 0 ? (
            <ClassGrid items={person.classes} showType headingLevel={3} />
          ) : (
            <p className={muted}>
              <Trans>
                {name} has no classes scheduled right now.{' '}
                <Link href="/contact" className={textLink}>
                  Contact us
                </Link>{' '}
                to book a private session.
              </Trans>
            </p>
          )}
        </div>
      </TitledSection>
    </div>
  );
}
