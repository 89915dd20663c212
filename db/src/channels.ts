/**
 * NOTIFY channel that tells every server node to drop cached public content: all of it ('write',
 * 'seed'), or, with a JSON payload naming a class, only that class's reads (packages/api cache-scope.ts).
 */
export const CONTENT_CHANGED_CHANNEL = 'content_changed';
