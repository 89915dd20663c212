import { repo } from '@app/db';
import { renderingQueuedMail, queueMail } from '../emails/queue';
import { mailOf } from '../emails/render';
import { mailStudio, type MailDeps } from '../emails/studio';
import { deliverDueWebhooks, type WebhookRoundOptions, type WebhookWorkerDeps } from './worker';

/**
 * One round of the webhook worker as the server runs it: due messages delivered, and the admins emailed
 * (in English, like every staff email) about each endpoint the round disabled after 3 days of failures.
 */
export async function deliverWebhooks(
  deps: WebhookWorkerDeps & MailDeps,
  options: Omit<WebhookRoundOptions, 'onEndpointDisabled'> = {},
) {
  return renderingQueuedMail(deps.db, () =>
    deliverDueWebhooks(deps, {
      ...options,
      onEndpointDisabled: async (endpoint) => {
        const admins = await repo.listActiveAdminAddresses(deps.db);
        if (admins.length === 0) return;
        const studio = await mailStudio(deps.db, deps);
        await queueMail(
          deps.db,
          admins.map((admin) =>
            mailOf(admin.email, {
              kind: 'webhook-disabled',
              studio,
              name: admin.name,
              url: endpoint.url,
              webhooksUrl: `${deps.publicUrl}/admin/webhooks`,
            }),
          ),
        );
      },
    }),
  );
}
