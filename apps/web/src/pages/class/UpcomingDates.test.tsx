// @vitest-environment happy-dom
import type { ClassDetail, ClassSession } from '@app/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { inEnglish, renderWithClock } from '../../testing/render';
import { ClassRegistration } from './ClassRegistration';
import { UpcomingDates } from './UpcomingDates';

inEnglish();

const inDays = (days: number, hour: number) => {
  const date = new Date(Date.now() + days * 86_400_000);
  return `${date.toISOString().slice(0, 10)}T${String(hour).padStart(2, '0')}:00:00+07:00`;
};
const session = (id: number, days: number, extra: Partial<ClassSession> = {}): ClassSession => ({
  id,
  startsAt: inDays(days, 19),
  endsAt: inDays(days, 20),
  timeZone: 'Asia/Jakarta',
  capacity: 12,
  seatsLeft: 5,
  status: 'scheduled',
  ...extra,
});

describe('the upcoming dates of a class', () => {
  const sessions = [
    session(1, 3, { status: 'cancelled' }),
    session(2, 10, { seatsLeft: 0 }),
    session(3, 17, { seatsLeft: 1 }),
    session(4, 24, { capacity: null, seatsLeft: null }),
  ];
  const rows = () => screen.getAllByRole('listitem');

  it('say what is left of each: cancelled, full with its waiting list, places, or open', () => {
    renderWithClock(<UpcomingDates sessions={sessions} chosenId={3} onChoose={() => {}} />);
    expect(screen.getByRole('heading', { name: 'Upcoming dates' })).toBeTruthy();
    expect(rows().map((row) => row.querySelector('p:last-of-type')?.textContent)).toEqual([
      'Cancelled',
      'Full – join the waiting list',
      '1 place left',
      'Places available',
    ]);
    // Times on the class's clock.
    expect(rows()[0]!.textContent).toContain('7:00');
  });

  it('offer every date but a cancelled one to choose, and mark the chosen one', () => {
    const onChoose = vi.fn();
    renderWithClock(<UpcomingDates sessions={sessions} chosenId={3} onChoose={onChoose} />);
    expect(within(rows()[0]!).queryByRole('button')).toBeNull();
    expect(within(rows()[2]!).getByRole('button').getAttribute('aria-pressed')).toBe('true');
    const full = within(rows()[1]!).getByRole('button');
    expect(full.getAttribute('aria-pressed')).toBe('false');
    expect(full.textContent).toMatch(/^Choose /);
    fireEvent.click(full);
    expect(onChoose).toHaveBeenCalledWith(sessions[1]);
  });

  it('offer nothing to choose in a staff preview, which has no form', () => {
    renderWithClock(<UpcomingDates sessions={sessions} chosenId={3} onChoose={undefined} />);
    expect(screen.queryAllByRole('button')).toEqual([]);
  });
});

describe('booking a class without open dates', () => {
  it('says so and offers the studio’s contact instead of a form', () => {
    const item = { classType: 'REGULAR', slug: 'yoga', title: 'Yoga', nextSessions: [] } as unknown as ClassDetail;
    renderWithClock(<ClassRegistration item={item} bookable={[]} chosenId={null} onChoose={() => {}} />);
    expect(screen.getByText('No dates are open for booking right now.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe('/contact');
    expect(screen.queryByRole('form')).toBeNull();
  });
});
