// @vitest-environment happy-dom
import type { ApiKey } from '@app/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ClockProvider } from '../../../lib/clock';
import { inEnglish } from '../../../testing/render';
import { renderWithQueries } from '../../../features/admin/renderInTest';

/** What the page's list query answers in each test. */
let answer: () => Promise<ApiKey[]>;

vi.mock('../../../app/trpc', () => {
  const queryKey = ['admin', 'apiKeys', 'list'];
  return {
    api: {},
    useTRPC: () => ({
      admin: {
        apiKeys: {
          list: {
            queryOptions: () => ({ queryKey, queryFn: () => answer() }),
            queryKey: () => queryKey,
            queryFilter: () => ({ queryKey }),
          },
        },
      },
    }),
  };
});

const { default: ApiKeysPage } = await import('./ApiKeysPage');

const key = (id: number, fields: Partial<ApiKey>): ApiKey => ({
  id,
  name: `Key ${id}`,
  prefix: `rt_abcdef0${id}`,
  scopes: ['sessions:read'],
  createdAt: '2026-11-20T03:00:00.000Z',
  expiresAt: null,
  lastUsedAt: null,
  lastUsedIp: null,
  revokedAt: null,
  createdBy: { id: 1, name: 'Dewi Admin' },
  ...fields,
});

function show() {
  renderWithQueries(
    <ClockProvider renderedAt={Date.parse('2026-11-29T00:00:00Z')}>
      <ApiKeysPage />
    </ClockProvider>,
  );
}

inEnglish();

describe('ApiKeysPage', () => {
  it('explains what a key is for when there is none', async () => {
    answer = async () => [];
    show();
    expect(await screen.findByText(/No API keys yet\. A key lets another system/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create key' })).toBeTruthy();
  });

  it('says why the list failed and offers to try again', async () => {
    answer = async () => {
      throw new Error('The service is temporarily unavailable.');
    };
    show();
    expect(await screen.findByText('The service is temporarily unavailable.')).toBeTruthy();
    expect(screen.getByRole('button', { name: /try again/i })).toBeTruthy();
  });

  it('shows each key’s state, scopes, times on the studio clock and where it was last used; revoked keys offer nothing', async () => {
    answer = async () => [
      key(1, {
        name: 'HR <b>sync</b>',
        scopes: ['sessions:read', 'bookings:write'],
        expiresAt: '2099-12-31T16:59:00.000Z',
        lastUsedAt: '2026-11-28T23:55:00.000Z',
        lastUsedIp: '203.0.113.9',
      }),
      key(2, { expiresAt: '2026-01-01T00:00:00.000Z' }),
      key(3, { revokedAt: '2026-11-21T00:00:00.000Z', createdBy: null }),
    ];
    show();
    const active = (await screen.findByText('HR <b>sync</b>')).closest('tr')!;
    expect(active.querySelector('b')).toBeNull();
    expect(within(active).getByText('Active')).toBeTruthy();
    expect(within(active).getByText('rt_abcdef01…')).toBeTruthy();
    expect(within(active).getByText('bookings:write')).toBeTruthy();
    expect(active.textContent).toContain('(Asia/Jakarta)');
    expect(active.textContent).toContain('Dec 31, 2099');
    expect(active.textContent).toContain('from 203.0.113.9');
    expect(active.textContent).toContain('by Dewi Admin');
    expect(within(active).getByRole('button', { name: 'Revoke' })).toBeTruthy();

    const expired = screen.getByText('Key 2').closest('tr')!;
    expect(within(expired).getByText('Expired')).toBeTruthy();
    expect(within(expired).getByRole('button', { name: 'Revoke' })).toBeTruthy();

    const revoked = screen.getByText('Key 3').closest('tr')!;
    expect(within(revoked).getByText('Revoked')).toBeTruthy();
    expect(revoked.textContent).toContain('by a removed account');
    expect(within(revoked).queryByRole('button', { name: 'Revoke' })).toBeNull();
  });
});
