import { Picture } from '../content/Picture';
import { CardTitle, linkCard } from '../content/CardTitle';
import { muted } from '../content/ui';
import { ArticleMeta } from './ArticleMeta';
import type { ArticleLike } from './types';

/** A compact article card linking to its place on a list page, e.g. /media#slug. */
export function ArticleTeaser({
  article,
  href,
  headingLevel = 3,
}: {
  /** A teaser shows no body: a page's summary (media.page) does. */
  article: Omit<ArticleLike, 'body'>;
  href: string;
  headingLevel?: 3 | 4;
}) {
  return (
    <article className={linkCard}>
      {article.cover && (
        <Picture
          image={article.cover}
          sizes="(min-width: 1152px) 360px, (min-width: 900px) 33vw, (min-width: 600px) 50vw, 100vw"
          className="aspect-[16/9] w-full object-cover"
        />
      )}
      <div className="flex flex-1 flex-col gap-2 p-5">
        <ArticleMeta article={article} />
        <CardTitle level={headingLevel} href={href}>
          {article.title}
        </CardTitle>
        <p className={`line-clamp-3 text-sm ${muted}`}>{article.excerpt}</p>
      </div>
    </article>
  );
}
