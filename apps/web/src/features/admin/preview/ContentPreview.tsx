import type { ContentPreview as Preview } from '@app/contract';
import { FaqEntry } from '../../content/FaqEntry';
import { Html } from '../../content/Html';
import { card } from '../../content/ui';
import { ArticleCard } from '../../media/ArticleCard';
import { SlideContent } from '../../../pages/home/SlideContent';

/** An unsaved item drawn with the components the public page draws it with. */
export function ContentPreview({ preview }: { preview: Preview }) {
  switch (preview.type) {
    case 'media':
    case 'story':
      return <ArticleCard article={preview.item} defaultExpanded />;
    case 'slider':
      return (
        <div className={`overflow-hidden ${card}`}>
          <SlideContent slide={preview.item} />
        </div>
      );
    case 'faq':
      return <FaqEntry item={preview.item} open />;
    case 'page':
      return (
        <article>
          <h1 className="text-3xl font-semibold text-dark dark:text-sand">{preview.item.title}</h1>
          <Html html={preview.item.content} className="mt-6" />
        </article>
      );
  }
}
