/** NOTIFY channel that tells every server node to drop its cached public content. */
export const CONTENT_CHANGED_CHANNEL = 'content_changed';
