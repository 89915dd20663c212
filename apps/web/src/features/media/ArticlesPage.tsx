import { PageIntro } from '../content/PageIntro';
import { pageShell } from '../content/ui';
import { ArticleList } from './ArticleList';
import type { ArticleLike } from './types';

interface ArticlesPageProps {
  /** The static content that introduces the page. */
  code: string;
  /** The title while that content has none. */
  fallbackTitle: string;
  /** The page's articles, as their query answers. */
  articles: { data: readonly ArticleLike[] | undefined; isPending: boolean };
}

/** A page of articles (/media, /story): its introduction, then the articles; #slug opens that article. */
export function ArticlesPage({ code, fallbackTitle, articles }: ArticlesPageProps) {
  return (
    <div className={pageShell}>
      <PageIntro code={code} fallbackTitle={fallbackTitle} />
      <div className="mt-12">
        <ArticleList articles={articles.data} loading={articles.isPending} />
      </div>
    </div>
  );
}
