/** @jsxRuntime automatic */
import { Action, Paragraph } from '../components/Blocks';
import { Layout } from '../components/Layout';
import type { EmailTemplate } from './template';

/**
 * An invitation to the back office: the link sets the invitee's own password. Staff emails are in
 * English (a staff member's language is not stored).
 */
export const staffInvitation: EmailTemplate<'staff-invitation'> = {
  subject: (p) => `You are invited to the ${p.studio.name} back office`,
  body: (p) => {
    const heading = `Join the ${p.studio.name} back office`;
    const role = p.role === 'admin' ? 'an admin' : 'an editor';
    return (
      <Layout locale="en" studio={p.studio} preview={heading} heading={heading}>
        <Paragraph>Hello {p.name},</Paragraph>
        <Paragraph>
          {p.invitedBy} invited you to the {p.studio.name} back office as {role}. Choose your password to accept the
          invitation.
        </Paragraph>
        <Action href={p.acceptUrl}>Choose your password</Action>
        <Paragraph muted>
          The link works once, for 72 hours.
          {p.providers.length > 0
            ? ` You may also sign in with ${p.providers.join(' or ')} using this email address.`
            : ''}{' '}
          If you did not expect this invitation, ignore this email.
        </Paragraph>
      </Layout>
    );
  },
};
