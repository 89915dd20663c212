import type { AnyRouter } from '@trpc/server';
import type { Context } from './context';
import { keptAnswer, type ProcedureMeta } from './trpc';

type Call = (input?: unknown) => Promise<unknown>;
/** A procedure of a router's record (tRPC's record holds procedures and nested records). */
type Procedure = Call & { _def: { meta?: ProcedureMeta } };

/** What every namespace of one caller shares. */
interface CallState {
  readonly ctx: Context;
  readonly createCaller: (ctx: Context) => object;
  /** tRPC's caller for `ctx`, made by the first call that needs it. */
  trpc?: Record<string, unknown>;
}

interface Level {
  readonly state: CallState;
}

const dataOf = (result: { data: unknown }) => result.data;

/** Calls the procedure at `segments` through tRPC's caller (its proxy resolves any path). */
function callThroughTrpc(state: CallState, segments: readonly string[], input: unknown): Promise<unknown> {
  state.trpc ??= state.createCaller(state.ctx) as Record<string, unknown>;
  let target: unknown = state.trpc;
  for (const segment of segments) target = (target as Record<string, unknown>)[segment];
  return (target as Call)(input);
}

/** One class per namespace of the router: procedures are prototype methods, sub-namespaces getters. */
function levelClass(record: Record<string, unknown>, prefix: readonly string[]): new (state: CallState) => Level {
  const Namespace = class implements Level {
    constructor(readonly state: CallState) {}
  };
  for (const [name, value] of Object.entries(record)) {
    const segments = [...prefix, name];
    if (typeof value === 'function') {
      const path = segments.join('.');
      const cache = (value as unknown as Procedure)._def.meta?.cache;
      Object.defineProperty(Namespace.prototype, name, {
        value(this: Level, input?: unknown) {
          const { state } = this;
          // What the read's first middleware (findAnswer) would answer, without tRPC's proxies and its
          // copying of the call's options per middleware; a load that failed is retried through tRPC.
          const kept = cache && keptAnswer(state.ctx, path, input, cache);
          if (!kept) return callThroughTrpc(state, segments, input);
          return kept.then(dataOf, () => callThroughTrpc(state, segments, input));
        },
      });
    } else if (typeof value === 'object' && value !== null) {
      const Child = levelClass(value as Record<string, unknown>, segments);
      Object.defineProperty(Namespace.prototype, name, {
        get(this: Level) {
          return new Child(this.state);
        },
      });
    }
  }
  return Namespace;
}

/**
 * The server-side caller: tRPC's caller (`createCaller`), except that a cached read whose answer is
 * kept (`keptAnswer`, the lookup the read's first middleware makes) answers it straight away. The REST
 * shims call a procedure on every request; for a cached read, tRPC's proxies and its copying of the
 * call's options per middleware cost about a fifth of the request's CPU time (docs/architecture.md).
 */
export function keptAnswerCallerFactory<TCaller extends object>(
  router: AnyRouter,
  createCaller: (ctx: Context) => TCaller,
): (ctx: Context) => TCaller {
  const Root = levelClass(router._def.record as Record<string, unknown>, []);
  return (ctx) => new Root({ ctx, createCaller }) as unknown as TCaller;
}
