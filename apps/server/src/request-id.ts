import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** What a balancer's id may look like to be kept: short, and nothing a log or header could trip on. */
const WELL_FORMED = /^[A-Za-z0-9._-]{1,128}$/;

/**
 * The request's id: the `X-Request-Id` a trusted proxy sent (so one id follows a request from the
 * balancer through the logs), else a new UUID. Without TRUST_PROXY anyone could choose their id.
 */
export function requestIdFor(trustProxy: boolean) {
  return (request: IncomingMessage): string => {
    const sent = request.headers['x-request-id'];
    return trustProxy && typeof sent === 'string' && WELL_FORMED.test(sent) ? sent : randomUUID();
  };
}
