import { publicProcedure } from '../trpc';

/**
 * Anyone may call it, and its answer names a person (a link's token is often the only credential):
 * nobody keeps a copy of it (`personalData`: `Cache-Control: no-store`).
 */
export const personalDataProcedure = publicProcedure.meta({ personalData: true });
