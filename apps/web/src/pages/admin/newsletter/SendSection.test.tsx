// @vitest-environment happy-dom
import type { NewsletterIssue } from '@app/contract';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SendSection } from './SendSection';
import { inEnglish } from '../../../testing/render';
import { renderWithQueries } from '../../../features/admin/renderInTest';

vi.mock('../../../app/trpc', () => ({ useTRPC: () => ({}), api: {} }));
vi.mock('../../../features/auth/useSession', () => ({ useSession: () => ({ user: { role: 'admin' } }) }));

const SUBJECT = 'December <script>alert(1)</script> <b>x</b> <0/>';

const issue: NewsletterIssue = {
  id: 7,
  version: 1,
  status: 'draft',
  data: { subject: { en: SUBJECT }, body: { en: '<p>Hello</p>' } },
  createdAt: '2026-11-20T00:00:00.000Z',
  updatedAt: '2026-11-20T00:00:00.000Z',
  createdBy: 'Dewi',
  sendStartedAt: null,
  startedBy: null,
  sentAt: null,
  counts: { recipients: 0, queued: 0, sent: 0, failed: 0 },
  audience: { total: 3, byLocale: [{ locale: 'en', count: 3 }] },
};

inEnglish();

describe('SendSection', () => {
  it('asks about the subject exactly as it was typed, markup-like text included', () => {
    renderWithQueries(<SendSection issue={issue} unsaved={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Send to 3 subscribers' }));
    const dialog = screen.getByRole('alertdialog');
    expect(screen.getByRole('heading', { name: `Send “${SUBJECT}” now?` })).toBeTruthy();
    expect(dialog.querySelector('script, b')).toBeNull();
  });
});
