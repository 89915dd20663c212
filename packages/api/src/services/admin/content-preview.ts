import type { ContentPreview, Locale, LocalizedText } from '@app/contract';
import type { contentPreviewInputSchema } from '@app/contract';
import type { z } from 'zod';
import type { Context } from '../../context';
import { imageResolver, localize } from '../resolve';
import { sanitizeLocalizedHtml } from './sanitize';

type Input = z.output<typeof contentPreviewInputSchema>;
type Localized = Partial<Record<Locale, string>> | null | undefined;

/** The form's text in the preview's language, with the site's fallback to English. */
const text = (value: Localized, locale: Locale) => localize(value ?? null, locale);
/** Rich text as the site would store it (sanitised on the server, the same sanitiser as a save), then localised. */
const html = (value: Localized, locale: Locale) =>
  localize(sanitizeLocalizedHtml({ en: '', ...value } as LocalizedText), locale);

/**
 * An unsaved item as a visitor in `locale` would see it: the same localising, sanitising and image variants as
 * the public reads, without storing anything. The item has no id yet (0) and is "published" now.
 */
export async function previewContent(ctx: Context, { locale, item }: Input): Promise<ContentPreview> {
  const now = new Date().toISOString();
  switch (item.type) {
    case 'media':
    case 'story': {
      const { data } = item;
      const image = await imageResolver(ctx.db, [data.coverImageId ?? null], locale);
      const article = {
        id: 0,
        slug: data.slug,
        title: text(data.title, locale),
        excerpt: text(data.excerpt, locale),
        body: html(data.body, locale),
        cover: image(data.coverImageId ?? null),
        author: data.author,
        publishedAt: now,
      };
      return item.type === 'media'
        ? {
            type: 'media',
            item: { ...article, source: item.data.source || null, externalUrl: item.data.externalUrl || null },
          }
        : { type: 'story', item: article };
    }
    case 'slider': {
      const { data } = item;
      const image = await imageResolver(ctx.db, [data.imageId ?? null], locale);
      const label = text(data.linkLabel, locale);
      return {
        type: 'slider',
        item: {
          id: 0,
          title: text(data.title, locale),
          text: text(data.text, locale),
          image: image(data.imageId ?? null),
          linkUrl: data.linkUrl || null,
          linkLabel: label || null,
        },
      };
    }
    case 'faq':
      return {
        type: 'faq',
        item: {
          id: 0,
          scope: item.data.scope,
          question: text(item.data.question, locale),
          answer: html(item.data.answer, locale),
        },
      };
    case 'page':
      return {
        type: 'page',
        item: {
          code: item.data.code,
          title: text(item.data.title, locale),
          content: html(item.data.content, locale),
          updatedAt: now,
        },
      };
  }
}
