import type { FastifyInstance } from 'fastify';

/** A POST with a JSON body (or none), as a form or an integrator sends it. */
export const post = (app: FastifyInstance, url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

/** A POST of a body exactly as written, with the content type given. */
export const postRaw = (app: FastifyInstance, url: string, contentType: string, payload: string) =>
  app.inject({ method: 'POST', url, headers: { 'content-type': contentType }, payload });
