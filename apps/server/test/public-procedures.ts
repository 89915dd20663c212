/** The tRPC paths of the public site's content reads: anyone may call them, signed in or not. */
export const PUBLIC_CONTENT_PREFIXES = [
  'class.',
  'counselor.',
  'media.',
  'story.',
  'slider.',
  'faq.',
  'corporate.',
  'staticContent.',
  'page.',
  'settings.',
];
