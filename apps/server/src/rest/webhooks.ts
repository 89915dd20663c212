import type { ApiDeps } from '@app/api';
import {
  idPathSchema,
  webhookCreateInputSchema,
  webhookDeliveriesSchema,
  webhookEndpointSchema,
  webhookEndpointWithSecretSchema,
  webhookQueuedSchema,
  webhookUpdateInputSchema,
} from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { type ErrorStatus, errors, KEY_RATE_LIMIT, needs, notModified, readErrors, writeErrors } from './docs';
import { routeGroup } from './routes';

const tags = ['Webhooks'];
const who = 'Admins, or an API key with the scope `webhooks:manage`.';
const notFound = { 404: 'No webhook endpoint has this id' };
const idParams = z.object({ id: idPathSchema.describe('The endpoint') });
const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).optional().describe('The page, from 1'),
  pageSize: z.coerce.number().int().min(1).max(100).optional().describe('Deliveries per page (default 25)'),
});

const limited = errors([429], KEY_RATE_LIMIT);
/** A change's refusals: a write's, the key's limit, and those given. */
const changeErrors = (statuses: ErrorStatus[] = [], described: Partial<Record<ErrorStatus, string>> = {}) => ({
  ...writeErrors(401),
  ...limited,
  ...errors(statuses, described),
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
  const route = routeGroup(fastify, deps, { tags, ...needs('webhooks:manage') });

  route('GET', '/api/v1/webhooks', {
    operationId: 'listWebhooks',
    summary: 'Webhook endpoints',
    description: `Every endpoint, oldest first, with the events it receives and its secret’s prefix only. ${who}`,
    answer: 'The endpoints',
    result: z.array(webhookEndpointSchema),
    errors: { ...notModified, ...readErrors(401, 403), ...limited },
    call: (api) => api.admin.webhooks.list(),
  });

  route('POST', '/api/v1/webhooks', {
    operationId: 'createWebhook',
    summary: 'Add a webhook endpoint',
    description:
      'The answer carries the endpoint’s signing secret (`whsec_…`), this once: verify deliveries with it ' +
      '(Standard Webhooks). The URL must be https in production and resolve to public addresses only. ' +
      who,
    body: webhookCreateInputSchema,
    answer: 'The endpoint and its secret',
    result: webhookEndpointWithSecretSchema,
    errors: changeErrors(),
    call: (api, { body }) => api.admin.webhooks.create(body),
  });

  route('PATCH', '/api/v1/webhooks/:id', {
    operationId: 'updateWebhook',
    summary: 'Change a webhook endpoint',
    description: `Its URL, events or description, or \`enabled\` to disable or enable it (enabling sends what is queued). ${who}`,
    params: idParams,
    body: webhookUpdateInputSchema.omit({ id: true }),
    answer: 'The endpoint',
    result: webhookEndpointSchema,
    errors: changeErrors([404], notFound),
    call: (api, { params, body }) => api.admin.webhooks.update({ ...body, id: Number(params.id) }),
  });

  route('DELETE', '/api/v1/webhooks/:id', {
    operationId: 'deleteWebhook',
    summary: 'Delete a webhook endpoint',
    description: `With its queued messages and its delivery log. ${who}`,
    params: idParams,
    answer: 'The deleted endpoint’s id',
    result: z.strictObject({ id: z.number().int() }),
    errors: changeErrors([404], notFound),
    call: (api, { params }) => api.admin.webhooks.delete({ id: Number(params.id) }),
  });

  route('POST', '/api/v1/webhooks/:id/rotate', {
    operationId: 'rotateWebhookSecret',
    summary: 'Rotate a webhook endpoint’s secret',
    description:
      'A new secret, in this answer only; for 24 hours deliveries carry two signatures (the new and the ' +
      `previous secret), so a receiver can switch without missing one. ${who}`,
    params: idParams,
    answer: 'The endpoint and its new secret',
    result: webhookEndpointWithSecretSchema,
    errors: changeErrors([404], notFound),
    call: (api, { params }) => api.admin.webhooks.rotate({ id: Number(params.id) }),
  });

  route('POST', '/api/v1/webhooks/:id/test', {
    operationId: 'sendTestWebhook',
    summary: 'Send a test event',
    description: `Queues a \`ping\` event to the endpoint, delivered, signed and logged like any other. A disabled endpoint: 409. ${who}`,
    params: idParams,
    answer: 'The queued event',
    result: webhookQueuedSchema,
    errors: changeErrors([404, 409], { ...notFound, 409: 'The endpoint is disabled' }),
    call: (api, { params }) => api.admin.webhooks.sendTest({ id: Number(params.id) }),
  });

  route('GET', '/api/v1/webhooks/:id/deliveries', {
    operationId: 'listWebhookDeliveries',
    summary: 'A webhook endpoint’s delivery log',
    description: `Each attempt, newest first: time, event, status, duration and the answer’s first bytes (secrets redacted). ${who}`,
    params: idParams,
    querystring: pageQuery,
    answer: 'One page of attempts',
    result: webhookDeliveriesSchema,
    errors: { ...notModified, ...readErrors(401, 403, 404, 422), ...limited },
    call: (api, { params, query }) => api.admin.webhooks.deliveries({ id: Number(params.id), ...numbers(query) }),
  });

  route('POST', '/api/v1/webhooks/deliveries/:id/resend', {
    operationId: 'resendWebhookDelivery',
    summary: 'Send a logged message again',
    description: `Queues the message of a logged attempt again: the same \`webhook-id\` and body. ${who}`,
    params: z.object({ id: idPathSchema.describe('The logged attempt') }),
    answer: 'The queued event',
    result: webhookQueuedSchema,
    errors: changeErrors([404], { 404: 'No logged attempt has this id' }),
    call: (api, { params }) => api.admin.webhooks.resend({ deliveryId: Number(params.id) }),
  });
}
