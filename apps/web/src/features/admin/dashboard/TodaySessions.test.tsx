// @vitest-environment happy-dom
import type { AdminSession, SessionsToday } from '@app/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TodaySessions } from './TodaySessions';
import { inEnglish } from '../../../testing/render';
import { renderWithQueries } from '../renderInTest';

let answer: () => Promise<SessionsToday>;
const options: Array<Record<string, unknown>> = [];
vi.mock('../../../app/trpc', () => ({
  useTRPC: () => ({
    admin: {
      sessions: {
        today: {
          queryOptions: (_input: unknown, extra: Record<string, unknown>) => {
            options.push(extra);
            return { queryKey: ['admin.sessions.today'], queryFn: () => answer(), ...extra };
          },
        },
      },
    },
  }),
}));

const TITLE = 'Yoga <b>x</b> <0/>';
const session = (id: number, startsAt: string, endsAt: string, extra: Partial<AdminSession> = {}): AdminSession => ({
  id,
  class: { id: 1, slug: 'yoga', title: TITLE, classType: 'REGULAR' },
  kind: 'generated',
  startsAt,
  endsAt,
  timeZone: 'Asia/Jakarta',
  status: 'scheduled',
  note: null,
  capacity: 10,
  ownCapacity: null,
  seatsTaken: 4,
  seatsLeft: 6,
  seatsWaitlisted: 0,
  seatsCheckedIn: 0,
  ...extra,
});

function show() {
  renderWithQueries(<TodaySessions />);
}

inEnglish();

describe('TodaySessions', () => {
  it('lists the day’s sessions with their counts and highlights the next one, its roster one tap away', async () => {
    answer = async () => ({
      date: '2026-11-29',
      nextSessionId: 12,
      sessions: [
        session(11, '2026-11-29T08:00:00+07:00', '2026-11-29T09:00:00+07:00', { seatsCheckedIn: 3 }),
        session(12, '2026-11-29T10:00:00+07:00', '2026-11-29T11:00:00+07:00', {
          seatsTaken: 10,
          seatsLeft: 0,
          seatsWaitlisted: 2,
          seatsCheckedIn: 1,
        }),
      ],
    });
    show();
    const open = await screen.findByRole('link', { name: /^Open roster of / });
    expect(open.getAttribute('href')).toBe('/admin/sessions/12');
    expect(open.textContent).toBe('Open roster');
    const next = open.closest('li')!;
    expect(next.getAttribute('aria-current')).toBe('true');
    expect(within(next).getByText('10 of 10 seats taken')).toBeTruthy();
    expect(within(next).getByText('1 seat checked in')).toBeTruthy();
    expect(within(next).getByText('2 seats on the waiting list')).toBeTruthy();
    expect(within(next).getByText('Up next')).toBeTruthy();
    // The title as typed, markup-like text included.
    expect(within(next).getByText(TITLE)).toBeTruthy();
    expect(next.querySelector('b')).toBeNull();
    const earlier = screen.getByRole('link', { name: /^Roster of / });
    expect(earlier.getAttribute('href')).toBe('/admin/sessions/11');
    expect(earlier.closest('li')!.getAttribute('aria-current')).toBeNull();
    expect(within(earlier.closest('li')!).getByText('3 seats checked in')).toBeTruthy();
    // Asked again while the page is open, and when the window comes back into focus.
    expect(options.at(-1)).toMatchObject({ refetchInterval: 30_000, refetchOnWindowFocus: true, staleTime: 0 });
  });

  it('says when there is no session today', async () => {
    answer = async () => ({ date: '2026-11-29', nextSessionId: null, sessions: [] });
    show();
    expect(await screen.findByText('No sessions today')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /^Open roster/ })).toBeNull();
  });

  it('shows loading, then the error with a way to try again', async () => {
    answer = () => Promise.reject(new Error('The server could not be reached.'));
    show();
    expect(screen.getByText('Loading…').getAttribute('aria-busy')).toBe('true');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The server could not be reached.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
