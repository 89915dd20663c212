import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { Html } from '../content/Html';
import { PictureOrPlaceholder } from '../content/Picture';
import { buttonSecondary, card, muted, textLink } from '../content/ui';
import { ArticleMeta } from './ArticleMeta';
import type { ArticleLike } from './types';
import { userText } from '../../lib/user-text';
import { NewTabLink } from '../content/NewTabLink';

interface ArticleCardProps {
  article: ArticleLike;
  /** Open the full body at once (the URL hash names this article). */
  defaultExpanded?: boolean;
  headingLevel?: 2 | 3;
  /** Load the cover eagerly (first article on the page). */
  priority?: boolean;
}

/** An article with cover, meta and excerpt; the full body opens in place. `id={slug}` makes it a link target. */
export function ArticleCard({
  article,
  defaultExpanded = false,
  headingLevel = 2,
  priority = false,
}: ArticleCardProps) {
  const { t } = useLingui();
  const [expanded, setExpanded] = useState(defaultExpanded);
  const bodyId = useId();
  const titleId = useId();
  const Heading = `h${headingLevel}` as 'h2' | 'h3';
  // Typed by staff: shown as typed inside the translated sentences (lib/user-text.tsx).
  const source = article.source ? userText(article.source) : null;
  const author = article.author ? userText(article.author) : null;

  return (
    <article
      id={article.slug}
      aria-labelledby={titleId}
      className={`scroll-mt-28 overflow-hidden min-[900px]:grid min-[900px]:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] ${card}`}
    >
      <PictureOrPlaceholder
        image={article.cover}
        priority={priority}
        sizes="(min-width: 1152px) 440px, (min-width: 900px) 40vw, 100vw"
        className="aspect-[16/10] w-full object-cover min-[900px]:aspect-auto min-[900px]:h-full min-[900px]:max-h-[28rem]"
        placeholderClassName="hidden bg-linear-to-br from-primary/20 to-gold/30 min-[900px]:block"
      />
      <div className="flex flex-col p-5 min-[600px]:p-7">
        <ArticleMeta article={article} dateStyle="long" />
        <Heading
          id={titleId}
          className="mt-2 text-xl font-semibold leading-snug text-dark min-[600px]:text-2xl dark:text-sand"
        >
          {article.title}
        </Heading>
        {author && (
          <p className={`mt-1 text-sm ${muted}`}>
            <Trans>By {author}</Trans>
          </p>
        )}
        <p className={`mt-4 ${muted}`}>{article.excerpt}</p>
        <Html
          id={bodyId}
          html={article.body}
          hidden={!expanded}
          className="mt-6 border-t border-dark/10 pt-6 dark:border-sand/15"
        />
        <div className="mt-6 flex flex-wrap items-center gap-x-5 gap-y-3">
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={bodyId}
            aria-describedby={titleId}
            onClick={() => setExpanded((open) => !open)}
            className={buttonSecondary}
          >
            {expanded ? t`Show less` : t`Read more`}
          </button>
          {article.externalUrl && (
            <NewTabLink href={article.externalUrl} className={textLink}>
              {source ? <Trans>Read at {source}</Trans> : <Trans>Read the original article</Trans>}
            </NewTabLink>
          )}
        </div>
      </div>
    </article>
  );
}
