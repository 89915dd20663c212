import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { Link } from 'wouter';
import { useTRPC } from '../../app/trpc';
import { Html } from '../../features/content/Html';
import { retryUnlessNotFound } from '../../features/content/queryErrors';
import { Loading, TextSkeleton } from '../../features/content/Skeleton';
import { buttonPrimary, buttonSecondary, eyebrow, pageShell, pageTitle } from '../../features/content/ui';
import { onFirstUse } from '../../lib/first-use';
import { HeroSlider } from './HeroSlider';

/**
 * The lists below the first screen: in the server's HTML, their code and data loaded at the visitor's first sign of
 * use (a scroll, a tap, a key). Until then their cards are plain links.
 */
const BelowTheFold = lazy(onFirstUse(() => import('./BelowTheFold')));

/** The welcome text (static content 'home'): the page's <h1> and introduction. */
function Welcome() {
  const trpc = useTRPC();
  const { t } = useLingui();
  const welcome = useQuery(trpc.staticContent.get.queryOptions({ code: 'home' }, { retry: retryUnlessNotFound }));
  if (welcome.isPending) {
    return (
      <Loading>
        <TextSkeleton lines={4} />
      </Loading>
    );
  }
  return (
    <>
      <h1 className={`${pageTitle} min-[900px]:text-5xl`}>{welcome.data?.title ?? t`Welcome to Ruang Teduh`}</h1>
      {welcome.data?.content && <Html html={welcome.data.content} className="mt-5 text-lg" />}
    </>
  );
}

export default function HomePage() {
  return (
    <div className={pageShell}>
      <div className="grid items-center gap-10 min-[900px]:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] min-[900px]:gap-12">
        <div>
          <p className={`mb-4 ${eyebrow}`}>
            <Trans>Sharing universal wisdom for everyday life</Trans>
          </p>
          <Welcome />
          <div className="mt-8 flex flex-wrap gap-3">
            <Link href="/session-classes" className={buttonPrimary}>
              <Trans>Explore classes</Trans>
            </Link>
            <Link href="/facilitators" className={buttonSecondary}>
              <Trans>Meet our facilitators</Trans>
            </Link>
          </div>
        </div>
        <HeroSlider />
      </div>
      <Suspense fallback={null}>
        <BelowTheFold />
      </Suspense>
    </div>
  );
}
