export { type ContentType, type ContentTypeDescription, defineContentType } from './define';
export type { AnyField, Words } from './fields';
export { classContentType } from './declarations/class';
export { clientType } from './declarations/client';
export { facilitatorType } from './declarations/facilitator';
export { faqType } from './declarations/faq';
export { mediaArticleType } from './declarations/media-article';
export { slideType } from './declarations/slide';
export { storyType } from './declarations/story';

import { classContentType } from './declarations/class';
import { clientType } from './declarations/client';
import { facilitatorType } from './declarations/facilitator';
import { faqType } from './declarations/faq';
import { mediaArticleType } from './declarations/media-article';
import { slideType } from './declarations/slide';
import { storyType } from './declarations/story';

/** The content types described so far (issue 34), by their name. */
export const CONTENT_TYPES = {
  story: storyType,
  media: mediaArticleType,
  counselor: facilitatorType,
  slider: slideType,
  faq: faqType,
  client: clientType,
  class: classContentType,
} as const;
