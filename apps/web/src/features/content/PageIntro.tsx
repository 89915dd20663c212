import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTRPC } from '../../app/trpc';
import { Html } from './Html';
import { retryUnlessNotFound } from './queryErrors';
import { Loading, TextSkeleton } from './Skeleton';
import { eyebrow, pageTitle } from './ui';

interface PageIntroProps {
  /** Static content code, e.g. 'journey'. */
  code: string;
  /** The page's <h1> when the content cannot be loaded (failures are silent, SPEC section 8). */
  fallbackTitle: string;
  /** A short label above the title. */
  kicker?: ReactNode;
  className?: string;
}

/** The page's single <h1> and its editable introduction (staticContent.get). */
export function PageIntro({ code, fallbackTitle, kicker, className = '' }: PageIntroProps) {
  const trpc = useTRPC();
  const content = useQuery(trpc.staticContent.get.queryOptions({ code }, { retry: retryUnlessNotFound }));

  if (content.isPending) {
    return (
      <Loading className={className}>
        <TextSkeleton lines={3} />
      </Loading>
    );
  }

  return (
    <header className={`max-w-3xl ${className}`}>
      {kicker && <p className={`mb-3 ${eyebrow}`}>{kicker}</p>}
      <h1 className={pageTitle}>{content.data?.title ?? fallbackTitle}</h1>
      {content.data?.content && <Html html={content.data.content} className="mt-5 text-lg" />}
    </header>
  );
}
