import type { Image } from '@app/contract';

/** What media articles and stories have in common, plus the media-only source fields. */
export interface ArticleLike {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  body: string;
  cover: Image | null;
  author: string;
  publishedAt: string;
  source?: string | null;
  externalUrl?: string | null;
}
