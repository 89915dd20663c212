/** @jsxRuntime automatic */
import { Action, Paragraph } from '../components/Blocks';
import { Layout } from '../components/Layout';
import type { EmailTemplate } from './template';

/** A staff member asked to reset a forgotten password (in English, as every staff email). */
export const passwordReset: EmailTemplate<'password-reset'> = {
  subject: (p) => `Reset your ${p.studio.name} password`,
  body: (p) => {
    const heading = 'Choose a new password';
    return (
      <Layout locale="en" studio={p.studio} preview={heading} heading={heading}>
        <Paragraph>Hello {p.name},</Paragraph>
        <Paragraph>Someone asked to reset the password of your back-office account. Choose a new one here:</Paragraph>
        <Action href={p.resetUrl}>Choose a new password</Action>
        <Paragraph muted>
          The link works once, for one hour; setting a new password signs you out everywhere. If you did not ask for
          this, ignore this email: your password stays as it is.
        </Paragraph>
      </Layout>
    );
  },
};
