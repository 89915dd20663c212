import type { ApiDeps } from '@app/api';
import { type ApiKeyScope, resultEnvelope } from '@app/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerHookHandler } from 'fastify';
import type { z } from 'zod';
import { json, notModified, PUBLIC } from './docs';
import { type Caller, sendPublicRead, sendUncached } from './respond';

type Output<T> = T extends z.ZodType ? z.output<T> : undefined;

/** The parts of a request its route's schemas describe. */
interface Parts<P, Q, B> {
  params: Output<P>;
  query: Output<Q>;
  body: Output<B>;
}

/** A REST route that answers what procedures answer: its documentation and its call. */
export interface Operation<P, Q, B> {
  operationId: string;
  summary: string;
  description: string;
  deprecated?: boolean;
  security?: Array<Record<string, string[]>>;
  'x-scope'?: ApiKeyScope;
  params?: P;
  querystring?: Q;
  headers?: z.ZodType;
  body?: B;
  preHandler?: preHandlerHookHandler;
  /** The status of a success: 200 unless given. */
  status?: 201;
  /** What a success is, as documented; its body is `{ "result": … }`. */
  answer: string;
  result: z.ZodType;
  /** The documented answers besides the success (errors, 304). */
  errors: Record<number, unknown>;
  call: (api: Caller, request: Parts<P, Q, B>) => Promise<unknown>;
}

export type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
type Send = (
  deps: ApiDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  call: (api: Caller) => Promise<unknown>,
) => Promise<unknown>;

/**
 * Declares the routes of a group: each is documented under what the group shares (its tags, who may
 * call) and answers through `send`: `sendUncached` unless given.
 */
export function routeGroup(
  fastify: FastifyInstance,
  deps: ApiDeps,
  shared: { tags: string[] } & Pick<Operation<unknown, unknown, unknown>, 'security' | 'x-scope'>,
  send: Send = sendUncached,
) {
  return <P = undefined, Q = undefined, B = undefined>(method: Method, url: string, operation: Operation<P, Q, B>) => {
    const { preHandler, status, answer, result, errors, call, ...schema } = operation;
    fastify.route({
      method,
      url,
      ...(preHandler ? { preHandler } : {}),
      schema: { ...shared, ...schema, response: { [status ?? 200]: json(answer, resultEnvelope(result)), ...errors } },
      handler: async (request, reply) =>
        send(deps, request, status ? reply.status(status) : reply, (api) =>
          call(api, request as unknown as Parts<P, Q, B>),
        ),
    });
  };
}

/** Public reads, answered from the content cache (`sendPublicRead`); each documents its 304. */
export function publicReads(fastify: FastifyInstance, deps: ApiDeps, tags: string[]) {
  const route = routeGroup(fastify, deps, { tags, security: PUBLIC }, sendPublicRead);
  return <P = undefined, Q = undefined, B = undefined>(method: Method, url: string, read: Operation<P, Q, B>) =>
    route(method, url, { ...read, errors: { ...notModified, ...read.errors } });
}
