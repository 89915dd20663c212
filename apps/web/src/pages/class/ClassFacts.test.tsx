// @vitest-environment happy-dom
import type { ClassDetail } from '@app/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { inEnglish, renderWithClock } from '../../testing/render';
import { ClassFacts } from './ClassFacts';

inEnglish();

const onlineClass = (classType: ClassDetail['classType']): ClassDetail => ({
  id: 1,
  slug: 'online-class',
  classType,
  title: 'Online class',
  summary: '',
  image: null,
  extendInfo: {
    day: null,
    startTime: null,
    endTime: null,
    timeZone: 'Asia/Jakarta',
    startDate: null,
    endDate: null,
    durationMinutes: 60,
    format: 'online',
    location: null,
    price: null,
    currency: 'IDR',
  },
  facilitators: [],
  nextSession: null,
  description: '',
  capacity: null,
  seatsLeft: null,
  nextSessions: [],
  cancelCutoffHours: 12,
  rating: { average: null, count: 0 },
  updatedAt: '2026-11-01T00:00:00.000Z',
});

const where = () => screen.getByText('Where').nextElementSibling?.textContent;

describe('the class facts of an online class', () => {
  it('tell a private session the meeting link comes once the session is arranged: it is requested, not registered for', () => {
    renderWithClock(<ClassFacts item={onlineClass('PRIVATE_SESSION')} bookable={[]} />);
    expect(where()).toContain('We send the meeting link once your session is arranged.');
    expect(where()).not.toContain('register');
  });

  it('tell a class with dates the meeting link comes with the registration', () => {
    renderWithClock(<ClassFacts item={onlineClass('WORKSHOP_AND_EVENT')} bookable={[]} />);
    expect(where()).toContain('We send the meeting link when you register.');
  });
});
