import {
  webhookCreateInputSchema,
  webhookDeliveriesInputSchema,
  webhookDeliveriesSchema,
  webhookEndpointSchema,
  webhookEndpointWithSecretSchema,
  webhookIdInputSchema,
  webhookQueuedSchema,
  webhookResendInputSchema,
  webhookUpdateInputSchema,
} from '@app/contract';
import { z } from 'zod';
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  listWebhookDeliveries,
  listWebhookEndpoints,
  resendWebhookDelivery,
  rotateWebhookSecret,
  sendTestWebhook,
  updateWebhookEndpoint,
} from '../services/webhooks/endpoints';
import { router, staffProcedure } from '../trpc';
import { asStaff } from './resolvers';

/** Webhook endpoints: admins, or an API key with the scope `webhooks:manage`. Every change is audited. */
const managers = staffProcedure(['admin'], { scope: 'webhooks:manage' });
/** A new endpoint or secret: a staff session needs a fresh second factor (keys are unaffected). */
const sensitive = staffProcedure(['admin'], { scope: 'webhooks:manage', sensitive: true });

export const webhooksRouter = router({
  /** Every endpoint, oldest first; a secret's prefix only. */
  list: managers.output(z.array(webhookEndpointSchema)).query(({ ctx }) => listWebhookEndpoints(ctx)),
  /** A new endpoint: the answer carries its secret (`whsec_…`), this once. */
  create: sensitive
    .input(webhookCreateInputSchema)
    .output(webhookEndpointWithSecretSchema)
    .mutation(asStaff(createWebhookEndpoint)),
  /** Changes the URL, events or description, or enables/disables it. */
  update: managers
    .input(webhookUpdateInputSchema)
    .output(webhookEndpointSchema)
    .mutation(asStaff(updateWebhookEndpoint)),
  /** A new secret, shown once; the previous one still signs for 24 hours. */
  rotate: sensitive
    .input(webhookIdInputSchema)
    .output(webhookEndpointWithSecretSchema)
    .mutation(({ ctx, input }) => rotateWebhookSecret(ctx, ctx.user, input.id)),
  delete: managers
    .input(webhookIdInputSchema)
    .output(z.strictObject({ id: z.number().int() }))
    .mutation(({ ctx, input }) => deleteWebhookEndpoint(ctx, ctx.user, input.id)),
  /** Queues a `ping` event to the endpoint. */
  sendTest: managers
    .input(webhookIdInputSchema)
    .output(webhookQueuedSchema)
    .mutation(({ ctx, input }) => sendTestWebhook(ctx, ctx.user, input.id)),
  /** The endpoint's delivery log, newest first, paged. */
  deliveries: managers
    .meta({ personalData: true })
    .input(webhookDeliveriesInputSchema)
    .output(webhookDeliveriesSchema)
    .query(({ ctx, input }) => listWebhookDeliveries(ctx, input)),
  /** Queues a logged delivery's message again (same webhook-id and body). */
  resend: managers
    .input(webhookResendInputSchema)
    .output(webhookQueuedSchema)
    .mutation(({ ctx, input }) => resendWebhookDelivery(ctx, ctx.user, input.deliveryId)),
});
