import { describe, expect, it } from 'vitest';
import { type EmailMessage, renderEmail } from '../src';
import { renderPlainText } from '../src/render';
import { studio } from './studio';

const ACCEPT = 'https://ruangteduh.example/admin/invitation/abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';
const RESET = 'https://ruangteduh.example/admin/reset-password/abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';

describe('staff account emails (English, like every staff email)', () => {
  it('invites someone with the link that chooses their password, its lifetime and the sign-in providers', async () => {
    const message: Extract<EmailMessage, { kind: 'staff-invitation' }> = {
      kind: 'staff-invitation',
      studio,
      name: 'Sekar <b>',
      role: 'editor',
      invitedBy: 'Dewi Admin',
      acceptUrl: ACCEPT,
      providers: ['Google Workspace'],
    };
    const { subject, html, text } = await renderEmail(message);
    expect(subject).toBe('You are invited to the Ruang Teduh back office');
    expect(html).toMatch(/<html [^>]*lang="en"/);
    expect(html).toContain(`href="${ACCEPT}"`);
    expect(html).toContain('Sekar &lt;b&gt;');
    for (const expected of [
      'Hello Sekar <b>,',
      'Dewi Admin invited you to the Ruang Teduh back office as an editor.',
      `Choose your password ${ACCEPT}`,
      'The link works once, for 72 hours.',
      'You may also sign in with Google Workspace using this email address.',
      'hello@ruangteduh.example',
    ])
      expect(text).toContain(expected);
    expect(text).toBe(await renderPlainText(message));

    const admin = await renderEmail({ ...message, role: 'admin', providers: [] });
    expect(admin.text).toContain('as an admin.');
    expect(admin.text).not.toContain('You may also sign in');
  });

  it('sends a one-hour reset link', async () => {
    const message: EmailMessage = { kind: 'password-reset', studio, name: 'Lupa', resetUrl: RESET };
    const { subject, html, text } = await renderEmail(message);
    expect(subject).toBe('Reset your Ruang Teduh password');
    expect(html).toContain(`href="${RESET}"`);
    expect(text).toContain(`Choose a new password ${RESET}`);
    expect(text).toContain('The link works once, for one hour');
    expect(text).toBe(await renderPlainText(message));
  });

  it('tells the admins a webhook endpoint was disabled, naming it and linking to the webhooks', async () => {
    const message: EmailMessage = {
      kind: 'webhook-disabled',
      studio,
      name: 'Dewi',
      url: 'https://crm.example/hooks?a=1&b=<2>',
      webhooksUrl: 'https://ruangteduh.example/admin/webhooks',
    };
    const { subject, html, text } = await renderEmail(message);
    expect(subject).toBe('A Ruang Teduh webhook was disabled');
    expect(html).toContain('href="https://ruangteduh.example/admin/webhooks"');
    expect(html).not.toContain('<2>');
    expect(text).toContain('https://crm.example/hooks?a=1&b=<2> failed for 3 days');
    expect(text).toBe(await renderPlainText(message));
  });
});
