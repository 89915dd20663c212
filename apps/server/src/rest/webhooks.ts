import type { ApiDeps } from '@app/api';
import {
  idPathSchema,
  resultEnvelope,
  webhookCreateInputSchema,
  webhookDeliveriesSchema,
  webhookEndpointSchema,
  webhookEndpointWithSecretSchema,
  webhookQueuedSchema,
  webhookUpdateInputSchema,
} from '@app/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors, json, KEY_RATE_LIMIT, needs, notModified, readErrors, writeErrors } from './docs';
import { sendUncached } from './respond';

const tags = ['Webhooks'];
const who = 'Admins, or an API key with the scope `webhooks:manage`.';
const notFound = { 404: 'No webhook endpoint has this id' };
const idParams = z.object({ id: idPathSchema.describe('The endpoint') });
const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).optional().describe('The page, from 1'),
  pageSize: z.coerce.number().int().min(1).max(100).optional().describe('Deliveries per page (default 25)'),
});

/** The query's page numbers: digits become numbers, anything else goes on for the procedure to refuse (422). */
function numbers(query: Record<string, unknown>) {
  return Object.fromEntries(
    Object.entries(query).map(([key, value]) => [
      key,
      typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value,
    ]),
  ) as { page?: number; pageSize?: number };
}

/**
 * /api/v1/webhooks: the admin.webhooks.* procedures over REST, for integrations holding an API key with
 * `webhooks:manage` (and admins). Every answer is `Cache-Control: no-store` (secrets, the delivery log).
 */
