/** @jsxRuntime automatic */
import { Action, Paragraph } from '../components/Blocks';
import { Layout } from '../components/Layout';
import type { EmailTemplate } from './template';

/**
 * To the admins: a webhook endpoint whose deliveries failed for 3 days was disabled. Staff emails are in
 * English (a staff member's language is not stored).
 */
export const webhookDisabled: EmailTemplate<'webhook-disabled'> = {
  subject: (p) => `A ${p.studio.name} webhook was disabled`,
  body: (p) => {
    const heading = 'A webhook endpoint was disabled';
    return (
      <Layout locale="en" studio={p.studio} preview={heading} heading={heading}>
        <Paragraph>Hello {p.name},</Paragraph>
        <Paragraph>
          Deliveries to the webhook endpoint {p.url} failed for 3 days, so it was disabled: no more events are sent to
          it. Its delivery log shows what the endpoint answered.
        </Paragraph>
        <Action href={p.webhooksUrl}>Open the webhooks</Action>
        <Paragraph muted>Once the endpoint answers again, enable it: the events still queued are then sent.</Paragraph>
      </Layout>
    );
  },
};
