/**
 * `@app/api`: what a typed client and a transport need — the router and its types, the server-side
 * caller and the request context. What only the server process uses (caches, rate limits, errors, mail,
 * staff accounts, uploads, schedules) is `@app/api/server` (./server.ts).
 */
export {
  type ApiDeps,
  type ApiEvents,
  type BookingOutcome,
  type Context,
  createContext,
  type IdentityProvider,
  type RequestInfo,
  type SiteConfig,
} from './context';
export { type AppRouter, appRouter, createCaller, type RouterInputs, type RouterOutputs } from './root';
