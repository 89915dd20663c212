import type { ReactNode } from 'react';
import { Loading, Skeleton, TextSkeleton } from './Skeleton';

interface PersonalPageSkeletonProps {
  /** The kicker's width class, e.g. `w-32`. */
  kickerWidth: string;
  titleLines: number;
  /** The page's cards. */
  children: ReactNode;
}

/** A personal page (a booking, a member's bookings) while it loads: its kicker, its title, then its cards. */
export function PersonalPageSkeleton({ kickerWidth, titleLines, children }: PersonalPageSkeletonProps) {
  return (
    <Loading className="mx-auto w-full max-w-2xl px-4 py-10 min-[900px]:py-16">
      <Skeleton className={`h-4 ${kickerWidth}`} />
      <div className="mt-4">
        <TextSkeleton lines={titleLines} />
      </div>
      {children}
    </Loading>
  );
}