export async function webhookRoutes(fastify: FastifyInstance, deps: ApiDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/v1/webhooks',
    {
      schema: {
        tags,
        ...needs('webhooks:manage'),
        operationId: 'listWebhooks',
        summary: 'Webhook endpoints',
        description: `Every endpoint, oldest first, with the events it receives and its secret’s prefix only. ${who}`,
        response: {
          200: json('The endpoints', resultEnvelope(z.array(webhookEndpointSchema))),
          ...notModified,
          ...readErrors(401, 403),
          ...errors([429], KEY_RATE_LIMIT),
        },
      },
    },
    async (request, reply) => sendUncached(deps, request, reply, (api) => api.admin.webhooks.list()),
  );

  app.post(
    '/api/v1/webhooks',
    {
      schema: {
        tags,
        ...needs('webhooks:manage'),
        operationId: 'createWebhook',
        summary: 'Add a webhook endpoint',
        description:
          'The answer carries the endpoint’s signing secret (`whsec_…`), this once: verify deliveries with it ' +
          '(Standard Webhooks). The URL must be https in production and resolve to public addresses only. ' +
          who,
        body: webhookCreateInputSchema,
        response: {
          200: json('The endpoint and its secret', resultEnvelope(webhookEndpointWithSecretSchema)),
          ...writeErrors(401),
          ...errors([429], KEY_RATE_LIMIT),
        },
      },
    },
    async (request, reply) => sendUncached(deps, request, reply, (api) => api.admin.webhooks.create(request.body)),
  );

  app.patch(
    '/api/v1/webhooks/:id',
    {
      schema: {
        tags,
        ...needs('webhooks:manage'),
        operationId: 'updateWebhook',
        summary: 'Change a webhook endpoint',
        description: `Its URL, events or description, or \`enabled\` to disable or enable it (enabling sends what is queued). ${who}`,
        params: idParams,
        body: webhookUpdateInputSchema.omit({ id: true }),
        response: {
          200: json('The endpoint', resultEnvelope(webhookEndpointSchema)),
          ...writeErrors(401),
          ...errors([429], KEY_RATE_LIMIT),
          ...errors([404], notFound),
        },
      },
    },
    async (request, reply) =>
      sendUncached(deps, request, reply, (api) =>
        api.admin.webhooks.update({ ...request.body, id: Number(request.params.id) }),
      ),
  );

  app.delete(
    '/api/v1/webhooks/:id',
    {
      schema: {
        tags,
        ...needs('webhooks:manage'),
        operationId: 'deleteWebhook',
        summary: 'Delete a webhook endpoint',
        description: `With its queued messages and its delivery log. ${who}`,
        params: idParams,
        response: {
          200: json('The deleted endpoint’s id', resultEnvelope(z.strictObject({ id: z.number().int() }))),
          ...writeErrors(401),
          ...errors([429], KEY_RATE_LIMIT),
          ...errors([404], notFound),
        },
      },
    },
    async (request, reply) =>
      sendUncached(deps, request, reply, (api) => api.admin.webhooks.delete({ id: Number(request.params.id) })),
  );

  app.post(
    '/api/v1/webhooks/:id/rotate',
    {
      schema: {
        tags,
        ...needs('webhooks:manage'),
        operationId: 'rotateWebhookSecret',
        summary: 'Rotate a webhook endpoint’s secret',
        description:
          'A new secret, in this answer only; for 24 hours deliveries carry two signatures (the new and the ' +
          `previous secret), so a receiver can switch without missing one. ${who}`,
        params: idParams,
        response: {
          200: json('The endpoint and its new secret', resultEnvelope(webhookEndpointWithSecretSchema)),
          ...writeErrors(401),
          ...errors([429], KEY_RATE_LIMIT),
          ...errors([404], notFound),
        },
      },
    },
    async (request, reply) =>
      sendUncached(deps, request, reply, (api) => api.admin.webhooks.rotate({ id: Number(request.params.id) })),
  );

  app.post(
    '/api/v1/webhooks/:id/test',
    {
      schema: {
        tags,
        ...needs('webhooks:manage'),
        operationId: 'sendTestWebhook',
        summary: 'Send a test event',
        description: `Queues a \`ping\` event to the endpoint, delivered, signed and logged like any other. A disabled endpoint: 409. ${who}`,
        params: idParams,
        response: {
          200: json('The queued event', resultEnvelope(webhookQueuedSchema)),
          ...writeErrors(401),
          ...errors([429], KEY_RATE_LIMIT),
          ...errors([404, 409], { ...notFound, 409: 'The endpoint is disabled' }),
        },
      },
    },
    async (request, reply) =>
      sendUncached(deps, request, reply, (api) => api.admin.webhooks.sendTest({ id: Number(request.params.id) })),
  );

  app.get(
    '/api/v1/webhooks/:id/deliveries',
    {
      schema: {
        tags,
        ...needs('webhooks:manage'),
        operationId: 'listWebhookDeliveries',
        summary: 'A webhook endpoint’s delivery log',
        description: `Each attempt, newest first: time, event, status, duration and the answer’s first bytes (secrets redacted). ${who}`,
        params: idParams,
        querystring: pageQuery,
        response: {
          200: json('One page of attempts', resultEnvelope(webhookDeliveriesSchema)),
          ...notModified,
          ...readErrors(401, 403, 404, 422),
          ...errors([429], KEY_RATE_LIMIT),
        },
      },
    },
    async (request, reply) =>
      sendUncached(deps, request, reply, (api) =>
        api.admin.webhooks.deliveries({ id: Number(request.params.id), ...numbers(request.query) }),
      ),
  );

  app.post(
    '/api/v1/webhooks/deliveries/:id/resend',
    {
      schema: {
        tags,
        ...needs('webhooks:manage'),
        operationId: 'resendWebhookDelivery',
        summary: 'Send a logged message again',
        description: `Queues the message of a logged attempt again: the same \`webhook-id\` and body. ${who}`,
        params: z.object({ id: idPathSchema.describe('The logged attempt') }),
        response: {
          200: json('The queued event', resultEnvelope(webhookQueuedSchema)),
          ...writeErrors(401),
          ...errors([429], KEY_RATE_LIMIT),
          ...errors([404], { 404: 'No logged attempt has this id' }),
        },
      },
    },
    async (request, reply) =>
      sendUncached(deps, request, reply, (api) => api.admin.webhooks.resend({ deliveryId: Number(request.params.id) })),
  );
}
