// @vitest-environment happy-dom
import type { ClassSession } from '@app/contract';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { inEnglish, renderWithClock } from '../../testing/render';
import { CancellationRule, SessionCancellation } from './CancellationRule';

inEnglish();

const text = (node: ReactNode) => renderWithClock(node).container.textContent;

const HOUR_MS = 3_600_000;
/** A session `hours` from now, on Jakarta's clock. */
const sessionIn = (hours: number): ClassSession => {
  const start = new Date(Math.floor((Date.now() + hours * HOUR_MS) / HOUR_MS) * HOUR_MS);
  return {
    id: 1,
    startsAt: start.toISOString(),
    endsAt: new Date(start.getTime() + HOUR_MS).toISOString(),
    timeZone: 'Asia/Jakarta',
    capacity: 10,
    seatsLeft: 4,
    status: 'scheduled',
  };
};

describe('the cancellation rule, before anyone books', () => {
  it('says how long before the start a booking can be cancelled online', () => {
    expect(text(<CancellationRule hours={12} />)).toBe('Free cancellation online until 12 hours before the start.');
    expect(text(<CancellationRule hours={1} />)).toBe('Free cancellation online until 1 hour before the start.');
    expect(text(<CancellationRule hours={0} />)).toBe('Free cancellation online until the start.');
  });

  it('names the chosen date’s deadline on the class’s clock', () => {
    const session = sessionIn(72);
    const deadline = new Date(new Date(session.startsAt).getTime() - 12 * HOUR_MS);
    const onJakartaClock = new Intl.DateTimeFormat('en', {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'Asia/Jakarta',
    })
      .format(deadline)
      .replace(/\s/g, ' ');
    expect(text(<SessionCancellation session={session} hours={12} />)).toBe(
      `Free cancellation online until ${onJakartaClock}.`,
    );
  });

  it('warns that a date inside the cut-off cannot be cancelled online once booked', () => {
    expect(text(<SessionCancellation session={sessionIn(5)} hours={12} />)).toBe(
      'This date starts within 12 hours: once booked, it can no longer be cancelled online.',
    );
  });
});
