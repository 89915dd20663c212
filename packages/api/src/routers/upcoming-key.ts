import type { CacheOptions } from '../trpc';

const MINUTE_MS = 60_000;

/**
 * For cached reads that name upcoming sessions (a class's next dates, their seats, its page's Events):
 * sessions move into the past as time goes on, so an answer is kept only through the minute it was made in.
 */
export const upcomingSessionsKey: CacheOptions = { key: (ctx) => Math.floor(ctx.now().getTime() / MINUTE_MS) };
