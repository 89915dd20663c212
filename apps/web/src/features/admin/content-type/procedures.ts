import type { CONTENT_TYPES } from '@app/contract';
import { api, useTRPC } from '../../../app/trpc';

/** The name of a content type described in the contract (content-types/), which is also its back-office router. */
export type ContentTypeName = keyof typeof CONTENT_TYPES;

/**
 * A described type's back-office procedures: the client's (`api.admin.<name>`) and the React binding's. The types
 * share one router shape (packages/api's `resourceRouter`), so one of them stands for all.
 */
export const clientOf = (name: ContentTypeName) => api.admin[name] as (typeof api.admin)['story'];

export function useBindingOf(name: ContentTypeName) {
  return useTRPC().admin[name] as ReturnType<typeof useTRPC>['admin']['story'];
}
