import type { RequestInfo } from '@app/api';
import type { FastifyRequest } from 'fastify';

/** What a procedure's context takes from an HTTP request, over tRPC and REST alike. */
export function requestInfo(request: FastifyRequest): RequestInfo {
  return {
    acceptLanguage: request.headers['accept-language'],
    authorization: request.headers.authorization,
    userAgent: request.headers['user-agent'],
    ip: request.ip,
    cookie: request.headers.cookie,
    idempotencyKey: request.headers['idempotency-key'],
  };
}
