export { type ContentType, type ContentTypeDescription, defineContentType } from './define';
export type { AnyField, Words } from './fields';
export { facilitatorType } from './declarations/facilitator';
export { mediaArticleType } from './declarations/media-article';
export { storyType } from './declarations/story';

import { facilitatorType } from './declarations/facilitator';
import { mediaArticleType } from './declarations/media-article';
import { storyType } from './declarations/story';

/** The content types described so far (issue 34), by their name. */
export const CONTENT_TYPES = { story: storyType, media: mediaArticleType, counselor: facilitatorType } as const;
