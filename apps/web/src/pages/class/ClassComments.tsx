import { useQuery } from '@tanstack/react-query';
import type { ClassDetail } from '@app/contract';
import { Plural, Trans } from '@lingui/react/macro';
import { useTRPC } from '../../app/trpc';
import { formatRating } from '../../features/classes/classFormat';
import { Stars } from '../../features/classes/Stars';
import { formatDate } from '../../features/content/format';
import { QueryList } from '../../features/content/QueryList';
import { card, muted, sectionTitle } from '../../features/content/ui';

/** What participants said about the class, newest first as the server sends them. */
export function ClassComments({ item }: { item: ClassDetail }) {
  const trpc = useTRPC();
  const comments = useQuery(trpc.class.comments.queryOptions({ type: item.classType, slug: item.slug }));
  const average = item.rating.average;
  const count = item.rating.count;
  const averageText = average === null ? '' : formatRating(average);

  return (
    <section aria-labelledby="class-comments">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="class-comments" className={sectionTitle}>
          <Trans>What participants say</Trans>
        </h2>
        {average !== null && count > 0 && (
          <p className={`flex items-center gap-2 text-sm ${muted}`}>
            <Stars rating={average} />
            <span aria-hidden="true">{averageText}</span>
            <span>
              (<Plural value={count} one="# review" other="# reviews" />)
            </span>
          </p>
        )}
      </div>

      <QueryList
        query={comments}
        className="mt-6 space-y-4"
        placeholderCount={2}
        placeholderClassName="h-28 w-full rounded-2xl"
        renderItem={(comment) => (
          <article className={`p-5 ${card}`}>
            <header className="flex flex-wrap items-center justify-between gap-2">
              <h3 className="font-semibold text-dark dark:text-sand">{comment.authorName}</h3>
              <time dateTime={comment.createdAt} className={`text-sm ${muted}`}>
                {formatDate(comment.createdAt)}
              </time>
            </header>
            {comment.rating !== null && <Stars rating={comment.rating} className="mt-2" />}
            <p className="mt-3 whitespace-pre-line text-dark/85 dark:text-sand/85">{comment.body}</p>
          </article>
        )}
        empty={
          <p
            className={`mt-6 rounded-2xl border border-dashed border-dark/20 p-6 text-center dark:border-sand/20 ${muted}`}
          >
            <Trans>No one has reviewed this class yet. After your first session, tell us how it went.</Trans>
          </p>
        }
      />
    </section>
  );
}
