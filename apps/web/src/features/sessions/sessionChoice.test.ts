import type { ClassSession } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { seatChoices } from '../forms/seatChoices';
import { bookableSessions, defaultSession } from './sessionChoice';

const now = Date.parse('2026-11-25T12:00:00Z');
const session = (id: number, startsAt: string, extra: Partial<ClassSession> = {}): ClassSession => ({
  id,
  startsAt,
  endsAt: startsAt.replace('T19:00', 'T20:30'),
  timeZone: 'Asia/Jakarta',
  capacity: 10,
  seatsLeft: 4,
  status: 'scheduled',
  ...extra,
});

describe('which dates a visitor can choose', () => {
  const past = session(1, '2026-11-24T19:00:00+07:00');
  const cancelled = session(2, '2026-11-26T19:00:00+07:00', { status: 'cancelled' });
  const full = session(3, '2026-11-27T19:00:00+07:00', { seatsLeft: 0 });
  const open = session(4, '2026-11-28T19:00:00+07:00', { seatsLeft: 2 });
  const later = session(5, '2026-12-05T19:00:00+07:00');

  it('offers scheduled dates still ahead, soonest first; never past or cancelled ones', () => {
    expect(bookableSessions([later, open, full, cancelled, past], now).map((s) => s.id)).toEqual([3, 4, 5]);
  });

  it('chooses the soonest date with places left, else the soonest (its waiting list)', () => {
    expect(defaultSession(bookableSessions([full, open, later], now))?.id).toBe(4);
    expect(defaultSession([full])?.id).toBe(3);
    expect(defaultSession([])).toBeNull();
    // Unlimited places are never full.
    expect(defaultSession([session(6, '2026-11-27T19:00:00+07:00', { capacity: null, seatsLeft: null })])?.id).toBe(6);
  });
});

describe('how many seats a booking may ask for', () => {
  it('follows the places left in the chosen session', () => {
    expect(seatChoices({ capacity: 10, seatsLeft: 2 })).toBe(2);
    expect(seatChoices({ capacity: 1, seatsLeft: 1 })).toBe(1);
  });

  it('offers a whole session’s worth for the waiting list once it is full, at most the limit', () => {
    expect(seatChoices({ capacity: 6, seatsLeft: 0 })).toBe(6);
    expect(seatChoices({ capacity: 40, seatsLeft: 0 })).toBe(10);
    expect(seatChoices({ capacity: 40, seatsLeft: 25 })).toBe(10);
    expect(seatChoices({ capacity: null, seatsLeft: null })).toBe(10);
    expect(seatChoices(null)).toBe(10);
  });
});
