import { skipToken, useQuery } from '@tanstack/react-query';
import { Trans } from '@lingui/react/macro';
import type { RouteDefinition } from '../../app/route-definition';
import { useTRPC } from '../../app/trpc';
import { Html } from '../../features/content/Html';
import { retryUnlessNotFound } from '../../features/content/queryErrors';
import { Loading, Skeleton, TextSkeleton } from '../../features/content/Skeleton';
import { QueryFallback } from '../../features/content/QueryFallback';
import { RetentionNotice } from '../../features/content/RetentionNotice';
import { PageNotFound } from '../not-found/NotFoundPage';
import { pageShell, pageTitle } from '../../features/content/ui';

function ContentSkeleton() {
  return (
    <Loading className={pageShell}>
      <div className="mx-auto max-w-3xl space-y-8">
        <TextSkeleton lines={1} />
        <div className="space-y-3">
          {[0, 1, 2, 3, 4, 5].map((i) => (
            <Skeleton key={i} className={`h-4 ${i % 3 === 2 ? 'w-2/3' : 'w-full'}`} />
          ))}
        </div>
      </div>
    </Loading>
  );
}

interface PageProps {
  route: RouteDefinition;
}

/** A static content page: the content's title as <h1> and its HTML; the privacy page adds the retention period in force. */
export default function ContentPage({ route }: PageProps) {
  const trpc = useTRPC();
  const content = useQuery(
    trpc.staticContent.get.queryOptions(route.code ? { code: route.code } : skipToken, {
      retry: retryUnlessNotFound,
    }),
  );

  if (content.data) {
    return (
      <article className={pageShell}>
        <div className="mx-auto max-w-3xl">
          <h1 className={pageTitle}>{content.data.title}</h1>
          <div aria-hidden="true" className="mt-5 h-1 w-16 rounded-full bg-gold" />
          <Html html={content.data.content} className="mt-8 text-lg" />
          {route.code === 'privacy-policy' && <RetentionNotice />}
        </div>
      </article>
    );
  }

  return (
    <QueryFallback
      query={content}
      missing={!route.code}
      notFound={<PageNotFound />}
      failedLinks={[{ href: '/', label: <Trans>Back to the home page</Trans> }]}
      loading={<ContentSkeleton />}
    />
  );
}
